import { describe, expect, it } from 'vitest';
import { startTrialLabel, trialName } from './trial-text';

describe('the trial’s words', () => {
  it('name the trial by its length', () => {
    expect(trialName(14)).toBe('14-day free trial');
    expect(trialName(30)).toBe('30-day free trial');
  });

  it('invite to the trial once its length is known, and only when there is one', () => {
    expect(startTrialLabel(undefined)).toBe('Start your free trial');
    expect(startTrialLabel(14)).toBe('Start your 14-day free trial');
    expect(startTrialLabel(0)).toBe('Sign up');
  });
});
