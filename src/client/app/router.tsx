import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageErrorScreen } from '@/client/components/errors/page-error-screen';
import { RouteErrorScreen } from '@/client/components/errors/route-error-screen';
import { LoadingApplication } from '@/client/components/layout/loading-application';
import { PublicShell } from './public-shell';
import { guard } from './guards';
import { title } from './page-title';
import { RootLayout } from './root-layout';

// The signed-in shell (navigation, billing banner, offline queue) loads with the first signed-in
// page, so the public pages do not carry it.
const appLayout = () =>
  import('./app-shell').then(({ AppShell }) => ({
    Component: AppShell,
    // A page that fails (the server out of reach mid-visit, its code not fetched) keeps the frame:
    // only the page's place says why. On the layout, not the pages: React Router draws nothing for
    // an error on a route whose lazy module failed to load.
    ErrorBoundary: () => (
      <AppShell>
        <PageErrorScreen />
      </AppShell>
    ),
  }));

/** The route table, shared by the browser's router and the build's pre-rendering of public pages. */
export function appRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      Component: RootLayout,
      HydrateFallback: LoadingApplication,
      ErrorBoundary: RouteErrorScreen,
      children: [
        {
          Component: PublicShell,
          children: [
            { index: true, lazy: () => import('./routes/landing') },
            { path: 'login', handle: title('Sign in'), lazy: () => import('./routes/login') },
            { path: 'signup', handle: title('Sign up'), lazy: () => import('./routes/signup') },
            { path: 'verify', handle: title('Verify your e-mail'), lazy: () => import('./routes/verify') },
            { path: 'reset-password', handle: title('Reset password'), lazy: () => import('./routes/reset-password') },
            {
              path: 'two-factor',
              handle: title('Two-factor authentication'),
              lazy: () => import('./routes/two-factor'),
            },
            {
              path: 'debug-reset',
              handle: title('Reset link diagnostics'),
              lazy: () => import('./routes/debug-reset'),
            },
            {
              path: 'auth-troubleshoot',
              handle: title('Sign-in troubleshooting'),
              lazy: () => import('./routes/auth-troubleshoot'),
            },
            { path: 'about', handle: title('About'), lazy: () => import('./routes/about') },
            { path: 'unsubscribe', handle: title('Unsubscribe'), lazy: () => import('./routes/unsubscribe') },
            { path: '*', handle: title('Page not found'), lazy: () => import('./routes/not-found') },
          ],
        },
        {
          lazy: appLayout,
          loader: guard(queryClient, 'signedIn'),
          children: [
            { path: 'subscription/plans', handle: title('Plans'), lazy: () => import('./routes/plans') },
            {
              path: 'subscription/demo-checkout',
              handle: title('Demo checkout'),
              lazy: () => import('./routes/demo-checkout'),
            },
            { path: 'account', handle: title('Account'), lazy: () => import('./routes/account') },
            { path: 'profile', handle: title('Profile'), lazy: () => import('./routes/profile') },
            // Export stays open after the trial or subscription ends: the coach's data is theirs.
            { path: 'export-import', handle: title('Export / import'), lazy: () => import('./routes/export-import') },
          ],
        },
        {
          lazy: appLayout,
          loader: guard(queryClient, 'subscription'),
          children: [
            { path: 'dashboard', handle: title('Dashboard'), lazy: () => import('./routes/dashboard') },
            { path: 'clients', handle: title('Clients'), lazy: () => import('./routes/clients') },
            { path: 'clients/:id', handle: title('Client'), lazy: () => import('./routes/client') },
            { path: 'sessions', handle: title('Sessions'), lazy: () => import('./routes/sessions') },
            {
              path: 'sessions/from-calendar',
              handle: title('From your calendar'),
              lazy: () => import('./routes/from-calendar'),
            },
            { path: 'sessions/:id', handle: title('Session'), lazy: () => import('./routes/session-detail') },
            { path: 'supervision', handle: title('Supervision'), lazy: () => import('./routes/supervision') },
            {
              path: 'supervision/new',
              handle: title('Add supervision'),
              lazy: () => import('./routes/supervision-form'),
            },
            {
              path: 'supervision/edit/:id',
              handle: title('Edit supervision'),
              lazy: () => import('./routes/supervision-form'),
            },
            { path: 'cpd', handle: title('CPD'), lazy: () => import('./routes/cpd') },
            { path: 'accreditation', handle: title('Accreditation'), lazy: () => import('./routes/accreditation') },
            {
              path: 'accreditation/print',
              handle: title('Accreditation summary'),
              lazy: () => import('./routes/accreditation-print'),
            },
            {
              path: 'accreditation/education',
              handle: title('Education'),
              lazy: () => import('./routes/accreditation-education'),
            },
            {
              path: 'accreditation/mentor-coaching',
              handle: title('Mentor coaching'),
              lazy: () => import('./routes/accreditation-mentor-coaching'),
            },
            {
              path: 'accreditation/credentials',
              handle: title('Credentials held'),
              lazy: () => import('./routes/accreditation-credentials'),
            },
            {
              path: 'accreditation/feedback',
              handle: title('Feedback and reflections'),
              lazy: () => import('./routes/accreditation-feedback'),
            },
            {
              path: 'accreditation/recordings',
              handle: title('Recordings'),
              lazy: () => import('./routes/accreditation-recordings'),
            },
            { path: 'reports', handle: title('Reports'), lazy: () => import('./routes/reports') },
            {
              path: 'coach-tools',
              handle: title('Tools'),
              lazy: () => import('./routes/coach-tools'),
              children: [
                { index: true, lazy: () => import('./routes/coach-tools-index') },
                {
                  path: 'wheel-of-life',
                  handle: title('Wheel of Life'),
                  lazy: () => import('./routes/coach-tools-wheel'),
                },
                { path: 'grow', handle: title('GROW planner'), lazy: () => import('./routes/coach-tools-grow') },
                {
                  path: 'questions',
                  handle: title('Question bank'),
                  lazy: () => import('./routes/coach-tools-questions'),
                },
              ],
            },
            { path: 'support', handle: title('Support'), lazy: () => import('./routes/support') },
            { path: 'community', handle: title('Community'), lazy: () => import('./routes/community') },
          ],
        },
        {
          lazy: appLayout,
          loader: guard(queryClient, 'admin'),
          children: [
            {
              // Admin screens need two-factor on; without it this shows how to turn it on.
              lazy: () => import('./routes/admin-gate'),
              children: [
                { path: 'admin', handle: title('Admin'), lazy: () => import('./routes/admin') },
                { path: 'admin/users', handle: title('Users'), lazy: () => import('./routes/admin-users') },
                { path: 'admin/users/:userId', handle: title('User'), lazy: () => import('./routes/admin-user') },
                {
                  path: 'admin/invitations',
                  handle: title('Invitations'),
                  lazy: () => import('./routes/admin-invitations'),
                },
                {
                  path: 'admin/support',
                  handle: title('Support tickets'),
                  lazy: () => import('./routes/admin-support'),
                },
                {
                  path: 'admin/support/:id',
                  handle: title('Support ticket'),
                  lazy: () => import('./routes/admin-support-ticket'),
                },
              ],
            },
          ],
        },
      ],
    },
  ];
}

export const createRouter = (queryClient: QueryClient, routes = appRoutes(queryClient)) => createBrowserRouter(routes);

export type AppRouter = ReturnType<typeof createRouter>;

/**
 * Resolves once the router has loaded its first page (modules, guard, redirects): rendered then, it
 * draws that page at once rather than its loading fallback.
 */
export function routerStarted(router: AppRouter) {
  return new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
