import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * `npm start` (which builds first when the sources changed) on a port and data folder of its own,
 * in development mode so that e-mail goes to the dev outbox; captcha off so that the bench can
 * sign a coach up through the API. Resolves once /api/health answers.
 */
export async function startProductionServer({
  port,
  dataDir,
  checkout = '.',
}: {
  port: number;
  dataDir: string;
  /** The checkout to build and serve: another one serves another version beside this one. */
  checkout?: string;
}) {
  const baseUrl = `http://127.0.0.1:${port}`;
  // `npm start` runs scripts/start.mjs; starting it directly lets SIGTERM reach it (and, through it,
  // the server) rather than stopping at npm.
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: checkout,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      APP_URL: baseUrl,
      DATA_DIR: dataDir,
      NODE_ENV: 'development',
      CAPTCHA: 'off',
      LOG_LEVEL: 'warn',
    },
  });
  let exited = false;
  child.on('exit', () => (exited = true));
  // The first start may build the app: allow a few minutes on a busy machine.
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (exited) throw new Error('npm start exited before the server answered');
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`no answer from ${baseUrl}/api/health`);
    }
    await sleep(500);
  }
  return {
    async stop() {
      if (exited) return;
      const done = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await done;
    },
  };
}
