import { Hono } from 'hono';
import type { DeletedAnswer } from '@/shared/schemas/undo';
import { credentialIdSchema, credentialInputSchema, newCredentialSchema } from '@/shared/schemas/credentials';
import { recordListQuerySchema } from '@/shared/schemas/record-list';
import type { AppDeps, SignedInEnv } from '../../../app-env';
import { requireSubscription } from '../../../lib/middleware/require-subscription';
import { requireUser } from '../../../lib/middleware/require-user';
import { validate } from '../../../lib/validate';
import {
  createCredential,
  deleteCredential,
  getCredential,
  listCredentials,
  updateCredential,
} from './credentials.service';

export function credentialsRoutes({ auth, database: { db } }: AppDeps) {
  return new Hono<SignedInEnv>()
    .use(requireUser(auth), requireSubscription)
    .get('/', validate('query', recordListQuerySchema), async (c) => {
      const { items, ...page } = await listCredentials(db, { userId: c.get('user').id, query: c.req.valid('query') });
      return c.json({ credentials: items, ...page });
    })
    .get('/:id', validate('param', credentialIdSchema), async (c) =>
      c.json({ credential: await getCredential(db, { userId: c.get('user').id, id: c.req.valid('param').id }) }),
    )
    .post('/', validate('json', newCredentialSchema), async (c) =>
      c.json({ credential: await createCredential(db, { userId: c.get('user').id, input: c.req.valid('json') }) }, 201),
    )
    .put('/:id', validate('param', credentialIdSchema), validate('json', credentialInputSchema), async (c) =>
      c.json({
        credential: await updateCredential(db, {
          userId: c.get('user').id,
          id: c.req.valid('param').id,
          input: c.req.valid('json'),
        }),
      }),
    )
    .delete('/:id', validate('param', credentialIdSchema), async (c) => {
      const undo = await deleteCredential(db, { userId: c.get('user').id, id: c.req.valid('param').id });
      return c.json({ undo } satisfies DeletedAnswer);
    });
}
