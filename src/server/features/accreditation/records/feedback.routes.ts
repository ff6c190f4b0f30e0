import { Hono } from 'hono';
import type { DeletedAnswer } from '@/shared/schemas/undo';
import { feedbackEntryIdSchema, feedbackEntryInputSchema, newFeedbackEntrySchema } from '@/shared/schemas/feedback';
import { recordListQuerySchema } from '@/shared/schemas/record-list';
import type { AppDeps, SignedInEnv } from '../../../app-env';
import { requireSubscription } from '../../../lib/middleware/require-subscription';
import { requireUser } from '../../../lib/middleware/require-user';
import { validate } from '../../../lib/validate';
import {
  createFeedbackEntry,
  deleteFeedbackEntry,
  getFeedbackEntry,
  listFeedbackEntries,
  updateFeedbackEntry,
} from './feedback.service';

export function feedbackRoutes({ auth, database: { db } }: AppDeps) {
  return new Hono<SignedInEnv>()
    .use(requireUser(auth), requireSubscription)
    .get('/', validate('query', recordListQuerySchema), async (c) => {
      const { items, ...page } = await listFeedbackEntries(db, {
        userId: c.get('user').id,
        query: c.req.valid('query'),
      });
      return c.json({ entries: items, ...page });
    })
    .get('/:id', validate('param', feedbackEntryIdSchema), async (c) =>
      c.json({ entry: await getFeedbackEntry(db, { userId: c.get('user').id, id: c.req.valid('param').id }) }),
    )
    .post('/', validate('json', newFeedbackEntrySchema), async (c) =>
      c.json({ entry: await createFeedbackEntry(db, { userId: c.get('user').id, input: c.req.valid('json') }) }, 201),
    )
    .put('/:id', validate('param', feedbackEntryIdSchema), validate('json', feedbackEntryInputSchema), async (c) =>
      c.json({
        entry: await updateFeedbackEntry(db, {
          userId: c.get('user').id,
          id: c.req.valid('param').id,
          input: c.req.valid('json'),
        }),
      }),
    )
    .delete('/:id', validate('param', feedbackEntryIdSchema), async (c) => {
      const undo = await deleteFeedbackEntry(db, { userId: c.get('user').id, id: c.req.valid('param').id });
      return c.json({ undo } satisfies DeletedAnswer);
    });
}
