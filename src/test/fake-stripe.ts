import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A subscription as the fake keeps it; times in Unix seconds, as Stripe sends them. */
export interface FakeSubscription {
  id: string;
  customer: string;
  status: string;
  created: number;
  currentPeriodEnd: number;
  endedAt?: number | null;
  /** Cancelled in the portal: it runs to currentPeriodEnd and then ends. */
  cancelAtPeriodEnd?: boolean;
}

export interface FakeStripeRequest {
  method: string;
  path: string;
  params: URLSearchParams;
}

/**
 * A local stand-in for the parts of the Stripe HTTP API the app calls (customers, Checkout,
 * portal, subscriptions), on 127.0.0.1. Tests read what was asked and set what Stripe "has".
 */
export interface FakeStripe {
  api: { host: string; port: number; protocol: 'http' };
  requests: FakeStripeRequest[];
  subscriptions: Map<string, FakeSubscription>;
  /** When set, every call answers 500 (an outage). */
  failing: boolean;
  /** When set, calls get no answer until it is cleared with `release()` (a Stripe that hangs). */
  hanging: boolean;
  /** Answers the calls held while hanging, and stops holding new ones. */
  release(): void;
  reset(): void;
  close(): Promise<void>;
}

function subscriptionJson(subscription: FakeSubscription) {
  return {
    id: subscription.id,
    object: 'subscription',
    customer: subscription.customer,
    status: subscription.status,
    created: subscription.created,
    start_date: subscription.created,
    ended_at: subscription.endedAt ?? null,
    canceled_at: subscription.endedAt ?? null,
    cancel_at_period_end: subscription.cancelAtPeriodEnd ?? false,
    cancel_at: subscription.cancelAtPeriodEnd ? subscription.currentPeriodEnd : null,
    items: {
      object: 'list',
      data: [
        { id: `si_${subscription.id}`, object: 'subscription_item', current_period_end: subscription.currentPeriodEnd },
      ],
      has_more: false,
    },
  };
}

async function readBody(request: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startFakeStripe(): Promise<FakeStripe> {
  let counter = 0;
  const nextId = (prefix: string) => `${prefix}_fake${++counter}`;
  const fake = {
    requests: [] as FakeStripeRequest[],
    subscriptions: new Map<string, FakeSubscription>(),
    failing: false,
    hanging: false,
  };

  function answer(method: string, path: string, params: URLSearchParams): [number, unknown] {
    if (fake.failing) return [500, { error: { type: 'api_error', message: 'Fake outage' } }];
    if (method === 'POST' && path === '/v1/customers') {
      return [200, { id: nextId('cus'), object: 'customer', email: params.get('email') }];
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const id = nextId('cs_test');
      return [200, { id, object: 'checkout.session', url: `https://checkout.stripe.test/pay/${id}` }];
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      return [200, { id: nextId('bps'), object: 'billing_portal.session', url: 'https://billing.stripe.test/session' }];
    }
    if (method === 'GET' && path === '/v1/subscriptions') {
      const customer = params.get('customer');
      const data = [...fake.subscriptions.values()].filter((item) => item.customer === customer).map(subscriptionJson);
      return [200, { object: 'list', data, has_more: false, url: '/v1/subscriptions' }];
    }
    const match = path.match(/^\/v1\/subscriptions\/([^/]+)$/);
    const subscription = match ? fake.subscriptions.get(match[1]!) : undefined;
    if (match && !subscription) {
      return [404, { error: { type: 'invalid_request_error', message: `No such subscription: '${match[1]}'` } }];
    }
    if (subscription && method === 'GET') return [200, subscriptionJson(subscription)];
    if (subscription && method === 'DELETE') {
      subscription.status = 'canceled';
      subscription.endedAt = Math.floor(Date.now() / 1000);
      return [200, subscriptionJson(subscription)];
    }
    return [
      404,
      { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` } },
    ];
  }

  const held: (() => void)[] = [];
  const release = () => {
    fake.hanging = false;
    for (const resolve of held.splice(0)) resolve();
  };
  const server: Server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      const body = await readBody(request);
      const params = request.method === 'GET' ? url.searchParams : new URLSearchParams(body);
      fake.requests.push({ method: request.method ?? 'GET', path: url.pathname, params });
      if (fake.hanging) await new Promise<void>((resolve) => held.push(resolve));
      const [status, json] = answer(request.method ?? 'GET', url.pathname, params);
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': nextId('req') });
      response.end(JSON.stringify(json));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return Object.assign(fake, {
    api: { host: '127.0.0.1', port, protocol: 'http' as const },
    release,
    reset() {
      release();
      fake.requests.length = 0;
      fake.subscriptions.clear();
      fake.failing = false;
    },
    close: () => {
      release();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  });
}
