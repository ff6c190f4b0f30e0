import { PGlite } from '@electric-sql/pglite';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { wrapPglite } from '../server/db/client';
import { migratePglite } from '../server/db/migrate';
import { jobDefinitions } from '../server/jobs';
import { createJobQueues } from '../server/lib/jobs/job-queue';
import './provided-context';

/**
 * Migrates PGlite once per run, with the app's job queues as a first start leaves them; each test
 * file restores the dump instead of doing it again.
 */
export default async function setup(project: TestProject) {
  const client = await PGlite.create();
  await migratePglite(client);
  await createJobQueues(wrapPglite(client), jobDefinitions);
  const dump = await client.dumpDataDir('none');
  await client.close();
  const file = path.join(os.tmpdir(), `coach-logbook-template-${process.pid}.tar`);
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplatePath', file);
  return () => fs.rmSync(file, { force: true });
}
