import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sign } from '@fastify/cookie';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { outboxMessages } from '../src/db/schema/index.js';
import { SESSION_COOKIE } from '../src/plugins/session.js';
import { Browser, startEnrollment } from './helpers/browser.js';
import { CONTACT, dentalEnrollment } from './helpers/complete-steps.js';
import { fixtureData } from './helpers/fixture-data.js';
import { createTestApp, freshDatabase, testConfig, type TestApp } from './helpers/test-app.js';

/**
 * Rotating SESSION_SECRET without logging shoppers out (docs/deploy.md, key rotation): with the old secret in
 * SESSION_SECRET_PREVIOUS, a cookie signed under it still names its session; new cookies are signed under the new one.
 */
const OLD = randomBytes(32).toString('base64url');
const NEW = randomBytes(32).toString('base64url');

let rotating: TestApp;
beforeAll(async () => {
  rotating = await createTestApp({ config: { sessionSecret: NEW, previousSessionSecrets: [OLD] } });
});
afterAll(async () => rotating.close());

/** A browser holding an enrollment, and its session id (the cookie's value without its signature). */
async function shopper(t: TestApp): Promise<{ browser: Browser; id: string; sessionId: string }> {
  const browser = new Browser(t.app);
  const id = await startEnrollment(browser);
  const unsigned = t.app.unsignCookie(browser.cookieValue(SESSION_COOKIE)!);
  expect(unsigned.valid).toBe(true);
  return { browser, id, sessionId: unsigned.value! };
}

const cartCountWith = (t: TestApp, cookie: string, id: string) =>
  t.app.inject({ method: 'GET', url: '/api/v1/get-cart-count', query: { enrollment_id: id }, headers: { cookie: `${SESSION_COOKIE}=${cookie}` } });

describe('SESSION_SECRET rotation', () => {
  it('keeps a session whose cookie was signed under the previous secret, and signs new cookies under the new one', async () => {
    const { browser, id, sessionId } = await shopper(rotating);
    expect(sign(sessionId, NEW)).toBe(browser.cookieValue(SESSION_COOKIE));
    const underOld = await cartCountWith(rotating, sign(sessionId, OLD), id);
    expect(underOld.statusCode, underOld.body).toBe(200);
  });

  it('refuses a cookie signed under a secret it was not given', async () => {
    const { id, sessionId } = await shopper(rotating);
    const stranger = await cartCountWith(rotating, sign(sessionId, randomBytes(32).toString('base64url')), id);
    expect(stranger.statusCode).toBe(404);
  });

  it('reads SESSION_SECRET_PREVIOUS from the environment, refusing a short one', () => {
    const env = { DATA_DIR: ':memory:', SESSION_SECRET: NEW };
    expect(loadConfig({ ...env, SESSION_SECRET_PREVIOUS: ` ${OLD} ` }).previousSessionSecrets).toEqual([OLD]);
    expect(() => loadConfig({ ...env, SESSION_SECRET_PREVIOUS: 'short' })).toThrow(/SESSION_SECRET_PREVIOUS must list earlier SESSION_SECRET values/);
  });
});

describe('SESSION_SECRET rotation and what was mailed before it', () => {
  it('opens a resume code and a continue link mailed under the previous secret, and refuses them once it is no longer listed', async () => {
    // One database for the three starts: PostgreSQL's, or PGlite on disk (an in-memory one is each app's own).
    const dir = mkdtempSync(join(tmpdir(), 'bs-rotation-'));
    const db =
      process.env.API_TEST_DB === 'postgres'
        ? await freshDatabase(true, { copy: true })
        : { config: { kind: 'pglite' as const, dataDir: dir }, drop: async () => rmSync(dir, { recursive: true, force: true }) };
    const start = (sessionSecret: string, previousSessionSecrets: string[] = []) =>
      buildApp(testConfig(db.config, { sessionSecret, previousSessionSecrets }), { logger: false, demoData: fixtureData });
    try {
      // Before the rotation: a shopper saves for later and is mailed a code and a link.
      const before = await start(OLD);
      const shopper = await dentalEnrollment(before);
      const email = 'rotated@example.com';
      const saved = await shopper.browser.post('save-enrollment', { enrollment_id: shopper.id, email, tab: 'contact_info', data: { ...CONTACT, email_address: email, with_validation: 0 } });
      expect(saved.statusCode, saved.body).toBe(200);
      const [mail] = await before.database.db
        .select()
        .from(outboxMessages)
        .where(and(eq(outboxMessages.recipient, email), eq(outboxMessages.template, 'resume-code')))
        .orderBy(desc(outboxMessages.id))
        .limit(1);
      const code = /^([2-9A-Z]{5}-[2-9A-Z]{5})$/m.exec(mail!.text)![1]!;
      const linkId = /\/direct-continue\/([^/"]+)\//.exec(mail!.html ?? '')![1]!;
      await before.close();

      // After it, with the old secret listed: both still open the enrollment.
      const rotated = await start(NEW, [OLD]);
      const byCode = await new Browser(rotated).post('continue-enrollment', { code, email });
      expect(byCode.statusCode, byCode.body).toBe(200);
      expect(byCode.json().data.result.enrollment_id).toBe(shopper.id);
      expect((await new Browser(rotated).get(`direct-continue/${linkId}`)).statusCode).toBe(200);
      await rotated.close();

      // With the old secret dropped from the list, neither does.
      const dropped = await start(NEW);
      expect((await new Browser(dropped).post('continue-enrollment', { code, email })).statusCode).toBe(422);
      expect((await new Browser(dropped).get(`direct-continue/${linkId}`)).statusCode).toBe(404);
      await dropped.close();
    } finally {
      await db.drop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
