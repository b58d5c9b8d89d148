import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import pg from 'pg';
import { buildApp, type BuildOptions } from '../../src/app.js';
import type { AppConfig, DatabaseConfig } from '../../src/config.js';
import type { DemoData } from '../../src/db/seed/seed-types.js';
import { fixtureData } from './fixture-data.js';

export interface TestApp {
  app: FastifyInstance;
  close(): Promise<void>;
}

export function usePostgres(): boolean {
  return process.env.API_TEST_DB === 'postgres' && Boolean(process.env.DATABASE_URL);
}

/**
 * In-memory databases start from a dump of one made earlier in this process (migrated, and seeded with the test
 * catalog when that is what the test loads): a PGlite start from a dump takes a third of a fresh one's initdb and
 * migrations. The seed's fingerprint covers the data set and the data key, so an app with other data or another key
 * loads its own on top, as it would on a real restart.
 */
export type TemplateKind = 'migrated' | 'fixture';
const templates = new Map<TemplateKind, Promise<Blob>>();
function pgliteTemplate(kind: TemplateKind): Promise<Blob> {
  let template = templates.get(kind);
  if (!template) {
    template = (async () => {
      const app = await buildApp(testConfig({ kind: 'pglite-memory' }), { logger: false, demoData: kind === 'fixture' ? fixtureData : null });
      try {
        return await app.database.dump!();
      } finally {
        await app.close();
      }
    })();
    templates.set(kind, template);
  }
  return template;
}

/** Where the API project's global setup (postgres-templates.ts) leaves the names of its template databases. */
export const TEMPLATE_ENV: Record<TemplateKind, string> = { migrated: 'TEST_PG_TEMPLATE_MIGRATED', fixture: 'TEST_PG_TEMPLATE_FIXTURE' };

/**
 * A fresh database for one test file: in-memory PGlite by default; with API_TEST_DB=postgres a new database on the
 * DATABASE_URL server, created with a random name and dropped afterwards, so parallel runs never share rows.
 * `seeded`: the database will be loaded with the test catalog (PGlite starts from a copy that has it already).
 * `copy`: on PostgreSQL, start from the global setup's migrated (or seeded) template when there is one, as PGlite
 * always does; without it the database is empty, for the tests of what a first start does to a new database.
 */
export async function freshDatabase(seeded = false, { copy = false } = {}): Promise<{ config: DatabaseConfig; drop(): Promise<void> }> {
  if (!usePostgres()) return { config: { kind: 'pglite-memory', template: await pgliteTemplate(seeded ? 'fixture' : 'migrated') }, drop: async () => {} };
  const serverUrl = process.env.DATABASE_URL!;
  const name = `bs_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const template = copy ? process.env[TEMPLATE_ENV[seeded ? 'fixture' : 'migrated']] : undefined;
    await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    config: { kind: 'postgres', url: url.toString() },
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

/**
 * One data key for every app of this test run, so an app started from a seeded template can read it: the global
 * setup's, when it made PostgreSQL templates for the workers (postgres-templates.ts), else this process's own.
 */
export const TEST_DATA_KEY_ENV = 'TEST_DATA_KEY';
const inheritedKey = process.env[TEST_DATA_KEY_ENV];
export const TEST_DATA_KEYS = { current: inheritedKey ? Buffer.from(inheritedKey, 'base64') : randomBytes(32), previous: [] };

const high = { max: 100_000 };
/** The budgets and guess limits raised for tests that are not about them. */
export const TEST_LIMITS = { session: high, 'access-code-guess': high, 'resume-code-guess': high, 'account-guess-client': high, 'account-guess': high, 'otp-guess': high, 'link-guess': high };

export function testConfig(database: DatabaseConfig, overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    env: 'test',
    logLevel: 'silent',
    database,
    sessionSecret: randomBytes(32).toString('base64url'),
    webDist: null,
    rateLimitMax: 100_000,
    // Tests make many calls in one window of a fixed clock, and probe links and codes on purpose; the tests of the
    // limits themselves (rate-limits.test.ts, proxy.test.ts, the per-secret ones) pass `limits: {}` for the table's.
    limits: TEST_LIMITS,
    seedDemoData: true,
    dataKeys: TEST_DATA_KEYS,
    ...overrides,
  };
}

/** A test app's PostgreSQL pool: a few connections, closed soon after use. */
export const TEST_POOL = { max: 4, idleTimeoutMillis: 1_000 };

export interface TestAppOptions extends Omit<BuildOptions, 'database'> {
  config?: Partial<AppConfig>;
  demoData?: DemoData | null;
}

/** The whole app on a fresh database, seeded with the small test catalog unless told otherwise. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const demoData = options.demoData === undefined ? fixtureData : options.demoData;
  const db = await freshDatabase(demoData === fixtureData, { copy: true });
  const app = await buildApp(testConfig(db.config, options.config), {
    // Many test files run at once against one PostgreSQL (max_connections 100): a small pool each, so they cannot
    // exhaust it together (the 53300s behind the suite's 500s under load: decision 0082).
    pool: TEST_POOL,
    logger: options.logStream ? undefined : false,
    logStream: options.logStream,
    clock: options.clock,
    demoData,
  });
  return {
    app,
    close: async () => {
      try {
        await app.close();
      } finally {
        await db.drop();
      }
    },
  };
}

/**
 * The whole app with its log (info and up) kept in memory, for the tests that look for what a visitor sent in the
 * log. Call it in a describe block: it starts the app before the block's tests and closes it after them.
 */
export function appWithCapturedLog(options: Omit<TestAppOptions, 'logStream'> = {}): { app(): FastifyInstance; log(): string } {
  const lines: string[] = [];
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await createTestApp({ ...options, config: { logLevel: 'info', ...options.config }, logStream: { write: (line) => void lines.push(line) } });
  });
  afterAll(async () => t?.close());
  return { app: () => t!.app, log: () => logText(lines) };
}

/**
 * The captured log lines as one text to search for what a visitor sent, without the clock, process id, host and
 * response time: those are numbers the machine wrote, and a timestamp such as 1795678947199 holds "6789", so a test
 * looking for an SSN's last four would otherwise fail by chance.
 */
export function logText(lines: readonly string[]): string {
  return lines.map(withoutMachineFields).join('\n');
}

const MACHINE_FIELDS = ['time', 'pid', 'hostname', 'responseTime'] as const;
function withoutMachineFields(line: string): string {
  try {
    const entry = JSON.parse(line) as Record<string, unknown>;
    for (const field of MACHINE_FIELDS) delete entry[field];
    return JSON.stringify(entry);
  } catch {
    return line;
  }
}
