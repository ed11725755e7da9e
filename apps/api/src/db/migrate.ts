import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrateJobQueue } from '../jobs/job-queue';
import type { DatabaseConnection } from './connection';

/** The committed SQL migrations: apps/api/drizzle from source, or the copy beside the bundled server. */
export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.resolve(here, '../../drizzle'), path.resolve(here, 'drizzle')];
  const found = candidates.find((folder) => existsSync(path.join(folder, 'meta', '_journal.json')));
  if (!found) throw new Error(`No migrations found in ${candidates.join(' or ')}`);
  return found;
}

export async function migrate(connection: DatabaseConnection): Promise<void> {
  const config = { migrationsFolder: migrationsFolder() };
  // Both drivers run the same SQL files; only the migrator's transaction plumbing differs.
  if (connection.kind === 'pglite') await migratePglite(connection.db as never, config);
  else await migrateNodePg(connection.db as never, config);
  // The job queue's own tables, in their schema: installed here so an app starts on them ready.
  await migrateJobQueue(connection);
}
