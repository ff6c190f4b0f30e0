import { spawn } from 'node:child_process';
import pg from 'pg';
import { childEnvironment } from '../../env';
import { newestMigrationOf } from '../migrate';
import { writeAtomically } from './backup-kind';

/**
 * The URL without its password, which goes to the tools in PGPASSWORD instead: a command line
 * can be read by every user of the machine (`ps`), the environment only by the owner.
 */
function connection(databaseUrl: string) {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { dbname: url.toString(), env: childEnvironment(password ? { PGPASSWORD: password } : {}) };
}

/** Runs a PostgreSQL client tool; rejects with what it printed when it fails. */
function runTool(tool: 'pg_dump' | 'pg_restore', args: string[], env: Record<string, string | undefined>) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(tool, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new Error(
              `${tool} was not found. Install PostgreSQL's client tools (the server's major version or later) and put ${tool} on PATH.`,
            )
          : error,
      ),
    );
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${tool} failed (exit code ${code}): ${stderr.trim()}`)),
    );
  });
}

async function withClient<T>(databaseUrl: string, work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * `pg_dump` in its custom format (compressed, restored with pg_restore): one consistent snapshot,
 * taken while the servers keep running.
 */
export async function backupPostgres(databaseUrl: string, file: string) {
  const migration = await withClient(databaseUrl, newestMigrationOf);
  const { dbname, env } = connection(databaseUrl);
  await writeAtomically(file, (partial) =>
    runTool('pg_dump', ['--format=custom', `--file=${partial}`, `--dbname=${dbname}`], env),
  );
  return { migration };
}

/**
 * `pg_restore` of such a dump into an empty database, in one transaction: it fails whole or
 * succeeds whole. A database that holds any table is refused: restore into a new one and point
 * DATABASE_URL at it, keeping the old one until the restored one has proved itself.
 */
export async function restorePostgres(databaseUrl: string, file: string) {
  const tables = await withClient(databaseUrl, (client) =>
    client
      .query<{ count: number }>(
        `select count(*)::int as count from pg_class c join pg_namespace n on n.oid = c.relnamespace
         where c.relkind in ('r', 'p') and n.nspname not in ('pg_catalog', 'information_schema')
           and n.nspname not like 'pg_toast%'`,
      )
      .then(({ rows }) => rows[0]!.count),
  );
  if (tables > 0) {
    throw new Error(
      'The database in DATABASE_URL is not empty. Create a new database (createdb), restore into it, then point DATABASE_URL at it.',
    );
  }
  const { dbname, env } = connection(databaseUrl);
  await runTool(
    'pg_restore',
    ['--single-transaction', '--exit-on-error', '--no-owner', '--no-privileges', `--dbname=${dbname}`, file],
    env,
  );
  return { migration: await withClient(databaseUrl, newestMigrationOf), setAside: null };
}
