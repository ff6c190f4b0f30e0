import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ErrorBody } from '@/shared/errors';
import type { AppDeps, AppEnv } from './app-env';
import { serveClient } from './client-files';
import { accountSessionsRoutes } from './features/auth/sessions/account-sessions.routes';
import { accreditationRoutes } from './features/accreditation/accreditation.routes';
import { adminSupportRoutes } from './features/admin-support/admin-support.routes';
import { adminRoutes } from './features/admin/admin.routes';
import { authLinksRoutes } from './features/auth/links/auth-links.routes';
import { billingRoutes } from './features/billing/billing.routes';
import { calendarRoutes } from './features/calendar/calendar.routes';
import { captchaRoutes } from './features/auth/captcha/captcha.routes';
import { clearLogbookRoutes } from './features/clear-logbook/clear-logbook.routes';
import { clientsRoutes } from './features/clients/clients.routes';
import { coachQuestionsRoutes } from './features/coach-questions/coach-questions.routes';
import { coachingSessionsRoutes } from './features/coaching-sessions/coaching-sessions.routes';
import { configRoutes } from './features/config/config.routes';
import { cpdRoutes } from './features/cpd/cpd.routes';
import { credentialsRoutes } from './features/accreditation/records/credentials.routes';
import { educationRoutes } from './features/accreditation/records/education.routes';
import { exportRoutes } from './features/export/export.routes';
import { feedbackRoutes } from './features/accreditation/records/feedback.routes';
import { dashboardRoutes } from './features/dashboard/dashboard.routes';
import { importRoutes } from './features/import/import.routes';
import { growPlansRoutes } from './features/grow-plans/grow-plans.routes';
import { healthRoutes } from './features/health/health.routes';
import { meRoutes } from './features/auth/me/me.routes';
import { mentorCoachingRoutes } from './features/accreditation/records/mentor-coaching.routes';
import { recordingsRoutes } from './features/accreditation/records/recordings.routes';
import { profileRoutes } from './features/profile/profile.routes';
import { reauthenticationRoutes } from './features/auth/reauthentication/reauthentication.routes';
import { reportsRoutes } from './features/reports/reports.routes';
import { supervisionRoutes } from './features/supervision/supervision.routes';
import { supportRoutes } from './features/support/support.routes';
import { undoRoutes } from './features/undo/undo.routes';
import { weeklySummaryRoutes } from './features/weekly-summary/weekly-summary.routes';
import { wheelAssessmentsRoutes } from './features/wheel-of-life/wheel-assessments.routes';
import { AppError } from './lib/app-error';
import { authHandler } from './features/auth/auth-handler';
import { errorHandler } from './lib/middleware/error-handler';
import { requestContext } from './lib/middleware/request-context';
import { clientAddressRule } from './lib/security/client-address';
import { isUploadPath, sameOriginJson } from './lib/security/same-origin-json';
import { refuseControlCharacters } from './lib/security/refuse-control-characters';
import { limitUserAgent } from './lib/security/user-agent-length';
import { securityHeaders } from './lib/security/security-headers';

const MAX_BODY_BYTES = 1024 * 1024;
/** Methods whose body no route reads: the body limit need not look (it would build a full Request). */
const BODILESS = new Set(['GET', 'HEAD']);

/** The typed API; the browser's RPC client is built from its type. */
function createApi(deps: AppDeps) {
  return new Hono<AppEnv>()
    .route('/health', healthRoutes(deps))
    .route('/config', configRoutes(deps))
    .route('/captcha', captchaRoutes(deps))
    .route('/me', meRoutes(deps))
    .route('/auth-links', authLinksRoutes(deps))
    .route('/profile', profileRoutes(deps))
    .route('/reauthenticate', reauthenticationRoutes(deps))
    .route('/account/sessions', accountSessionsRoutes(deps))
    .route('/weekly-summary', weeklySummaryRoutes(deps))
    .route('/billing', billingRoutes(deps))
    .route('/supervision-sessions', supervisionRoutes(deps))
    .route('/cpd-records', cpdRoutes(deps))
    .route('/education-records', educationRoutes(deps))
    .route('/mentor-coaching-sessions', mentorCoachingRoutes(deps))
    .route('/credentials', credentialsRoutes(deps))
    .route('/feedback-entries', feedbackRoutes(deps))
    .route('/performance-recordings', recordingsRoutes(deps))
    .route('/clients', clientsRoutes(deps))
    .route('/coaching-sessions', coachingSessionsRoutes(deps))
    .route('/dashboard', dashboardRoutes(deps))
    .route('/reports', reportsRoutes(deps))
    .route('/support-tickets', supportRoutes(deps))
    .route('/admin/support-tickets', adminSupportRoutes(deps))
    .route('/export', exportRoutes(deps))
    .route('/import', importRoutes(deps))
    .route('/admin', adminRoutes(deps))
    .route('/coach-questions', coachQuestionsRoutes(deps))
    .route('/grow-plans', growPlansRoutes(deps))
    .route('/wheel-assessments', wheelAssessmentsRoutes(deps))
    .route('/accreditation', accreditationRoutes(deps))
    .route('/calendar', calendarRoutes(deps))
    .route('/undo', undoRoutes(deps))
    .route('/clear-logbook', clearLogbookRoutes(deps));
}

export type AppType = ReturnType<typeof createApi>;

export interface AppOptions {
  /** Folder of the built React app; when given, every non-API GET is answered from it. */
  clientDir?: string;
}

export function createApp(deps: AppDeps, options: AppOptions = {}) {
  const app = new Hono<AppEnv>();
  app.use('*', requestContext(deps.logger, clientAddressRule(deps.env.TRUSTED_PROXIES)));
  app.use('/api/*', limitUserAgent);
  app.use('*', securityHeaders(deps.env));
  app.use('/api/*', sameOriginJson(deps.env));
  const apiBodyLimit = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => {
      const body: ErrorBody = {
        error: { code: 'PAYLOAD_TOO_LARGE', message: 'The request body is larger than 1 MB' },
      };
      return c.json(body, 413);
    },
  });
  // Uploads (imports, calendar files) take files of up to 10 MB and set their own limit.
  app.use('/api/*', (c, next) =>
    BODILESS.has(c.req.method) || isUploadPath(c.req.path) ? next() : apiBodyLimit(c, next),
  );
  app.use('/api/*', refuseControlCharacters);
  app.on(['GET', 'POST'], '/api/auth/*', authHandler(deps.auth));
  app.route('/api', createApi(deps));
  app.all('/api/*', (c) => {
    throw new AppError('NOT_FOUND', `No API route for ${c.req.method} ${c.req.path}`);
  });
  if (options.clientDir) serveClient(app, options.clientDir);
  app.onError(errorHandler);
  return app;
}
