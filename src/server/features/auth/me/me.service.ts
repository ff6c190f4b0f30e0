import { daysRemaining, hasSubscriptionAccess } from '@/shared/domain/subscription-access';
import type { Me } from '@/shared/schemas/me';
import type { SessionUser } from '../../../lib/middleware/require-user';

export function describeAccess(user: SessionUser, now: Date): Me {
  return {
    user: {
      id: user.id,
      email: user.email,
      role: user.role,
      twoFactorEnabled: user.twoFactorEnabled,
      createdAt: user.createdAt.toISOString(),
    },
    access: {
      hasSubscription: hasSubscriptionAccess(user, now),
      isAdmin: user.role === 'admin',
      subscriptionStatus: user.subscriptionStatus,
      subscriptionEndDate: user.subscriptionEndDate?.toISOString() ?? null,
      daysRemaining: daysRemaining(user.subscriptionEndDate, now),
    },
  };
}
