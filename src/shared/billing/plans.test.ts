import { describe, expect, it } from 'vitest';
import { formatPlanPrice, plan } from './plans';

describe('the plan price', () => {
  it('reads £9.99, exactly as the locale formatter writes it', () => {
    expect(formatPlanPrice()).toBe('£9.99');
    expect(formatPlanPrice()).toBe(
      new Intl.NumberFormat('en-GB', { style: 'currency', currency: plan.currency }).format(plan.amountMinor / 100),
    );
  });
});
