import { createMiddleware } from 'hono/factory';
import type { SubscriptionStatus } from '@/shared/domain/subscription-access';
import type { AppEnv, SignedInEnv } from '../../app-env';
import type { Auth } from '../auth';
import { AppError } from '../app-error';

export interface SessionUser {
  id: string;
  email: string;
  emailVerified: boolean;
  role: 'user' | 'admin';
  freeAccount: boolean;
  twoFactorEnabled: boolean;
  subscriptionStatus: SubscriptionStatus;
  subscriptionEndDate: Date | null;
  createdAt: Date;
}

export async function readSessionUser(auth: Auth, headers: Headers): Promise<SessionUser | null> {
  const result = await auth.api.getSession({ headers });
  if (!result) return null;
  const { user } = result;
  return {
    id: user.id,
    email: user.email,
    emailVerified: user.emailVerified,
    role: user.role === 'admin' ? 'admin' : 'user',
    freeAccount: user.freeAccount === true,
    twoFactorEnabled: user.twoFactorEnabled === true,
    subscriptionStatus: user.subscriptionStatus as SubscriptionStatus,
    subscriptionEndDate: user.subscriptionEndDate ? new Date(user.subscriptionEndDate) : null,
    createdAt: new Date(user.createdAt),
  };
}

/** 401 unless the request carries a live session; the user is then available as c.var.user. */
export function requireUser(auth: Auth) {
  return createMiddleware<AppEnv & SignedInEnv>(async (c, next) => {
    const user = await readSessionUser(auth, c.req.raw.headers);
    if (!user) throw new AppError('UNAUTHENTICATED', 'No authenticated user found');
    c.set('user', user);
    await next();
  });
}
