import fs from 'node:fs';
import path from 'node:path';
import { migrationsFolder } from '../server/db/migrate';

/** The name of the last migration in the committed journal: what a migrated database reports. */
export function newestMigrationTag() {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  return journal.entries.at(-1)!.tag;
}
