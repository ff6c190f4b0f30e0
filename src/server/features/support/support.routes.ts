import { Hono } from 'hono';
import { supportTicketInputSchema } from '@/shared/schemas/support';
import type { AppDeps, SignedInEnv } from '../../app-env';
import { requireSubscription } from '../../lib/middleware/require-subscription';
import { requireUser } from '../../lib/middleware/require-user';
import { validate } from '../../lib/validate';
import { createSupportTicket, emailSupportTicket } from './support.service';

export function supportRoutes({ auth, database: { db }, env, mailer, supportWorker }: AppDeps) {
  return new Hono<SignedInEnv>()
    .use(requireUser(auth), requireSubscription)
    .post('/', validate('json', supportTicketInputSchema), async (c) => {
      const ticket = await createSupportTicket(db, { userId: c.get('user').id, input: c.req.valid('json') });
      c.get('logger').info({ ticketId: ticket.id, issueType: ticket.issueType }, 'support ticket stored');
      supportWorker?.wake();
      if (env.SUPPORT_EMAIL) {
        await emailSupportTicket(
          { mailer, logger: c.get('logger'), supportEmail: env.SUPPORT_EMAIL, appUrl: env.appUrl },
          ticket,
        );
      }
      return c.json({ ticket: { id: ticket.id, createdAt: ticket.createdAt } }, 201);
    });
}
