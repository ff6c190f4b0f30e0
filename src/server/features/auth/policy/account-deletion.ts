import { APIError } from 'better-auth/api';
import type { ErrorCode } from '@/shared/errors';
import type { Database } from '../../../db/database';
import type { Logger } from '../../../lib/logger';
import { removeUser } from '../../users/user-removal.service';
import type { AuthBillingHooks } from '../better-auth';

/**
 * Before a coach's self-service deletion: the paid subscription is cancelled first (a failure stops
 * the deletion), then every row of the user goes in one transaction (the same removal as the
 * back-office); Better Auth's own delete that follows finds nothing left.
 */
export async function beforeAccountDeletion(
  { db, billing, logger }: { db: Database; billing: AuthBillingHooks; logger: Logger },
  user: { id: string; email: string },
) {
  try {
    await billing.beforeDeleteUser(user.id);
  } catch (error) {
    logger.error({ err: error, userId: user.id }, 'subscription cancellation before deletion failed');
    throw new APIError('SERVICE_UNAVAILABLE', {
      code: 'BILLING_UNAVAILABLE' satisfies ErrorCode,
      message: 'Your subscription could not be cancelled, so your account was not deleted. Please try again.',
    });
  }
  await removeUser(db, user);
}
