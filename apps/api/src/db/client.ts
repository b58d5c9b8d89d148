import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { DatabaseConfig } from '../config.js';
/**
 * The one type every repository takes: a PGlite or node-postgres database, or a transaction of either. Without
 * Drizzle's relational query API (no schema given to drizzle()): each transaction then starts without building a
 * query builder for every table (a twentieth of a cart line's time); the code builds its queries with select.
 */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  db: Db;
  kind: DatabaseConfig['kind'];
  close(): Promise<void>;
  /**
   * Hears the NOTIFY payloads sent on `channels` by any process on this database (this one included), from the commit
   * of the transaction that sent them. On PostgreSQL it holds one connection of its own for all of them, opened before this answers;
   * when that connection is lost it is opened again (after 1 s, then up to every 30 s), and `lost` is told both when
   * it goes and when it is back, since notices sent in between were missed (then `back` too). Answers the function
   * that stops it.
   */
  listen(channels: readonly string[], handlers: NoticeHandlers): Promise<() => Promise<void>>;
  /** An in-memory database's whole data directory, to start others from (`template`): the tests' fast start. */
  dump?(): Promise<Blob>;
  /**
   * Runs `work` (a start's migrations, the demo data's check and load) while no other process runs its own on this
   * database: replicas started at once on a new PostgreSQL database would otherwise both create the same tables, and
   * one of them would fail to start. PGlite's data belongs to one process, so there `work` simply runs.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  /**
   * The connection pool's figures (GET /metrics): opened, idle, queries waiting for a connection, its size. Only on
   * PostgreSQL: PGlite is one connection inside this process, queued by PGlite itself, with nothing to report.
   */
  poolStats?(): PoolStats;
}

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
  max: number;
}

/** Connections per process (pg's default too): replicas × this must stay under the server's max_connections. */
const POOL_MAX = 10;

/**
 * How long a query waits for a free connection before it fails (answered 503 with Retry-After by the error handler).
 * Without it a server whose pool stays busy queues calls without end, each holding its client and its memory. Long
 * enough for a busy two-core machine's ordinary queue (a queue of calls on one enrollment's lock takes turns).
 */
export const POOL_ACQUIRE_TIMEOUT_MS = 30_000;

export interface PoolOptions {
  /** Connections (POOL_MAX). */
  max?: number;
  /** POOL_ACQUIRE_TIMEOUT_MS. */
  acquireTimeoutMs?: number;
  /** How long an unused connection stays open (pg's default: 10 s). */
  idleTimeoutMillis?: number;
  /** Session settings for every connection (`-c lock_timeout=…`): tests make a lock wait fail quickly. */
  options?: string;
}

/** A serialization failure or a deadlock: PostgreSQL rolled the transaction back, and running it again may well pass. */
const RETRYABLE_SQLSTATE = new Set(['40001', '40P01']);

function isRetryable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current !== null && typeof current === 'object'; depth++) {
    const candidate = current as { code?: unknown; severity?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && typeof candidate.severity === 'string') return RETRYABLE_SQLSTATE.has(candidate.code);
    current = candidate.cause;
  }
  return false;
}

/**
 * Every top-level transaction is run once more when PostgreSQL chose it as a deadlock's victim or could not serialize
 * it: it was rolled back whole, and its work is database calls only (locked-enrollment.ts), so running it again is
 * what the client would do. A second failure is the error handler's 503 with Retry-After (issue 26). Savepoints
 * (a transaction inside one) are left alone: the outer one is retried.
 */
function retryTransactionsOnce(db: Db): void {
  const transaction = db.transaction.bind(db);
  db.transaction = (async (work: Parameters<Db['transaction']>[0], config?: Parameters<Db['transaction']>[1]) => {
    try {
      return await transaction(work, config);
    } catch (error) {
      if (!isRetryable(error)) throw error;
      return transaction(work, config);
    }
  }) as Db['transaction'];
}

/** Any constant (the catalog's lock is 731_002): held by a starting process while it migrates and seeds. */
export const START_LOCK_ID = 731_001;

/**
 * `work` under PostgreSQL's session advisory lock START_LOCK_ID, held on a connection of its own so `work` may use the
 * pool (and its transactions) freely; another process waits for it. A lock whose release fails ends with its
 * connection, which the pool then discards.
 */
async function underStartLock<T>(pool: pg.Pool, work: () => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('select pg_advisory_lock($1)', [START_LOCK_ID]);
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [START_LOCK_ID]).catch((err: unknown) => {
        broken = err instanceof Error ? err : new Error(String(err));
      });
    }
  } finally {
    client.release(broken);
  }
}

export interface NoticeHandlers {
  notice(payload: string, channel: string): void;
  lost(): void;
  /** The connection listens again (after `lost`, which is told first): notices are heard from now on. */
  back?(): void;
}

const RELISTEN_FIRST_MS = 1_000;
const RELISTEN_MAX_MS = 30_000;

/** LISTEN on a node-postgres connection of its own, opened again after a loss (Database.listen). */
async function listenPostgres(url: string, channels: readonly string[], handlers: NoticeHandlers, onError: (err: Error) => void): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | null = null;
  let delay = RELISTEN_FIRST_MS;

  const open = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: url });
    const gone = (err?: Error) => {
      if (client !== c) return;
      client = null;
      if (err) onError(err);
      void c.end().catch(() => {});
      if (stopped) return;
      handlers.lost();
      schedule();
    };
    c.on('notification', (message) => {
      if (channels.includes(message.channel)) handlers.notice(message.payload ?? '', message.channel);
    });
    c.on('error', gone);
    c.on('end', () => gone());
    await c.connect();
    try {
      for (const channel of channels) await c.query(`LISTEN ${c.escapeIdentifier(channel)}`);
    } catch (err) {
      await c.end().catch(() => {});
      throw err;
    }
    client = c;
  };
  const schedule = () => {
    retry = setTimeout(() => {
      retry = null;
      open().then(
        () => {
          delay = RELISTEN_FIRST_MS;
          // Back: whatever was sent while it was away is unknown.
          if (!stopped) {
            handlers.lost();
            handlers.back?.();
          }
        },
        (err: Error) => {
          onError(err);
          delay = Math.min(delay * 2, RELISTEN_MAX_MS);
          if (!stopped) schedule();
        },
      );
    }, delay);
    retry.unref();
  };

  await open();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const c = client;
    client = null;
    await c?.end().catch(() => {});
  };
}

/**
 * Migrations sit next to this module in src (src/db/migrations) and next to the bundle in dist (dist/migrations,
 * copied by build.mjs): in both cases "./migrations" relative to the code that runs.
 */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * PGlite writes its files through Node with the modes its WebAssembly file system asks for: a new data directory
 * is unpacked world-writable (0666), beside the 0600 session secret. Its data is as secret as the secret, so it is
 * kept owner-only: the process umask drops group and other bits from every file PGlite creates while it runs, and
 * the modes are tightened after PGlite has unpacked a new directory, and at every open for what an older
 * version left open.
 */
function keepOwnerOnly(dataDir: string): void {
  try {
    process.umask(process.umask() | 0o077);
  } catch {
    // Worker threads cannot change the umask; the tightening below still runs at every open.
  }
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  tightenModes(dataDir);
}

function tightenModes(path: string): void {
  const stat = lstatSync(path);
  if (stat.isSymbolicLink()) return;
  if ((stat.mode & 0o077) !== 0) chmodSync(path, stat.mode & 0o700);
  if (stat.isDirectory()) for (const entry of readdirSync(path)) tightenModes(join(path, entry));
}

export async function openDatabase(
  config: DatabaseConfig,
  migrationsFolder = MIGRATIONS_FOLDER,
  onIdleClientError: (err: Error) => void = (err) => console.warn(`database: an idle connection failed: ${err.message}`),
  poolOptions: PoolOptions = {},
): Promise<Database> {
  if (config.kind === 'postgres') {
    const max = poolOptions.max ?? POOL_MAX;
    const pool = new pg.Pool({
      connectionString: config.url,
      max,
      connectionTimeoutMillis: poolOptions.acquireTimeoutMs ?? POOL_ACQUIRE_TIMEOUT_MS,
      ...(poolOptions.options ? { options: poolOptions.options } : {}),
      ...(poolOptions.idleTimeoutMillis !== undefined ? { idleTimeoutMillis: poolOptions.idleTimeoutMillis } : {}),
    });
    // An idle connection that the server drops (restart, failover, a dropped database) must not crash the process:
    // the pool discards it and opens a new one for the next query.
    pool.on('error', onIdleClientError);
    // A connection the server ends while it is checked out (a failover, pg_terminate_backend, a restart mid-call) makes
    // node-postgres emit 'error' on that client, which the pool listens for only while it is idle: unheard, it would
    // be an uncaught exception that ends the process. Its query (or transaction) fails with the same error, which the
    // error handler answers 503, so the event itself needs nothing more.
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = drizzleNodePg({ client: pool });
    retryTransactionsOnce(db);
    const exclusively = <T>(work: () => Promise<T>) => underStartLock(pool, work);
    try {
      await exclusively(() => migrateNodePg(db, { migrationsFolder }));
    } catch (err) {
      await pool.end();
      throw err;
    }
    const listen = (channels: readonly string[], handlers: NoticeHandlers) => listenPostgres(config.url, channels, handlers, onIdleClientError);
    const poolStats = (): PoolStats => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max });
    return { db, kind: config.kind, close: () => pool.end(), listen, exclusively, poolStats };
  }
  if (config.kind === 'pglite') keepOwnerOnly(config.dataDir);
  const client = await PGlite.create(
    config.kind === 'pglite' ? { dataDir: config.dataDir } : config.template ? { loadDataDir: config.template } : {},
  );
  if (config.kind === 'pglite') tightenModes(config.dataDir);
  const db = drizzlePglite({ client });
  retryTransactionsOnce(db);
  try {
    await migratePglite(db, { migrationsFolder });
  } catch (err) {
    await client.close();
    throw err;
  }
  const dump = config.kind === 'pglite-memory' ? { dump: () => client.dumpDataDir('none') } : {};
  // One process holds a PGlite database: its own notices are all there are, and its connection is never lost.
  const listen = async (channels: readonly string[], handlers: NoticeHandlers) => {
    const stops = await Promise.all(channels.map((channel) => client.listen(channel, (payload) => handlers.notice(payload, channel))));
    return async () => {
      for (const stop of stops) await stop();
    };
  };
  return { db, kind: config.kind, close: () => client.close(), listen, exclusively: (work) => work(), ...dump };
}
