import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { DatabaseConfig } from '../config.js';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
/** The one type every repository takes: a PGlite or node-postgres database, or a transaction of either. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: DatabaseConfig['kind'];
  close(): Promise<void>;
}

/**
 * Migrations sit next to this module in src (src/db/migrations) and next to the bundle in dist (dist/migrations,
 * copied by build.mjs): in both cases "./migrations" relative to the code that runs.
 */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

export async function openDatabase(
  config: DatabaseConfig,
  migrationsFolder = MIGRATIONS_FOLDER,
  onIdleClientError: (err: Error) => void = (err) => console.warn(`database: an idle connection failed: ${err.message}`),
): Promise<Database> {
  if (config.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: config.url, max: 10 });
    // An idle connection that the server drops (restart, failover, a dropped database) must not crash the process:
    // the pool discards it and opens a new one for the next query.
    pool.on('error', onIdleClientError);
    const db = drizzleNodePg({ client: pool, schema });
    try {
      await migrateNodePg(db, { migrationsFolder });
    } catch (err) {
      await pool.end();
      throw err;
    }
    return { db, kind: config.kind, close: () => pool.end() };
  }
  if (config.kind === 'pglite') mkdirSync(config.dataDir, { recursive: true });
  const client = await PGlite.create(config.kind === 'pglite' ? { dataDir: config.dataDir } : {});
  const db = drizzlePglite({ client, schema });
  try {
    await migratePglite(db, { migrationsFolder });
  } catch (err) {
    await client.close();
    throw err;
  }
  return { db, kind: config.kind, close: () => client.close() };
}
