import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A project folder in which `npm start` runs this repository's `start` script and
 * `scripts/start.mjs` as they are, over an already built server (`bundle`), so that it starts at
 * once instead of building the client: the build stamp is dated ahead of every source.
 */
export function projectForNpmStart(bundle: string) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'coach-npm-start-'));
  const manifest = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { scripts: { start: string } };
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
  write(
    'package.json',
    JSON.stringify({
      name: 'npm-start-test',
      private: true,
      type: 'module',
      scripts: { start: manifest.scripts.start },
    }),
  );
  fs.mkdirSync(path.join(root, 'scripts'));
  fs.copyFileSync('scripts/start.mjs', path.join(root, 'scripts', 'start.mjs'));
  // The bundle stays where its imports resolve (the repository's node_modules).
  write('dist/server/index.js', `import ${JSON.stringify(bundle)};\n`);
  write('dist/client/index.html', '<!doctype html><title>Coach Logbook</title>');
  // The server finds its migrations from the working directory, as from the project root.
  fs.mkdirSync(path.join(root, 'src/server/db'), { recursive: true });
  fs.symlinkSync(path.resolve('src/server/db/migrations'), path.join(root, 'src/server/db/migrations'));
  write('dist/.build-stamp', 'test\n');
  const ahead = new Date(Date.now() + 24 * 60 * 60 * 1000);
  fs.utimesSync(path.join(root, 'dist/.build-stamp'), ahead, ahead);
  return { root, remove: () => fs.rmSync(root, { recursive: true, force: true }) };
}

/** `npm start` in `root` with `settings` as the server's environment; stdout and stderr are kept. */
export function runNpmStart(root: string, settings: Record<string, string>) {
  const child = spawn('npm', ['start'], {
    cwd: root,
    // Node's own folder (npm sits beside it) and the system's, for `sh`: nothing else of this
    // process's environment reaches the server.
    env: {
      PATH: [path.dirname(process.execPath), '/usr/bin', '/bin'].join(':'),
      HOME: os.homedir(),
      LOG_LEVEL: 'info',
      ...settings,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
  return { child, exited, output: () => output };
}

/** The pids of every process below `pid`, children first. */
export function descendantsOf(pid: number): number[] {
  let children: number[] = [];
  try {
    children = execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .map((line) => Number(line.trim()))
      .filter((child) => child > 0);
  } catch {
    // ps exits 1 when there is none.
  }
  return children.flatMap((child) => [child, ...descendantsOf(child)]);
}

export function isRunning(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
