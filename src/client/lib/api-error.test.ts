import { describe, expect, it } from 'vitest';
import { sendJson } from './api-error';

const answer = () => new Response(JSON.stringify({ ok: true }), { headers: { 'content-type': 'application/json' } });

describe('sending a request', () => {
  it('starts each request in a task of its own, not in the one that asked for them', async () => {
    const order: string[] = [];
    const sent = [1, 2].map((n) =>
      sendJson(() => {
        order.push(`send ${n}`);
        // Runs before the next task: after 'send 1' only if the two sends are in separate tasks.
        queueMicrotask(() => order.push(`after send ${n}`));
        return Promise.resolve(answer());
      }),
    );
    order.push('asked');
    await Promise.all(sent);
    expect(order).toEqual(['asked', 'send 1', 'after send 1', 'send 2', 'after send 2']);
  });
});
