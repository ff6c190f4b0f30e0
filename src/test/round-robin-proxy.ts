import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RoundRobinProxy {
  origin: string;
  /** Which upstream (index into `upstreams`) answered each request, in order, with its path and status. */
  served: { upstream: number; path: string; status: number }[];
  close(): Promise<void>;
}

/**
 * A load balancer as small as it gets: each request goes to the next upstream in turn, whatever
 * connection it came on, as a round-robin balancer in front of several app servers does.
 */
export async function startRoundRobinProxy(upstreams: string[]): Promise<RoundRobinProxy> {
  const served: RoundRobinProxy['served'] = [];
  let next = 0;
  const agent = new http.Agent({ keepAlive: true });
  const server = http.createServer((request, response) => {
    const upstream = next;
    next = (next + 1) % upstreams.length;
    const target = new URL(request.url ?? '/', upstreams[upstream]);
    const forwarded = http.request(target, { method: request.method, headers: request.headers, agent }, (answer) => {
      served.push({ upstream, path: target.pathname, status: answer.statusCode ?? 0 });
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    });
    forwarded.on('error', () => {
      served.push({ upstream, path: target.pathname, status: 502 });
      response.writeHead(502).end();
    });
    request.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    served,
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
