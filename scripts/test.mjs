// `npm test`: every check, in order, stopping at the first failure with its exit code.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

const steps = [
  ['Type check', 'npm', ['run', 'typecheck']],
  ['Lint', 'npm', ['run', 'lint']],
  ['Unit and integration tests (Vitest)', 'npx', ['vitest', 'run']],
  ['Build', 'npm', ['run', 'build']],
  ['End-to-end tests (Playwright)', 'npx', ['playwright', 'test']],
];

const started = Date.now();
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

for (const [index, [title, command, args]] of steps.entries()) {
  console.log(`\n=== [${index + 1}/${steps.length}] ${title}: ${command} ${args.join(' ')}\n`);
  const stepStarted = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  const code = result.status ?? 1;
  if (result.error || code !== 0) {
    const reason = result.error
      ? result.error.message
      : result.signal
        ? `signal ${result.signal}`
        : `exit code ${code}`;
    console.error(
      `\n✗ npm test failed at step ${index + 1}/${steps.length}, ${title} (${reason}) after ${seconds(started)}.`,
    );
    process.exit(code || 1);
  }
  console.log(`\n--- ${title}: passed in ${seconds(stepStarted)}`);
}

console.log(`\n✓ npm test: all ${steps.length} steps passed in ${seconds(started)}.`);
