import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { wrapPostgres } from '../server/db/client';
import { migratePostgresWithLock } from '../server/db/migrate';
import { jobDefinitions } from '../server/jobs';
import { createJobQueues } from '../server/lib/jobs/job-queue';
import './provided-context';

/**
 * Builds a migrated template database, with the app's job queues, on the server given by
 * TEST_DATABASE_URL (see vitest.config.ts).
 */
export default async function setup(project: TestProject) {
  const target = project.getProvidedContext().testDatabase;
  if (target.kind !== 'postgres') throw new Error('global-setup-postgres runs only for the PostgreSQL project');
  const { serverUrl } = target;
  const url = new URL(serverUrl);
  const template = `${url.pathname.slice(1)}_template`;
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  await admin.query(`drop database if exists "${template}" with (force)`);
  await admin.query(`create database "${template}"`);
  await admin.end();

  url.pathname = `/${template}`;
  const pool = new pg.Pool({ connectionString: url.toString() });
  await migratePostgresWithLock(pool);
  await createJobQueues(wrapPostgres(pool), jobDefinitions);
  await pool.end();
  project.provide('postgresTemplate', template);
}
