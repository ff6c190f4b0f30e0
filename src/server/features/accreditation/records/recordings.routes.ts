import { Hono } from 'hono';
import type { DeletedAnswer } from '@/shared/schemas/undo';
import { recordListQuerySchema } from '@/shared/schemas/record-list';
import { newRecordingSchema, recordingIdSchema, recordingInputSchema } from '@/shared/schemas/recordings';
import type { AppDeps, SignedInEnv } from '../../../app-env';
import { requireSubscription } from '../../../lib/middleware/require-subscription';
import { requireUser } from '../../../lib/middleware/require-user';
import { validate } from '../../../lib/validate';
import { createRecording, deleteRecording, getRecording, listRecordings, updateRecording } from './recordings.service';

export function recordingsRoutes({ auth, database: { db } }: AppDeps) {
  return new Hono<SignedInEnv>()
    .use(requireUser(auth), requireSubscription)
    .get('/', validate('query', recordListQuerySchema), async (c) =>
      c.json(await listRecordings(db, { userId: c.get('user').id, query: c.req.valid('query') })),
    )
    .get('/:id', validate('param', recordingIdSchema), async (c) =>
      c.json({ recording: await getRecording(db, { userId: c.get('user').id, id: c.req.valid('param').id }) }),
    )
    .post('/', validate('json', newRecordingSchema), async (c) =>
      c.json({ recording: await createRecording(db, { userId: c.get('user').id, input: c.req.valid('json') }) }, 201),
    )
    .put('/:id', validate('param', recordingIdSchema), validate('json', recordingInputSchema), async (c) =>
      c.json({
        recording: await updateRecording(db, {
          userId: c.get('user').id,
          id: c.req.valid('param').id,
          input: c.req.valid('json'),
        }),
      }),
    )
    .delete('/:id', validate('param', recordingIdSchema), async (c) => {
      const undo = await deleteRecording(db, { userId: c.get('user').id, id: c.req.valid('param').id });
      return c.json({ undo } satisfies DeletedAnswer);
    });
}
