import { Hono } from 'hono';
import { supportTicketIdSchema, supportTicketListQuerySchema } from '@/shared/schemas/support';
import type { AppDeps, SignedInEnv } from '../../app-env';
import { requireAdmin } from '../../lib/middleware/require-admin';
import { requireRecentAuthToChange } from '../../lib/middleware/require-recent-auth';
import { requireUser } from '../../lib/middleware/require-user';
import { validate } from '../../lib/validate';
import { getSupportTicket, listSupportTickets, resolveSupportTicket } from './admin-support.service';

export function adminSupportRoutes({ auth, database: { db } }: AppDeps) {
  return new Hono<SignedInEnv>()
    .use(requireUser(auth), requireAdmin, requireRecentAuthToChange)
    .get('/', validate('query', supportTicketListQuerySchema), async (c) =>
      c.json(await listSupportTickets(db, c.req.valid('query'))),
    )
    .get('/:id', validate('param', supportTicketIdSchema), async (c) =>
      c.json({ ticket: await getSupportTicket(db, { id: c.req.valid('param').id }) }),
    )
    .post('/:id/resolve', validate('param', supportTicketIdSchema), async (c) => {
      const ticket = await resolveSupportTicket(db, { id: c.req.valid('param').id });
      c.get('logger').info({ ticketId: ticket.id, adminId: c.get('user').id }, 'support ticket resolved');
      return c.json({ ticket });
    });
}
