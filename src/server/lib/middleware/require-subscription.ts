import { createMiddleware } from 'hono/factory';
import { hasSubscriptionAccess } from '@/shared/domain/subscription-access';
import type { SignedInEnv } from '../../app-env';
import { AppError } from '../app-error';

/** The server's half of the subscription gate: 402 for a coach without an active or trial plan. */
export const requireSubscription = createMiddleware<SignedInEnv>(async (c, next) => {
  if (!hasSubscriptionAccess(c.get('user'), new Date())) {
    throw new AppError('SUBSCRIPTION_REQUIRED', 'Please subscribe to access all features');
  }
  await next();
});
