import { TERMS_VERSION } from '@/shared/schemas/auth';
import { newAccountTrial } from './trial';

/**
 * What a sign-up's new user row holds besides what the person typed: the plain user role (roles.ts
 * raises it once the address is verified), the trial, and the terms accepted on the form.
 */
export function newAccountFields(trialDays: number, now = new Date()) {
  return {
    role: 'user' as const,
    ...newAccountTrial(now, trialDays),
    termsAcceptedAt: now,
    termsVersion: TERMS_VERSION,
  };
}
