// `npm test`: every check, in order, stopping at the first failure with its exit code.
// The type check and lint read the same files and need nothing from each other, so they run
// side by side (each mostly on one core), their output printed whole when both are done.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

const stages = [
  [
    ['Type check', 'npm', ['run', 'typecheck']],
    ['Lint', 'npm', ['run', 'lint']],
  ],
  [['Unit and integration tests (Vitest)', 'npx', ['vitest', 'run']]],
  [['Build', 'npm', ['run', 'build']]],
  [['End-to-end tests (Playwright)', 'npx', ['playwright', 'test']]],
];

const started = Date.now();
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
const heading = ([title, command, args]) => `\n=== ${title}: ${command} ${args.join(' ')}\n`;

/** Runs one step; alone it prints as it goes, beside others it keeps its output until the end. */
function run([title, command, args], alone) {
  const stepStarted = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) =>
      resolve({ title, reason: error.message, code: 1, output, took: seconds(stepStarted) }),
    );
    child.on('close', (code, signal) => {
      const reason = signal ? `signal ${signal}` : `exit code ${code}`;
      resolve({ title, reason, code: signal ? 1 : (code ?? 1), output, took: seconds(stepStarted) });
    });
  });
}

const total = stages.flat().length;
let done = 0;
for (const stage of stages) {
  const alone = stage.length === 1;
  if (alone) console.log(heading(stage[0]));
  const results = await Promise.all(stage.map((step) => run(step, alone)));
  for (const [index, result] of results.entries()) {
    done += 1;
    if (!alone) {
      console.log(heading(stage[index]));
      process.stdout.write(Buffer.concat(result.output));
    }
    if (result.code === 0) console.log(`\n--- [${done}/${total}] ${result.title}: passed in ${result.took}`);
  }
  const failed = results.find((result) => result.code !== 0);
  if (failed) {
    console.error(`\n✗ npm test failed at ${failed.title} (${failed.reason}) after ${seconds(started)}.`);
    process.exit(failed.code || 1);
  }
}

console.log(`\n✓ npm test: all ${total} steps passed in ${seconds(started)}.`);
