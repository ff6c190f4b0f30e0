import type { AuthBillingHooks } from '../auth/better-auth';
import type { BillingDeps } from './billing-deps';
import { cancelBillingForUser, verifyAtSignIn } from './billing.service';

/** Billing's part in sign-in (a verification row) and account deletion (cancel first). */
export function billingAuthHooks(deps: BillingDeps): AuthBillingHooks {
  return {
    afterSignIn: (userId) => verifyAtSignIn(deps, userId),
    beforeDeleteUser: (userId) => cancelBillingForUser(deps, userId),
  };
}
