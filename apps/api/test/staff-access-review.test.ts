import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { FixedClock } from '../src/modules/shared/clock.js';
import { DEMO_ACCOUNTS, signedInBrowser } from './helpers/sign-in.js';
import { eq } from 'drizzle-orm';
import { members } from '../src/db/schema/index.js';
import { startEnrollment } from './helpers/browser.js';
import { plansData } from './helpers/plans-data.js';
import { createTestApp, freshDatabase, testConfig } from './helpers/test-app.js';

/** Findings of the security review of sign-in (issue 13): each test failed before its fix. */
const START = new Date('2026-07-01T12:10:00Z');
const MINUTE = 60 * 1000;
const tess = DEMO_ACCOUNTS.tessAgent;
const groupAdmin = DEMO_ACCOUNTS.testGroupAdmin;

let app: FastifyInstance;
let drop: () => Promise<void>;
const clock = new FixedClock(START);
let addressCount = 0;
const newAddress = () => `10.9.0.${++addressCount}`;

beforeAll(async () => {
  const db = await freshDatabase(true);
  drop = db.drop;
  app = await buildApp(testConfig(db.config), { logger: false, clock, demoData: plansData });
});
afterAll(async () => {
  await app?.close();
  await drop?.();
});

const trySignIn = (email: string, password: string, remoteAddress = newAddress()) =>
  app.inject({ method: 'POST', url: '/api/v1/staff-sign-in', remoteAddress, payload: { email, password } });
const answer = async (email: string, password: string) => {
  const r = await trySignIn(email, password);
  return `${r.statusCode} ${r.headers['retry-after'] ?? '-'} ${r.json().message ?? ''}`;
};

describe('the lock-out does not tell which e-mail addresses have accounts', () => {
  it('answers an account and an unknown address alike when wrong tries straddle 15 minutes', async () => {
    // 12:10: one wrong try; 12:20 (a new quarter hour): four more, then one more a minute later.
    const run = async (email: string) => {
      clock.set(START);
      const answers = [await answer(email, 'wrong-1')];
      clock.set(new Date(START.getTime() + 10 * MINUTE));
      for (let i = 2; i <= 5; i++) answers.push(await answer(email, `wrong-${i}`));
      clock.advance(MINUTE);
      answers.push(await answer(email, 'wrong-6'));
      return answers;
    };
    const known = await run(tess.email);
    const unknown = await run('nobody-here@example.test');
    expect(known).toEqual(unknown);
    // Either way the 5th wrong try locks for 15 minutes from that try.
    expect(known[4]).toMatch(/^429 900 /);
    expect(known[5]).toMatch(/^429 840 /);
    clock.advance(15 * MINUTE);
    expect((await trySignIn(tess.email, tess.password)).statusCode).toBe(200);
  });

  it('forgets wrong tries older than 15 minutes, for an account as for an unknown address', async () => {
    const run = async (email: string) => {
      clock.set(new Date('2026-07-02T08:00:00Z'));
      const answers = [];
      for (let i = 1; i <= 4; i++) answers.push(await answer(email, `wrong-${i}`));
      clock.advance(16 * MINUTE);
      answers.push(await answer(email, 'wrong-5'));
      return answers;
    };
    const known = await run(groupAdmin.email);
    expect(known).toEqual(await run('ghost-two@example.test'));
    expect(known.every((a) => a.startsWith('401 '))).toBe(true);
    expect((await trySignIn(groupAdmin.email, groupAdmin.password)).statusCode).toBe(200);
  });
});

describe('the lock-out holds against wrong tries sent all at once', () => {
  it('refuses the right password checked while a burst of wrong ones locks the address', async () => {
    clock.set(new Date('2026-07-03T08:00:00Z'));
    // Each try spends one scrypt (~50 ms) in a queue of four threads: the right password, sent just after sixteen
    // wrong ones, is found unlocked at its start and checked after most of them have been counted.
    const wrong = Array.from({ length: 16 }, (_, i) => trySignIn(tess.email, `wrong-${i}`));
    await new Promise((resolve) => setTimeout(resolve, 25));
    const right = trySignIn(tess.email, tess.password);
    const statuses = (await Promise.all([...wrong, right])).map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(6);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('the demo sign-in accounts (public passwords, README)', () => {
  const trySignInTo = (other: FastifyInstance, account: { email: string; password: string }) =>
    other.inject({ method: 'POST', url: '/api/v1/staff-sign-in', remoteAddress: newAddress(), payload: { email: account.email, password: account.password } });

  it('do not exist in production, also where an earlier start had loaded them', async () => {
    // In-memory databases start from a copy that has the test catalog's accounts already (a database seeded earlier).
    const production = await createTestApp({ config: { env: 'production' } });
    try {
      expect((await trySignInTo(production.app, tess)).statusCode).toBe(401);
      expect((await trySignInTo(production.app, groupAdmin)).statusCode).toBe(401);
    } finally {
      await production.close();
    }
  });

  it('are loaded in production only when SEED_DEMO_ACCOUNTS asks for them', async () => {
    const demo = await createTestApp({ config: { env: 'production', seedDemoAccounts: true } });
    try {
      expect((await trySignInTo(demo.app, tess)).statusCode).toBe(200);
    } finally {
      await demo.close();
    }
  });
});

describe('signing out ends what the sign-in opened', () => {
  it("leaves the browser no member enrollment opened from the rep's table, and keeps its own shopping", async () => {
    clock.set(new Date('2026-07-04T08:00:00Z'));
    const rep = await signedInBrowser(app, tess, { remoteAddress: newAddress() });
    const memberId = (await app.database.db.select({ id: members.id }).from(members).where(eq(members.ref, 'M-T1')))[0]!.id;
    const opened = await rep.post('add-filter-for-existing-user', { user_id: memberId, tier: 'IO' });
    expect(opened.statusCode, opened.body).toBe(200);
    const memberEnrollment = opened.json().data.temp_enrollment_id as string;
    const own = await startEnrollment(rep);
    const filterOf = (id: string) => rep.get('get-enrollment-temp-info', { enrollment_id: id, column: 'filter_info' });
    expect((await rep.get('get-member-info', { user_id: memberId })).statusCode).toBe(200);
    expect((await filterOf(memberEnrollment)).json().data.result).toMatchObject({ user_id: memberId, dob: expect.any(String) });

    expect((await rep.post('staff-sign-out', {})).statusCode).toBe(200);
    // The next person at this browser learns nothing of the member: not the name, not the birth date, zip or gender.
    expect((await rep.get('get-member-info', { user_id: memberId })).statusCode).toBe(404);
    expect((await filterOf(memberEnrollment)).statusCode).toBe(404);
    expect((await filterOf(own)).statusCode).toBe(200);
  });
});

describe('a staff session that ends by itself', () => {
  it("takes the member enrollments it opened from the browser at the next call after 30 idle minutes", async () => {
    clock.set(new Date('2026-07-05T08:00:00Z'));
    const rep = await signedInBrowser(app, tess, { remoteAddress: newAddress() });
    const memberId = (await app.database.db.select({ id: members.id }).from(members).where(eq(members.ref, 'M-T1')))[0]!.id;
    const opened = await rep.post('add-filter-for-existing-user', { user_id: memberId, tier: 'IO' });
    expect(opened.statusCode, opened.body).toBe(200);
    const memberEnrollment = opened.json().data.temp_enrollment_id as string;
    const own = await startEnrollment(rep);
    const filterOf = (id: string) => rep.get('get-enrollment-temp-info', { enrollment_id: id, column: 'filter_info' });
    clock.advance(29 * MINUTE);
    expect((await filterOf(memberEnrollment)).statusCode).toBe(200);

    clock.advance(31 * MINUTE);
    const after = await filterOf(memberEnrollment);
    expect(after.statusCode).toBe(404);
    expect(after.cookies.find((c) => c.name === 'bs_staff')?.value).toBe('');
    expect((await rep.get('get-member-info', { user_id: memberId })).statusCode).toBe(404);
    expect((await filterOf(own)).statusCode).toBe(200);
  });
});
