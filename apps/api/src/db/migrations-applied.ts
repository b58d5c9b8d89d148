import { sql } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from './client.js';
import { MIGRATIONS_FOLDER } from './client.js';

/**
 * The instant (drizzle's `when`, in ms) of the newest migration this build ships, from its journal. Read once: the
 * folder does not change under a running process.
 */
export function newestShippedMigration(migrationsFolder = MIGRATIONS_FOLDER): number {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: { when: number }[] };
  return Math.max(0, ...journal.entries.map((entry) => entry.when));
}

/**
 * Whether the database answers and holds every migration this build ships (GET /readyz). One query on drizzle's own
 * table, never an enrollment table. A database migrated further by a newer replica is ready too: migrations stay
 * compatible with the release before them (docs/decisions/0073-health-metrics-and-a-graceful-stop.md). Throws when
 * the database does not answer.
 */
export async function migrationsApplied(db: Db, newest: number): Promise<boolean> {
  // A bigint column: node-postgres answers it as text, PGlite as a number.
  const result = await db.execute(sql`select max(created_at) as latest from drizzle.__drizzle_migrations`);
  const latest = (result as unknown as { rows: { latest: string | number | null }[] }).rows[0]?.latest;
  return latest !== null && latest !== undefined && Number(latest) >= newest;
}
