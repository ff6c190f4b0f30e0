import { describe, expect, it } from 'vitest';
import { wrapLabel } from './wrap-label';

describe('wrapLabel', () => {
  it('breaks a name at spaces into lines no longer than asked', () => {
    expect(wrapLabel('Physical Environment', 10)).toEqual(['Physical', 'Environment']);
    expect(wrapLabel('Fun & Recreation', 10)).toEqual(['Fun &', 'Recreation']);
    expect(wrapLabel('Career and money', 16)).toEqual(['Career and money']);
  });

  it('keeps a word longer than a line whole, and a short name on one line', () => {
    expect(wrapLabel('Relationships', 8)).toEqual(['Relationships']);
    expect(wrapLabel('  Health  ', 8)).toEqual(['Health']);
  });
});
