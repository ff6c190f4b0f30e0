import { Hono } from 'hono';
import type { DeletedAnswer } from '@/shared/schemas/undo';
import {
  cpdRecordIdSchema,
  cpdRecordInputSchema,
  cpdRecordListQuerySchema,
  newCpdRecordSchema,
} from '@/shared/schemas/cpd';
import type { AppDeps, SignedInEnv } from '../../app-env';
import { requireSubscription } from '../../lib/middleware/require-subscription';
import { requireUser } from '../../lib/middleware/require-user';
import { serverToday } from '../../lib/server-today';
import { validate } from '../../lib/validate';
import { validateDated } from '../profile/date-sense';
import { createCpdRecord, deleteCpdRecord, getCpdRecord, listCpdRecords, updateCpdRecord } from './cpd.service';

export function cpdRoutes({ auth, database: { db } }: AppDeps) {
  return new Hono<SignedInEnv>()
    .use(requireUser(auth), requireSubscription)
    .get('/', validate('query', cpdRecordListQuerySchema), async (c) => {
      const query = c.req.valid('query');
      return c.json(await listCpdRecords(db, { userId: c.get('user').id, query, today: query.today ?? serverToday() }));
    })
    .get('/:id', validate('param', cpdRecordIdSchema), async (c) =>
      c.json({ record: await getCpdRecord(db, { userId: c.get('user').id, id: c.req.valid('param').id }) }),
    )
    .post('/', validateDated('json', db, newCpdRecordSchema), async (c) =>
      c.json({ record: await createCpdRecord(db, { userId: c.get('user').id, input: c.req.valid('json') }) }, 201),
    )
    .put('/:id', validate('param', cpdRecordIdSchema), validateDated('json', db, cpdRecordInputSchema), async (c) =>
      c.json({
        record: await updateCpdRecord(db, {
          userId: c.get('user').id,
          id: c.req.valid('param').id,
          input: c.req.valid('json'),
        }),
      }),
    )
    .delete('/:id', validate('param', cpdRecordIdSchema), async (c) => {
      const undo = await deleteCpdRecord(db, { userId: c.get('user').id, id: c.req.valid('param').id });
      return c.json({ undo } satisfies DeletedAnswer);
    });
}
