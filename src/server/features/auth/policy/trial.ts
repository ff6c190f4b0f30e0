import { trialEndDate } from '@/shared/domain/subscription-access';

/**
 * The access a new account starts with, however it is created (sign-up or the back-office's Add
 * New User): a trial of TRIAL_DAYS from now.
 */
export function newAccountTrial(now: Date, trialDays: number) {
  return { subscriptionStatus: 'trial' as const, subscriptionEndDate: trialEndDate(now, trialDays) };
}
