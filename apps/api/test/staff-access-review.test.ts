import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { members, sessionEnrollments } from '../src/db/schema/index.js';
import { memberStoreLinkToken } from '../src/modules/members/member-store-link.js';
import { SESSION_COOKIE } from '../src/plugins/session.js';
import { LIMITS } from '../src/modules/limits/limit-purposes.js';
import { Browser, enrollmentWith, startEnrollment } from './helpers/browser.js';
import { plansData } from './helpers/plans-data.js';
import { DEMO_ACCOUNTS, signedInBrowser, staffTestApp } from './helpers/sign-in.js';
import { createTestApp } from './helpers/test-app.js';

/** Findings of the security review of sign-in (issue 13): each test failed before its fix. */
const START = new Date('2026-07-01T12:10:00Z');
const MINUTE = 60 * 1000;
const tess = DEMO_ACCOUNTS.tessAgent;
const groupAdmin = DEMO_ACCOUNTS.testGroupAdmin;

const staff = staffTestApp({ start: START, demoData: plansData, addressPrefix: '10.9.0' });
const { clock, newAddress, trySignIn } = staff;

// A guesser's wrong tries come from one client: the lock-out holds the client that fails at an account, not the
// account against its owner elsewhere (issue 26 item 7, decision 0080).
const answer = async (email: string, password: string, from: string) => {
  const r = await trySignIn(email, password, from);
  return `${r.statusCode} ${r.headers['retry-after'] ?? '-'} ${r.json().message ?? ''}`;
};

describe('the lock-out does not tell which e-mail addresses have accounts', () => {
  /**
   * Wrong tries for an account and for an unknown address, at the same minutes after `start` (`tries`: [minute,
   * how many]), get the same answers (status, Retry-After, message); `answers` are the account's; the account's right
   * password is taken `rightAfter` minutes after the unknown address's last try.
   */
  it.each([
    [
      'answers an account and an unknown address alike when wrong tries straddle 15 minutes, locking 15 minutes from the 5th',
      {
        account: tess,
        unknown: 'nobody-here@example.test',
        // 12:10: one wrong try; 12:20 (a new quarter hour): four more, then one more a minute later.
        start: START,
        tries: [[0, 1], [10, 4], [11, 1]] as [number, number][],
        answers: [/^401 /, /^401 /, /^401 /, /^401 /, /^429 900 /, /^429 840 /],
        rightAfter: 15,
      },
    ],
    [
      'forgets wrong tries older than 15 minutes, for an account as for an unknown address',
      {
        account: groupAdmin,
        unknown: 'ghost-two@example.test',
        start: new Date('2026-07-02T08:00:00Z'),
        tries: [[0, 4], [16, 1]] as [number, number][],
        answers: [/^401 /, /^401 /, /^401 /, /^401 /, /^401 /],
        rightAfter: 0,
      },
    ],
  ] as const)('%s', async (_, { account, unknown, start, tries, answers, rightAfter }) => {
    const guesser = newAddress();
    const run = async (email: string) => {
      const got = [];
      for (const [minute, count] of tries) {
        clock.set(new Date(start.getTime() + minute * MINUTE));
        for (let i = 0; i < count; i++) got.push(await answer(email, `wrong-${got.length + 1}`, guesser));
      }
      return got;
    };
    const known = await run(account.email);
    expect(known).toEqual(await run(unknown));
    expect(known).toEqual(answers.map((pattern) => expect.stringMatching(pattern)));
    clock.advance(rightAfter * MINUTE);
    expect((await trySignIn(account.email, account.password, guesser)).statusCode).toBe(200);
  });
});

describe('the lock-out holds against wrong tries sent all at once', () => {
  it('refuses the right password from the client whose burst of wrong ones locks it', async () => {
    clock.set(new Date('2026-07-03T08:00:00Z'));
    // Each try spends one scrypt (~50 ms) in a queue of four threads. The right password is sent once the first wrong
    // answer is back (an event, not a fixed pause, so a busy machine keeps the order): the others are queued by then,
    // fewer than five are counted, and it is checked after most of them have been.
    const guesser = newAddress();
    const wrong = Array.from({ length: 16 }, (_, i) => trySignIn(tess.email, `wrong-${i}`, guesser));
    await Promise.race(wrong);
    const right = trySignIn(tess.email, tess.password, guesser);
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
    const rep = await signedInBrowser(staff.app, tess, { remoteAddress: newAddress() });
    const memberId = (await staff.app.database.db.select({ id: members.id }).from(members).where(eq(members.ref, 'M-T1')))[0]!.id;
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
    const rep = await signedInBrowser(staff.app, tess, { remoteAddress: newAddress() });
    const memberId = (await staff.app.database.db.select({ id: members.id }).from(members).where(eq(members.ref, 'M-T1')))[0]!.id;
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

describe('a member enrollment opened from a table belongs to the signed-in person who opened it', () => {
  const memberIdOf = async (ref: string) => (await staff.app.database.db.select({ id: members.id }).from(members).where(eq(members.ref, ref)))[0]!.id;
  const filterOf = (browser: Browser, id: string) => browser.get('get-enrollment-temp-info', { enrollment_id: id, column: 'filter_info' });

  it.each([
    ['a rep', tess],
    ['a group administrator', groupAdmin],
  ] as const)("is not answered to a browser that kept the shopping cookie but dropped %s's staff cookie", async (_, account) => {
    clock.set(new Date('2026-07-06T08:00:00Z'));
    const staffBrowser = await signedInBrowser(staff.app, account, { remoteAddress: newAddress() });
    const memberId = await memberIdOf('M-T1');
    const opened = await staffBrowser.post('add-filter-for-existing-user', { user_id: memberId, tier: 'IO' });
    expect(opened.statusCode, opened.body).toBe(200);
    const memberEnrollment = opened.json().data.temp_enrollment_id as string;
    const own = await startEnrollment(staffBrowser);

    // The same browser without its staff cookie (its 12 hours passed, or it was closed): only the shopping cookie.
    const shoppingOnly = new Browser(staff.app).acceptCookies(`${SESSION_COOKIE}=${staffBrowser.cookieValue(SESSION_COOKIE)}`);
    expect((await shoppingOnly.get('get-member-info', { user_id: memberId })).statusCode).toBe(404);
    expect((await filterOf(shoppingOnly, memberEnrollment)).statusCode).toBe(404);
    expect((await shoppingOnly.get('get-enrollment-temp-info', { enrollment_id: memberEnrollment, column: 'primary_info' })).statusCode).toBe(404);
    expect((await filterOf(shoppingOnly, own)).statusCode).toBe(200);
  });

  it('is answered to its signed-in owner as before', async () => {
    clock.set(new Date('2026-07-06T09:00:00Z'));
    const rep = await signedInBrowser(staff.app, tess, { remoteAddress: newAddress() });
    const memberId = await memberIdOf('M-T1');
    const opened = await rep.post('add-filter-for-existing-user', { user_id: memberId, tier: 'IO' });
    const memberEnrollment = opened.json().data.temp_enrollment_id as string;
    clock.advance(20 * MINUTE);
    expect((await rep.get('get-member-info', { user_id: memberId })).statusCode).toBe(200);
    expect((await filterOf(rep, memberEnrollment)).json().data.result).toMatchObject({ user_id: memberId, dob: expect.any(String) });
  });

  it('leaves the browser when the sweeper ends its staff session, even if the browser never calls again', async () => {
    clock.set(new Date('2026-07-06T11:00:00Z'));
    const rep = await signedInBrowser(staff.app, tess, { remoteAddress: newAddress() });
    const opened = await rep.post('add-filter-for-existing-user', { user_id: await memberIdOf('M-T1'), tier: 'IO' });
    const memberEnrollment = opened.json().data.temp_enrollment_id as string;
    const holders = async () =>
      (await staff.app.database.db.select().from(sessionEnrollments).where(eq(sessionEnrollments.enrollmentId, memberEnrollment))).length;
    await staff.app.sweepStaffSessions();
    expect(await holders()).toBe(1);
    clock.advance(31 * MINUTE);
    await staff.app.sweepStaffSessions();
    expect(await holders()).toBe(0);
  });

  it("still answers a member store link's holder what it answered before", async () => {
    clock.set(new Date('2026-07-06T10:00:00Z'));
    const member = new Browser(staff.app);
    const memberId = await memberIdOf('M-T1');
    const opened = await member.post('add-filter-for-member', { user_id: memberStoreLinkToken(staff.app.linkKey, memberId, clock.now()), tier: 'IO' });
    expect(opened.statusCode, opened.body).toBe(200);
    const info = await member.get('get-member-info', { user_id: memberId });
    expect(info.statusCode).toBe(200);
    expect(info.json().data).toMatchObject({ user_id: memberId, member_info: { first_name: expect.any(String) } });
    // The link can be forwarded: the filter bar still withholds the member's birth date.
    expect((await filterOf(member, opened.json().data.temp_enrollment_id)).json().data.result).toMatchObject({ user_id: memberId, dob: null });
  });
});

describe('the shopping session at a staff sign-in', () => {
  it('gets a new id, so an id planted in the browser before the sign-in opens nothing; the cart goes with the browser', async () => {
    clock.set(new Date('2026-07-07T08:00:00Z'));
    // The id someone planted (or saw) before the rep signed in at this browser: here, the browser's own shopping.
    const { browser, id } = await enrollmentWith(staff.app, ['Test Premier PPO']);
    const planted = browser.cookieValue(SESSION_COOKIE)!;
    const signedIn = await staff.app.inject({
      method: 'POST',
      url: '/api/v1/staff-sign-in',
      remoteAddress: newAddress(),
      headers: { cookie: `${SESSION_COOKIE}=${planted}` },
      payload: { email: tess.email, password: tess.password },
    });
    expect(signedIn.statusCode).toBe(200);
    const renewed = signedIn.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(renewed?.value).toBeDefined();
    expect(renewed!.value).not.toBe(planted);
    expect(renewed).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });

    const rep = new Browser(staff.app).acceptCookies(`${SESSION_COOKIE}=${renewed!.value}`);
    for (const c of signedIn.cookies) rep.acceptCookies(`${c.name}=${c.value}`);
    const cartCount = (b: Browser) => b.get('get-cart-count', { enrollment_id: id });
    expect((await cartCount(rep)).json().data).toEqual({ result: 1 });
    // Whoever kept the old id holds nothing any more.
    expect((await cartCount(new Browser(staff.app).acceptCookies(`${SESSION_COOKIE}=${planted}`))).statusCode).toBe(404);
  });

  it('is not made for a refused sign-in, and the browser keeps its id then', async () => {
    clock.set(new Date('2026-07-07T09:00:00Z'));
    const { browser, id } = await enrollmentWith(staff.app, []);
    const before = browser.cookieValue(SESSION_COOKIE)!;
    const refused = await trySignIn(tess.email, 'not-the-password', newAddress(), `${SESSION_COOKIE}=${before}`);
    expect(refused.statusCode).toBe(401);
    expect(refused.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
    expect((await browser.get('get-cart-count', { enrollment_id: id })).statusCode).toBe(200);
    await staff.unlock(tess.email);
  });

  it('is not made for a browser that has none', async () => {
    clock.set(new Date('2026-07-07T10:00:00Z'));
    const response = await trySignIn(tess.email, tess.password, newAddress());
    expect(response.statusCode).toBe(200);
    expect(response.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
  });
});

describe('wrong sign-ins are kept in one place', () => {
  it('the accounts table has no counter or lock of its own, and no limit is kept for unknown addresses apart', async () => {
    const columns = (await staff.app.database.db.execute(
      sql`select column_name from information_schema.columns where table_schema = 'public' and table_name = 'staff_accounts'`,
    )) as unknown as { rows: { column_name: string }[] };
    const names = columns.rows.map((r) => r.column_name);
    expect(names).toContain('email');
    expect(names).not.toContain('failed_attempts');
    expect(names).not.toContain('locked_until');
    expect(Object.keys(LIMITS)).not.toContain('staff-sign-in-unknown');
  });
});
