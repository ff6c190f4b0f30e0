import { Readable } from 'node:stream';
import { Hono } from 'hono';
import {
  accreditationQuerySchema,
  awardInputSchema,
  drillDownQuerySchema,
  educationStartInputSchema,
  goalInputSchema,
  icfPathLevelSchema,
  levelParamSchema,
  notTrackedParamSchema,
  packQuerySchema,
  pathInputSchema,
  requirementParamSchema,
  stepsInputSchema,
  tickInputSchema,
} from '@/shared/schemas/accreditation';
import type { AccreditationResponse } from '@/shared/schemas/accreditation';
import type { AppDeps, SignedInEnv } from '../../app-env';
import { jsonText } from '../../lib/json-text';
import { limitPerUser } from '../../lib/middleware/limit-per-user';
import { requireSubscription } from '../../lib/middleware/require-subscription';
import { requireUser } from '../../lib/middleware/require-user';
import { validate } from '../../lib/validate';
import {
  createEvaluationCache,
  getAccreditationJson,
  getAccreditationSummary,
  setEducationStart,
  tickRequirement,
  untickRequirement,
} from './accreditation.service';
import { workbookDownload } from '../export/workbook-download';
import { loadApplicationPack } from './application-pack';
import { getDrillDown } from './drill-down.service';
import { awardCredential, choosePath, setGoal, setSteps } from './steps.service';

// Without the coach's date, the server's UTC date is the best guess.
const serverToday = () => new Date().toISOString().slice(0, 10);

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function accreditationRoutes({ auth, database: { db }, workers }: AppDeps) {
  const evaluations = createEvaluationCache();
  return (
    new Hono<SignedInEnv>()
      .use(requireUser(auth), requireSubscription)
      .get('/', validate('query', accreditationQuerySchema), async (c) =>
        jsonText<AccreditationResponse>(
          c,
          await getAccreditationJson(db, evaluations, {
            userId: c.get('user').id,
            today: c.req.valid('query').today ?? serverToday(),
          }),
        ),
      )
      .get('/summary', validate('query', accreditationQuerySchema), async (c) =>
        c.json(
          await getAccreditationSummary(db, evaluations, {
            userId: c.get('user').id,
            today: c.req.valid('query').today ?? serverToday(),
          }),
        ),
      )
      // A pack reads every log of the coach: counted with the exports, per account.
      .get('/pack', validate('query', packQuerySchema), limitPerUser(db, 'export'), async (c) => {
        const query = c.req.valid('query');
        const today = query.today ?? serverToday();
        const pack = await loadApplicationPack(db, { userId: c.get('user').id, query, today });
        const file = await workbookDownload(workers, pack);
        const name = `${query.body}-${query.level}-application-pack-${today}.xlsx`.toLowerCase().replace(/\s+/g, '-');
        c.header('Content-Type', XLSX_TYPE);
        c.header('Content-Disposition', `attachment; filename="${name}"`);
        c.header('Cache-Control', 'no-store');
        return c.body(Readable.toWeb(file) as ReadableStream);
      })
      .get(
        '/requirements/:requirementId/rows',
        validate('param', requirementParamSchema),
        validate('query', drillDownQuerySchema),
        async (c) => {
          const query = c.req.valid('query');
          return c.json(
            await getDrillDown(db, {
              userId: c.get('user').id,
              requirementId: c.req.valid('param').requirementId,
              today: query.today ?? serverToday(),
              page: query.page,
              group: c.req.query('group') === undefined ? undefined : query.group,
            }),
          );
        },
      )
      .put(
        '/ticks/:requirementId',
        validate('param', notTrackedParamSchema),
        validate('json', tickInputSchema),
        async (c) =>
          c.json(
            await tickRequirement(db, {
              userId: c.get('user').id,
              requirementId: c.req.valid('param').requirementId,
              input: c.req.valid('json'),
            }),
          ),
      )
      .delete('/ticks/:requirementId', validate('param', notTrackedParamSchema), async (c) => {
        await untickRequirement(db, { userId: c.get('user').id, requirementId: c.req.valid('param').requirementId });
        return c.body(null, 204);
      })
      .put('/education-start', validate('json', educationStartInputSchema), async (c) =>
        c.json(await setEducationStart(db, { userId: c.get('user').id, input: c.req.valid('json') })),
      )
      .put('/goal', validate('json', goalInputSchema), async (c) =>
        c.json(await setGoal(db, { userId: c.get('user').id, input: c.req.valid('json') })),
      )
      .put('/paths/:level', validate('param', icfPathLevelSchema), validate('json', pathInputSchema), async (c) =>
        c.json(
          await choosePath(db, {
            userId: c.get('user').id,
            level: c.req.valid('param').level,
            input: c.req.valid('json'),
          }),
        ),
      )
      .put('/steps/:body/:level', validate('param', levelParamSchema), validate('json', stepsInputSchema), async (c) =>
        c.json(await setSteps(db, { userId: c.get('user').id, ...c.req.valid('param'), input: c.req.valid('json') })),
      )
      .post(
        '/steps/:body/:level/award',
        validate('param', levelParamSchema),
        validate('json', awardInputSchema),
        async (c) =>
          c.json(
            {
              credential: await awardCredential(db, {
                userId: c.get('user').id,
                ...c.req.valid('param'),
                input: c.req.valid('json'),
              }),
            },
            201,
          ),
      )
  );
}
