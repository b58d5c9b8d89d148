import { API_MESSAGES, ERROR_CODES } from '@benefit-store/domain';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { openDatabase } from '../src/db/client.js';
import { FixedClock } from '../src/modules/shared/clock.js';
import { answerForError } from '../src/plugins/error-handler.js';
import { PERSONAL, dentalEnrollment } from './helpers/complete-steps.js';
import { createTestApp, freshDatabase, testConfig, usePostgres, type TestApp } from './helpers/test-app.js';
import { wizardData } from './helpers/wizard-data.js';

/**
 * Issue 26 item 4 a: an overloaded database (its connections all busy, a lock or a statement out of time, a deadlock
 * or serialization failure twice) is answered 503 with Retry-After in the error envelope, never 500.
 */

const NOW = '2026-11-23T12:00:00Z';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demoData: wizardData, clock: new FixedClock(NOW) });
});
afterAll(async () => t.close());

/** Makes every write of a wizard step fail with this SQLSTATE (`times`: only the first n), as the database would under load. */
async function failStepWrites(code: string, times = 1_000_000): Promise<void> {
  const statements = [
    'create sequence if not exists overload_test_failures',
    "select setval('overload_test_failures', 1, false)",
    `create or replace function overload_test_fail() returns trigger language plpgsql as $$
    begin
      if nextval('overload_test_failures') <= ${times} then
        raise exception 'injected by overload.test.ts' using errcode = '${code}';
      end if;
      return new;
    end $$`,
    'drop trigger if exists overload_test_fail on enrollment_tabs',
    'create trigger overload_test_fail before insert or update on enrollment_tabs for each row execute function overload_test_fail()',
  ];
  for (const statement of statements) await t.app.database.db.execute(sql.raw(statement));
}

async function stopFailing(): Promise<void> {
  await t.app.database.db.execute(sql.raw('drop trigger if exists overload_test_fail on enrollment_tabs'));
}

const expectBusy = (res: { statusCode: number; headers: Record<string, unknown>; json(): unknown; body: string }) => {
  expect(res.statusCode, res.body).toBe(503);
  expect(res.headers['retry-after']).toMatch(/^\d+$/);
  expect(res.json()).toEqual({ status: 'error', message: API_MESSAGES.serviceBusy, errorCode: ERROR_CODES.serviceUnavailable });
};

describe('a database out of time or out of connections', () => {
  it.each([
    ['55P03', 'lock_timeout'],
    ['57014', 'statement_timeout'],
    ['40001', 'a serialization failure, again on the retry'],
    ['40P01', 'a deadlock, again on the retry'],
    ['53300', 'too many connections'],
    ['57P01', 'the connection ended by an administrator (a restart, a failover)'],
    ['08006', 'a connection failure'],
  ])('%s (%s) answers 503 with Retry-After', async (code) => {
    const { browser, id } = await dentalEnrollment(t.app);
    await failStepWrites(code);
    try {
      expectBusy(await browser.post('save-personal-info', { enrollment_id: id, ...PERSONAL }));
    } finally {
      await stopFailing();
    }
  });

  it.each(['40001', '40P01'])('%s once is retried, and the save goes through', async (code) => {
    const { browser, id } = await dentalEnrollment(t.app);
    await failStepWrites(code, 1);
    try {
      const res = await browser.post('save-personal-info', { enrollment_id: id, ...PERSONAL });
      expect(res.statusCode, res.body).toBe(200);
    } finally {
      await stopFailing();
    }
  });

  it.skipIf(!usePostgres())('answers 503 when a lock wait or the wait for a connection runs out (PostgreSQL)', async () => {
    const { config, drop } = await freshDatabase(false, { copy: true });
    // Two connections (a start holds one for its lock while it migrates), a short wait for one, a lock wait that ends:
    // the smallest server that can be overloaded.
    const database = await openDatabase(config, undefined, () => {}, { max: 2, acquireTimeoutMs: 1_000, options: '-c lock_timeout=5000' });
    const app = await buildApp(testConfig(config), { database, demoData: wizardData, logger: false, clock: new FixedClock(NOW) });
    const holder = new pg.Client({ connectionString: (config as { url: string }).url });
    try {
      const { browser, id } = await dentalEnrollment(app);
      await holder.connect();
      await holder.query('begin');
      await holder.query('select 1 from enrollments where id = $1 for update', [id]);
      // Two wait on the row lock (until lock_timeout) holding both connections; the third waits for a connection.
      const save = () => browser.post('save-personal-info', { enrollment_id: id, ...PERSONAL });
      const answers = await Promise.all([save(), save(), save()]);
      for (const res of answers) expectBusy(res);
      await holder.query('rollback');
      const after = await browser.post('save-personal-info', { enrollment_id: id, ...PERSONAL });
      expect(after.statusCode, after.body).toBe(200);
    } finally {
      await holder.end().catch(() => {});
      await app.close();
      await database.close();
      await drop();
    }
  });
});

describe('a connection lost under the query (node-postgres reports it in words or as the socket error)', () => {
  it.each([
    [Object.assign(new Error('Connection terminated unexpectedly'), {})],
    [Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET', errno: -104, syscall: 'read' })],
    [Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED', errno: -111, syscall: 'connect' })],
    [Object.assign(new Error('Failed query: select 1'), { cause: Object.assign(new Error('Connection terminated unexpectedly'), {}) })],
  ])('%s answers 503', (error) => {
    const answer = answerForError(error as never);
    expect(answer?.status).toBe(503);
    expect(answer?.body).toEqual({ status: 'error', message: API_MESSAGES.serviceBusy, errorCode: ERROR_CODES.serviceUnavailable });
  });

  it.skipIf(!usePostgres())('a connection ended by the server in the middle of a call answers 503 with Retry-After (PostgreSQL)', async () => {
    const { browser, id } = await dentalEnrollment(t.app);
    const url = (t.app.config.database as { url: string }).url;
    const db = new URL(url).pathname.slice(1);
    const admin = new pg.Client({ connectionString: url });
    const locker = new pg.Client({ connectionString: url });
    await admin.connect();
    await locker.connect();
    try {
      // The save waits on the enrollment's row lock; its connection is then ended from outside (a restart, a failover).
      await locker.query('begin');
      await locker.query('select 1 from enrollments where id = $1 for update', [id]);
      const save = browser.post('save-personal-info', { enrollment_id: id, ...PERSONAL });
      await expect.poll(async () => (await admin.query("select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and datname = $1", [db])).rows[0].n, { timeout: 60_000 }).toBeGreaterThan(0);
      await admin.query("select pg_terminate_backend(pid) from pg_stat_activity where wait_event_type = 'Lock' and datname = $1", [db]);
      expectBusy(await save);
      await locker.query('rollback');
    } finally {
      await locker.end().catch(() => {});
      await admin.end();
    }
  });
});
