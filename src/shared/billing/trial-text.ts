/**
 * How every page names the free trial. Its length is the TRIAL_DAYS setting, which the browser
 * reads from /api/config: the one rule for both the trial a new account gets and the words for it.
 */
export const trialName = (days: number) => `${days}-day free trial`;

/**
 * The landing page's call to action. Pre-rendered at build time, before the setting is known, it
 * reads 'Start your free trial'; with the setting, 'Start your 14-day free trial', or 'Sign up'
 * when the trial is switched off (TRIAL_DAYS=0).
 */
export function startTrialLabel(trialDays: number | undefined) {
  if (trialDays === undefined) return 'Start your free trial';
  return trialDays > 0 ? `Start your ${trialName(trialDays)}` : 'Sign up';
}
