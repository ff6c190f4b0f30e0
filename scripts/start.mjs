// `npm start`: builds the app when the sources changed since the last build, then serves it.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
process.chdir(root);

const STAMP = 'dist/.build-stamp';
const OUTPUTS = ['dist/client/index.html', 'dist/server/index.js'];
const INPUTS = [
  'src',
  'public',
  'scripts',
  'vite.config.ts',
  'tsconfig.base.json',
  'tsconfig.node.json',
  'tsconfig.client.json',
  'package.json',
  'package-lock.json',
];
const SKIP = new Set(['node_modules', '.git']);

/** Newest modification time under a file or folder; 0 when it does not exist. */
function newestMtime(target) {
  let stat;
  try {
    stat = fs.statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs; // a deleted file shows up as a newer folder
  for (const entry of fs.readdirSync(target, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

function needsBuild() {
  if (OUTPUTS.some((file) => !fs.existsSync(file))) return true;
  const built = newestMtime(STAMP);
  return built === 0 || INPUTS.some((input) => newestMtime(input) > built);
}

/** Runs a command with the terminal attached, forwarding SIGINT/SIGTERM; resolves to its exit code. */
function run(command, args, env = process.env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env });
    const forward = (signal) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('error', (error) => {
      console.error(`Could not run ${command}: ${error.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolve(code ?? (signal === 'SIGINT' ? 130 : signal === 'SIGTERM' ? 143 : 1));
    });
  });
}

if (needsBuild()) {
  console.log('Building the app (sources changed since the last build)...');
  const startedAt = new Date();
  // Always a production build: Vite builds for development (libraries' development builds, no
  // service worker) when NODE_ENV says so, and NODE_ENV here is the server's setting.
  const code = await run('npm', ['run', '--silent', 'build'], { ...process.env, NODE_ENV: 'production' });
  if (code !== 0) {
    console.error(`The build failed (exit code ${code}); not starting.`);
    process.exit(code);
  }
  // The stamp carries the time the build started, so edits made during the build trigger the next one.
  fs.writeFileSync(STAMP, `${startedAt.toISOString()}\n`);
  fs.utimesSync(STAMP, startedAt, startedAt);
}

process.exit(await run(process.execPath, ['--enable-source-maps', 'dist/server/index.js']));
