/**
 * The app's own columns on Better Auth's user. None is `input`: nobody sets their role, plan or
 * free account through Better Auth's endpoints; the app's hooks and services write them.
 */
export const USER_FIELDS = {
  role: { type: 'string', input: false, defaultValue: 'user' },
  subscriptionStatus: { type: 'string', input: false, defaultValue: 'trial' },
  subscriptionEndDate: { type: 'date', input: false, required: false },
  termsAcceptedAt: { type: 'date', input: false, required: false },
  termsVersion: { type: 'string', input: false, required: false },
  username: { type: 'string', input: false, required: false },
  displayName: { type: 'string', input: false, required: false },
  freeAccount: { type: 'boolean', input: false, defaultValue: false },
  subscriptionStartDate: { type: 'date', input: false, required: false },
  // Not in Better Auth's answers (ASVS 15.3.1): billing reads them from the database.
  stripeCustomerId: { type: 'string', input: false, required: false, returned: false },
  stripeSubscriptionId: { type: 'string', input: false, required: false, returned: false },
} as const;
