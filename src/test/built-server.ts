import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * Builds the server as `npm run build:server` does, into a folder of its own under the project's
 * node_modules (where the bundle's imports resolve); `remove` deletes it.
 */
export function buildServerBundle() {
  const cache = path.resolve('node_modules/.cache');
  fs.mkdirSync(cache, { recursive: true });
  const folder = fs.mkdtempSync(path.join(cache, 'coach-server-'));
  const file = path.join(folder, 'index.js');
  execFileSync(process.execPath, ['scripts/build-server.mjs', file], { stdio: 'inherit' });
  return { file, remove: () => fs.rmSync(folder, { recursive: true, force: true }) };
}

export async function freePort() {
  return new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface BuiltServer {
  origin: string;
  dataDir: string;
  process: ChildProcess;
  /** Every JSON line the server has logged so far. */
  lines: Record<string, unknown>[];
  /** Resolves with the exit code (or signal) once the process has ended. */
  exited: Promise<number | string>;
  /** Resolves once `/api/health` answers 200. */
  ready(): Promise<void>;
  stop(signal?: NodeJS.Signals): Promise<number | string>;
}

/** The built server as `npm start` runs it, on a free port of its own, with `settings` as its environment. */
export async function startBuiltServer(bundle: string, settings: Record<string, string>): Promise<BuiltServer> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coach-data-'));
  const child = spawn(process.execPath, [bundle], {
    env: { PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'info', ...settings },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: Record<string, unknown>[] = [];
  let pending = '';
  child.stdout.on('data', (chunk: Buffer) => {
    pending += chunk.toString('utf8');
    const complete = pending.split('\n');
    pending = complete.pop() ?? '';
    for (const line of complete) {
      try {
        lines.push(JSON.parse(line) as Record<string, unknown>);
      } catch {
        lines.push({ text: line });
      }
    }
  });
  const stderr: string[] = [];
  child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk.toString('utf8')));
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    dataDir,
    process: child,
    lines,
    exited,
    async ready() {
      const deadline = Date.now() + 45_000;
      for (;;) {
        if (child.exitCode !== null) throw new Error(`the server exited: ${stderr.join('')}`);
        try {
          if ((await fetch(`${origin}/api/health`)).ok) return;
        } catch {
          // Not listening yet.
        }
        if (Date.now() > deadline) throw new Error(`the server did not answer in time: ${stderr.join('')}`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    },
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** The token of the last e-mail kept in the dev outboxes of these data folders for `to` and `page`. */
export function tokenFromOutboxes(dataDirs: string[], to: string, page: 'verify' | 'reset-password') {
  const messages = dataDirs.flatMap((dir) => {
    const outbox = path.join(dir, 'outbox');
    if (!fs.existsSync(outbox)) return [];
    return fs
      .readdirSync(outbox)
      .sort()
      .map((file) => JSON.parse(fs.readFileSync(path.join(outbox, file), 'utf8')) as { to: string; text: string });
  });
  const message = messages.reverse().find((item) => item.to === to && item.text.includes(`/${page}?`));
  const token = message?.text.match(/[?&]token=([^&\s]+)/)?.[1];
  if (!token) throw new Error(`No ${page} e-mail for ${to}`);
  return token;
}
