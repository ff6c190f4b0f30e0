import { Hono } from 'hono';
import { billingStatusQuerySchema, completeDemoCheckoutSchema } from '@/shared/schemas/billing';
import type { AppDeps, SignedInEnv } from '../../app-env';
import { AppError } from '../../lib/app-error';
import { WebhookSignatureError } from '../../lib/billing/billing-provider';
import { requireUser } from '../../lib/middleware/require-user';
import { validate } from '../../lib/validate';
import { processBillingEvent } from './billing-events.service';
import {
  cancelSubscription,
  completeDemoCheckout,
  getBillingStatus,
  openBillingPortal,
  startCheckout,
} from './billing.service';

/**
 * Billing for the signed-in coach (no subscription needed: this is how one gets it) and the
 * provider's webhook, which carries no session and is trusted by its signature alone.
 */
export function billingRoutes(deps: AppDeps) {
  const signedIn = requireUser(deps.auth);
  return new Hono<SignedInEnv>()
    .get('/status', signedIn, validate('query', billingStatusQuerySchema), async (c) =>
      c.json(
        await getBillingStatus(deps, {
          userId: c.get('user').id,
          checkoutSessionId: c.req.valid('query').checkoutSessionId,
        }),
      ),
    )
    .post('/checkout', signedIn, async (c) => c.json(await startCheckout(deps, { userId: c.get('user').id })))
    .post('/portal', signedIn, async (c) => c.json(await openBillingPortal(deps, { userId: c.get('user').id })))
    .post('/cancel', signedIn, async (c) => {
      await cancelSubscription(deps, { userId: c.get('user').id });
      return c.body(null, 204);
    })
    .post('/demo-checkout/complete', signedIn, validate('json', completeDemoCheckoutSchema), async (c) => {
      await completeDemoCheckout(deps, { userId: c.get('user').id, sessionId: c.req.valid('json').sessionId });
      return c.body(null, 204);
    })
    .post('/webhook', async (c) => {
      if (deps.billing.kind !== 'stripe') throw new AppError('NOT_FOUND', 'Webhooks are not enabled');
      // The signature covers the exact bytes, so the body is read raw, never parsed first.
      const rawBody = await c.req.text();
      let event;
      try {
        event = deps.billing.parseWebhook(rawBody, c.req.header('stripe-signature'));
      } catch (error) {
        if (!(error instanceof WebhookSignatureError)) throw error;
        c.get('logger').warn({ reason: error.message }, 'webhook refused: bad signature');
        throw new AppError('BAD_REQUEST', 'Invalid webhook signature');
      }
      const outcome = await processBillingEvent(deps, event);
      return c.json({ received: true, outcome });
    });
}
