import type { SubscriptionStatus } from '../domain/subscription-access';

/** The answer of GET /api/me for a signed-in user. */
export interface Me {
  user: { id: string; email: string; role: 'user' | 'admin'; twoFactorEnabled: boolean; createdAt: string };
  access: {
    hasSubscription: boolean;
    isAdmin: boolean;
    subscriptionStatus: SubscriptionStatus;
    subscriptionEndDate: string | null;
    daysRemaining: number | null;
  };
}

export type MeResponse = Me | { user: null; access: null };
