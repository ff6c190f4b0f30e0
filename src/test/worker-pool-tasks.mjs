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
};

export default ({ task, input }) => tasks[task](input);
