/**
 * The bench's load at a fixed rate, as a process of its own (bench/http-load.ts pins it to a core):
 * `node bench/fixed-rate-client.mjs '<FixedRate as JSON>'` (see http-load.ts) prints
 * `{ latencies, errors, non2xx, seconds }` as JSON, latencies of the 2xx answers only.
 *
 * Why not autocannon's `-R`: it lets each connection send its share of a second's requests back to
 * back as soon as the second starts, then wait for the next one, so "100 a second" is a burst of
 * 100 at full speed each second; and it corrects for coordinated omission with an expected interval
 * of `ceil(1 / rate)`, 1 ms, which adds a made-up sample for every millisecond of every answer.
 * Here request i is due at `start + i / rate`, sent then (or queued for a free connection), and its
 * latency counts from when it was due: a late answer also counts against the requests it held up,
 * which is the correction for coordinated omission, with no made-up samples.
 */
import http from 'node:http';

const { url, method = 'GET', headers = {}, body, seconds, rate, connections } = JSON.parse(process.argv[2]);
// Without `connections`, each request on a connection of its own, as separate browsers would.
const agent = connections ? new http.Agent({ keepAlive: true, maxSockets: connections }) : false;
const total = Math.round(rate * seconds);
const latencies = [];
let errors = 0;
let non2xx = 0;

/** @param {number} due */
function send(due) {
  return new Promise((resolve) => {
    const request = http.request(url, { method, agent, headers, timeout: 30_000 }, (response) => {
      response.resume();
      response.on('end', () => {
        const status = response.statusCode ?? 0;
        if (status >= 200 && status < 300) latencies.push(performance.now() - due);
        else non2xx += 1;
        resolve(undefined);
      });
    });
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', () => {
      errors += 1;
      resolve(undefined);
    });
    request.end(body);
  });
}

const start = performance.now();
const pending = [];
let next = 0;
await new Promise((resolve) => {
  // Every millisecond, send what has come due; a late tick sends each late request with its own due time.
  const tick = setInterval(() => {
    const now = performance.now();
    for (; next < total && start + (next * 1000) / rate <= now; next += 1) {
      pending.push(send(start + (next * 1000) / rate));
    }
    if (next === total) {
      clearInterval(tick);
      resolve(undefined);
    }
  }, 1);
});
await Promise.all(pending);
if (agent) agent.destroy();
process.stdout.write(JSON.stringify({ latencies, errors, non2xx, seconds: (performance.now() - start) / 1000 }));
