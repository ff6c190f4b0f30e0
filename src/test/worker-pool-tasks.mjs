import fs from 'node:fs';
import os from 'node:os';

// Tasks for the worker pool's own tests (src/server/lib/worker-pool/worker-pool.test.ts): each
// behaves as a well-made, a failing, a greedy or a stuck piece of work would.
const tasks = {
  double: async (n) => ({ ok: true, value: n * 2 }),
  refuse: async (message) => ({ ok: false, code: 'BAD_REQUEST', message }),
  hoard: async () => {
    const kept = [];
    for (;;) kept.push(new Array(1_000_000).fill(kept.length));
  },
  spin: async () => {
    for (;;);
  },
  wait: (ms) => new Promise((resolve) => setTimeout(() => resolve({ ok: true, value: ms }), ms)),
  // This thread's niceness, by its Linux thread id (/proc/thread-self is <pid>/task/<tid>).
  priority: async () => ({
    ok: true,
    value: os.getPriority(Number(fs.readlinkSync('/proc/thread-self').split('/').at(-1))),
  }),
};

export default ({ task, input }) => tasks[task](input);
