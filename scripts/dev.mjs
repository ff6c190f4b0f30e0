// `npm run dev`: the API under `tsx watch` and the Vite dev server (which proxies /api to it).
// Both share this terminal; when one stops, or on Ctrl-C, both stop.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const apiPort = process.env.API_PORT || '3000';
const DEV_SERVER_URL = 'http://localhost:5173';

const processes = [
  {
    name: 'api',
    command: bin('tsx'),
    args: ['watch', '--tsconfig', 'tsconfig.node.json', 'src/server/index.ts'],
    // E-mailed links point at the dev server, which proxies /api to this process; the API trusts
    // the dev server's origin only because this script names it (DEV_SERVER_URL). One process:
    // `tsx watch` restarts it on every change, which a cluster's primary would not pass on.
    env: {
      ...process.env,
      PORT: apiPort,
      APP_URL: process.env.APP_URL || DEV_SERVER_URL,
      DEV_SERVER_URL,
      WEB_CONCURRENCY: process.env.WEB_CONCURRENCY || '1',
    },
  },
  { name: 'vite', command: bin('vite'), args: [], env: { ...process.env, API_PORT: apiPort } },
];

console.log(`Dev servers: app http://localhost:5173 (Vite), API http://localhost:${apiPort}. Ctrl-C stops both.`);

const running = new Set();
let stopping = false;
let exitCode = 0;

/** Sends SIGTERM to the children still running after `delayMs`, and SIGKILL 5 s later. */
function stopAll(delayMs = 0) {
  if (stopping) return;
  stopping = true;
  const signalAll = (signal) => {
    for (const child of running) child.kill(signal);
  };
  setTimeout(() => signalAll('SIGTERM'), delayMs).unref();
  setTimeout(() => signalAll('SIGKILL'), delayMs + 5000).unref();
}

function finished(child, name, outcome, code) {
  if (!running.delete(child)) return;
  if (!stopping) {
    console.error(`[dev] ${name} stopped (${outcome}); stopping the other one.`);
    exitCode = code;
    stopAll();
  }
  if (running.size === 0) process.exit(exitCode);
}

for (const { name, command, args, env } of processes) {
  const child = spawn(command, args, { cwd: root, env, stdio: 'inherit' });
  running.add(child);
  child.on('error', (error) => finished(child, name, `could not run: ${error.message}`, 1));
  child.on('exit', (code, signal) => finished(child, name, signal ?? `exit code ${code}`, code ?? 1));
}

// Ctrl-C reaches the children from the terminal already; a second signal would make tsx kill the
// API before it has closed its database. So only a child still running 3 s later is stopped here.
process.on('SIGINT', () => stopAll(3000));
process.on('SIGTERM', () => stopAll());
