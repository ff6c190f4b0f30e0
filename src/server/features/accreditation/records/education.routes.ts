import { Hono } from 'hono';
import type { DeletedAnswer } from '@/shared/schemas/undo';
import {
  educationRecordIdSchema,
  educationRecordInputSchema,
  newEducationRecordSchema,
} from '@/shared/schemas/education';
import { recordListQuerySchema } from '@/shared/schemas/record-list';
import type { AppDeps, SignedInEnv } from '../../../app-env';
import { requireSubscription } from '../../../lib/middleware/require-subscription';
import { requireUser } from '../../../lib/middleware/require-user';
import { validate } from '../../../lib/validate';
import { validateDated } from '../../profile/date-sense';
import {
  createEducationRecord,
  deleteEducationRecord,
  getEducationRecord,
  listEducationRecords,
  updateEducationRecord,
} from './education.service';

export function educationRoutes({ auth, database: { db } }: AppDeps) {
  return new Hono<SignedInEnv>()
    .use(requireUser(auth), requireSubscription)
    .get('/', validate('query', recordListQuerySchema), async (c) => {
      const { items, ...page } = await listEducationRecords(db, {
        userId: c.get('user').id,
        query: c.req.valid('query'),
      });
      return c.json({ records: items, ...page });
    })
    .get('/:id', validate('param', educationRecordIdSchema), async (c) =>
      c.json({ record: await getEducationRecord(db, { userId: c.get('user').id, id: c.req.valid('param').id }) }),
    )
    .post('/', validateDated('json', db, newEducationRecordSchema), async (c) =>
      c.json(
        { record: await createEducationRecord(db, { userId: c.get('user').id, input: c.req.valid('json') }) },
        201,
      ),
    )
    .put(
      '/:id',
      validate('param', educationRecordIdSchema),
      validateDated('json', db, educationRecordInputSchema),
      async (c) =>
        c.json({
          record: await updateEducationRecord(db, {
            userId: c.get('user').id,
            id: c.req.valid('param').id,
            input: c.req.valid('json'),
          }),
        }),
    )
    .delete('/:id', validate('param', educationRecordIdSchema), async (c) => {
      const undo = await deleteEducationRecord(db, { userId: c.get('user').id, id: c.req.valid('param').id });
      return c.json({ undo } satisfies DeletedAnswer);
    });
}
