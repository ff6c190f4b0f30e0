import type { Env } from '../../env';
import type { BillingProvider } from './billing-provider';
import { createDemoProvider } from './demo-provider';
import { createStripeProvider, type StripeSettings } from './stripe-provider';

export interface BillingOptions {
  /** Where the Stripe API lives; tests point it at a local fake. */
  stripeApi?: StripeSettings['api'];
}

/** Stripe when its settings are present (env.ts has checked all or none), demo billing otherwise. */
export function createBilling(env: Env, options: BillingOptions = {}): BillingProvider {
  if (env.billingProvider === 'stripe') {
    return createStripeProvider({
      secretKey: env.STRIPE_SECRET_KEY!,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET!,
      priceId: env.STRIPE_PRICE_ID!,
      api: options.stripeApi,
    });
  }
  return createDemoProvider();
}
