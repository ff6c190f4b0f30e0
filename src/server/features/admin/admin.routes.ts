import { Hono } from 'hono';
import {
  adminUserIdSchema,
  addUserSchema,
  adminUserListQuerySchema,
  editUserSchema,
  freeAccountSchema,
} from '@/shared/schemas/admin-users';
import {
  invitationIdSchema,
  invitationInputSchema,
  invitationListQuerySchema,
  invitationUpdateSchema,
} from '@/shared/schemas/invitations';
import type { AppDeps, SignedInEnv } from '../../app-env';
import { requireAdmin } from '../../lib/middleware/require-admin';
import { requireRecentAuthToChange } from '../../lib/middleware/require-recent-auth';
import { requireUser } from '../../lib/middleware/require-user';
import { validate } from '../../lib/validate';
import {
  createInvitation,
  deleteInvitation,
  listInvitations,
  resetInvitation,
  updateInvitation,
} from './admin-invitations.service';
import { cancelBillingForUser } from '../billing/billing.service';
import { getAdminOverview } from './admin-overview.service';
import { createUser, deleteUser, getUserDetail, listUsers, updateUser } from './admin-users.service';
import { setFreeAccount, signOutEverywhere } from './admin-user-access.service';
import type { AdminPolicy } from './admin-user-target';
import { hashPassword as hashAuthPassword } from '../auth/better-auth-internals';

/**
 * Every route answers 401 without a session and 403 to anyone who is not an admin; every change
 * also needs a recent sign-in or the password again (403 REAUTH_REQUIRED).
 */
export function adminRoutes(deps: AppDeps) {
  const {
    auth,
    env,
    mailer,
    database: { db },
  } = deps;
  const policy: AdminPolicy = { adminEmails: new Set(env.ADMIN_EMAILS) };
  const hashPassword = (password: string) => hashAuthPassword(auth, password);

  return new Hono<SignedInEnv>()
    .use(requireUser(auth), requireAdmin, requireRecentAuthToChange)
    .get('/overview', async (c) => c.json(await getAdminOverview(db)))
    .get('/users', validate('query', adminUserListQuerySchema), async (c) =>
      c.json(await listUsers(db, c.req.valid('query'))),
    )
    .post('/users', validate('json', addUserSchema), async (c) =>
      c.json(
        await createUser(db, {
          actorId: c.get('user').id,
          input: c.req.valid('json'),
          policy,
          hashPassword,
          trialDays: env.TRIAL_DAYS,
        }),
        201,
      ),
    )
    .get('/users/:userId', validate('param', adminUserIdSchema), async (c) =>
      c.json(await getUserDetail(db, { userId: c.req.valid('param').userId, policy })),
    )
    .patch('/users/:userId', validate('param', adminUserIdSchema), validate('json', editUserSchema), async (c) => {
      await updateUser(db, {
        actorId: c.get('user').id,
        userId: c.req.valid('param').userId,
        input: c.req.valid('json'),
        policy,
      });
      return c.json({ updated: true });
    })
    .put(
      '/users/:userId/free-account',
      validate('param', adminUserIdSchema),
      validate('json', freeAccountSchema),
      async (c) => {
        await setFreeAccount(db, {
          actorId: c.get('user').id,
          userId: c.req.valid('param').userId,
          freeAccount: c.req.valid('json').freeAccount,
        });
        return c.json({ updated: true });
      },
    )
    .delete('/users/:userId/sessions', validate('param', adminUserIdSchema), async (c) =>
      c.json(await signOutEverywhere(db, { actorId: c.get('user').id, userId: c.req.valid('param').userId })),
    )
    .delete('/users/:userId', validate('param', adminUserIdSchema), async (c) => {
      await deleteUser(db, {
        actorId: c.get('user').id,
        userId: c.req.valid('param').userId,
        policy,
        cancelBilling: (userId) => cancelBillingForUser(deps, userId),
      });
      return c.body(null, 204);
    })
    .get('/invitations', validate('query', invitationListQuerySchema), async (c) =>
      c.json(await listInvitations(db, c.req.valid('query'))),
    )
    .post('/invitations', validate('json', invitationInputSchema), async (c) =>
      c.json(
        {
          invitation: await createInvitation(db, {
            actorId: c.get('user').id,
            input: c.req.valid('json'),
            mailer,
            appUrl: env.appUrl,
          }),
        },
        201,
      ),
    )
    .put(
      '/invitations/:id',
      validate('param', invitationIdSchema),
      validate('json', invitationUpdateSchema),
      async (c) =>
        c.json({
          invitation: await updateInvitation(db, {
            actorId: c.get('user').id,
            id: c.req.valid('param').id,
            input: c.req.valid('json'),
          }),
        }),
    )
    .delete('/invitations/:id', validate('param', invitationIdSchema), async (c) => {
      await deleteInvitation(db, { actorId: c.get('user').id, id: c.req.valid('param').id });
      return c.body(null, 204);
    })
    .post('/invitations/:id/reset', validate('param', invitationIdSchema), async (c) =>
      c.json({ invitation: await resetInvitation(db, { actorId: c.get('user').id, id: c.req.valid('param').id }) }),
    );
}
