import type { ScryptOptions } from 'node:crypto';
import { Worker } from 'node:worker_threads';

/**
 * The nice value of the threads that hash passwords. On Linux a thread's nice value is its own, so
 * these threads give way to the event loop (nice 0) whenever both want the same core: a burst of
 * sign-ins then slows sign-ins, not every signed-in coach's requests (docs/performance.md,
 * "Sign-in burst"). Not 19: hashing must still get some CPU on a server kept busy by other work.
 * libuv's thread pool, where node:crypto's callback scrypt runs, offers no such control.
 */
export const HASHING_THREAD_NICE = 10;

/**
 * Runs in each hashing thread, as plain JavaScript (no build step, same in tests and in the
 * bundle). Where /proc/thread-self does not exist (not Linux) the thread keeps its priority.
 */
const THREAD_SOURCE = `
const { parentPort } = require('node:worker_threads');
const { scryptSync } = require('node:crypto');
const { readlinkSync } = require('node:fs');
const { getPriority, setPriority } = require('node:os');
let nice = null;
try {
  const threadId = Number(readlinkSync('/proc/thread-self').split('/').pop());
  setPriority(threadId, Math.max(getPriority(threadId), ${HASHING_THREAD_NICE}));
  nice = getPriority(threadId);
} catch {}
parentPort.on('message', (request) => {
  if (request.kind === 'priority') return parentPort.postMessage({ nice });
  try {
    parentPort.postMessage({ key: scryptSync(request.password, request.salt, request.keyLength, request.options) });
  } catch (error) {
    parentPort.postMessage({ error: String(error) });
  }
});
`;

type Reply = { key: Uint8Array } | { error: string } | { nice: number | null };

const idle: Worker[] = [];

function startThread() {
  const worker = new Worker(THREAD_SOURCE, { eval: true });
  // An idle hashing thread must not keep the process alive; a pending request's socket does.
  worker.unref();
  return worker;
}

/** One request to a free thread (started when none is free); the thread goes back once it answers. */
function ask(request: object): Promise<Reply> {
  const worker = idle.pop() ?? startThread();
  return new Promise((resolve, reject) => {
    const settle = (settled: () => void) => {
      worker.off('message', onMessage).off('error', onFailure).off('exit', onFailure);
      settled();
    };
    const onMessage = (reply: Reply) =>
      settle(() => {
        idle.push(worker);
        resolve(reply);
      });
    const onFailure = (failure: unknown) =>
      settle(() =>
        reject(failure instanceof Error ? failure : new Error(`hashing thread exited (${String(failure)})`)),
      );
    worker.on('message', onMessage).once('error', onFailure).once('exit', onFailure);
    worker.postMessage(request);
  });
}

/** scrypt on a hashing thread; callers bound how many run at once (see `withHashSlot`). */
export async function scryptOnHashingThread(password: string, salt: string, keyLength: number, options: ScryptOptions) {
  const reply = await ask({ kind: 'scrypt', password, salt, keyLength, options });
  if ('key' in reply) return Buffer.from(reply.key.buffer, reply.key.byteOffset, reply.key.byteLength);
  throw new Error('error' in reply ? reply.error : 'unexpected answer from a hashing thread');
}

/** The nice value a hashing thread runs at, or null where it could not be set. */
export async function hashingThreadNice() {
  const reply = await ask({ kind: 'priority' });
  return 'nice' in reply ? reply.nice : null;
}
