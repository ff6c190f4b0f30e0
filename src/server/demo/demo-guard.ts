import type { Env } from '../env';
import { isLocalConnection } from '../env-connections';

/**
 * Why `npm run demo` must not run here, or null. The demo coach's password is printed in the README,
 * so the account must never exist where anyone else can sign in: not where the production rules
 * apply (NODE_ENV=production, a reachable HOST or a public APP_URL), and not in a database on
 * another machine, which is a deployment's whatever this shell's settings say.
 */
export function demoRefusal(env: Pick<Env, 'deployedBecause' | 'DATABASE_URL'>) {
  if (env.deployedBecause) return `the demo coach is not available ${env.deployedBecause}`;
  if (env.DATABASE_URL && !isLocalConnection(env.DATABASE_URL)) {
    return 'the demo coach is not available in a database on another machine (DATABASE_URL)';
  }
  return null;
}
