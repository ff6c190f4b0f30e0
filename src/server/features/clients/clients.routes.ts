import { Hono } from 'hono';
import type { DeletedAnswer } from '@/shared/schemas/undo';
import {
  clientIdSchema,
  clientInputSchema,
  clientListQuerySchema,
  clientNamesQuerySchema,
} from '@/shared/schemas/clients';
import type { AppDeps, SignedInEnv } from '../../app-env';
import { requireSubscription } from '../../lib/middleware/require-subscription';
import { requireUser } from '../../lib/middleware/require-user';
import { validate } from '../../lib/validate';
import { getClientOverview } from './client-overview.service';
import { createClient, deleteClient, getClient, listClientNames, listClients, updateClient } from './clients.service';

export function clientsRoutes({ auth, database: { db } }: AppDeps) {
  return (
    new Hono<SignedInEnv>()
      .use(requireUser(auth), requireSubscription)
      .get('/', validate('query', clientListQuerySchema), async (c) =>
        c.json(await listClients(db, { userId: c.get('user').id, query: c.req.valid('query') })),
      )
      // Before '/:id', which would otherwise take 'names' for an id.
      .get('/names', validate('query', clientNamesQuerySchema), async (c) =>
        c.json({ clients: await listClientNames(db, { userId: c.get('user').id, query: c.req.valid('query') }) }),
      )
      .get('/:id', validate('param', clientIdSchema), async (c) =>
        c.json({ client: await getClient(db, { userId: c.get('user').id, id: c.req.valid('param').id }) }),
      )
      .get('/:id/overview', validate('param', clientIdSchema), async (c) =>
        c.json(await getClientOverview(db, { userId: c.get('user').id, id: c.req.valid('param').id })),
      )
      .post('/', validate('json', clientInputSchema), async (c) =>
        c.json({ client: await createClient(db, { userId: c.get('user').id, input: c.req.valid('json') }) }, 201),
      )
      .put('/:id', validate('param', clientIdSchema), validate('json', clientInputSchema), async (c) =>
        c.json({
          client: await updateClient(db, {
            userId: c.get('user').id,
            id: c.req.valid('param').id,
            input: c.req.valid('json'),
          }),
        }),
      )
      .delete('/:id', validate('param', clientIdSchema), async (c) => {
        const undo = await deleteClient(db, { userId: c.get('user').id, id: c.req.valid('param').id });
        return c.json({ undo } satisfies DeletedAnswer);
      })
  );
}
