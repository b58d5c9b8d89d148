import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { staffAccounts, staffSessions } from '../src/db/schema/index.js';
import { requireStaff } from '../src/modules/access/staff-principal.js';
import { STAFF_COOKIE } from '../src/modules/access/staff-session.plugin.js';
import { hashPassword } from '../src/modules/access/password-hash.js';
import { eq } from 'drizzle-orm';
import { DEMO_ACCOUNTS, signIn, staffTestApp } from './helpers/sign-in.js';
import { fixtureData } from './helpers/fixture-data.js';
import { Browser, startEnrollment } from './helpers/browser.js';
import { loadDemoData } from '../src/db/seed/load-demo-data.js';
import { demoData } from '../src/db/seed/demo/index.js';

const START = new Date('2026-06-01T12:00:00Z');
const MINUTE = 60 * 1000;
const tess = DEMO_ACCOUNTS.tessAgent;
const groupAdmin = DEMO_ACCOUNTS.testGroupAdmin;

/** Each test signs in from its own address (newAddress), so that no test's wrong tries meet another's. */
const staff = staffTestApp({ start: START, demoData: fixtureData, addressPrefix: '10.0.0' });
const { clock, newAddress, trySignIn, unlock } = staff;

const whoAmI = (cookie?: string) => staff.app.inject({ method: 'GET', url: '/api/v1/get-signed-in-user', headers: cookie ? { cookie } : {} });
const signOut = (cookie: string) => staff.app.inject({ method: 'POST', url: '/api/v1/staff-sign-out', headers: { cookie }, payload: {} });

describe('signing in', () => {
  it('answers who signed in, and get-signed-in-user says the same until sign-out', async () => {
    clock.set(START);
    const response = await trySignIn(tess.email, tess.password, newAddress());
    expect(response.statusCode).toBe(200);
    const cookie = response.cookies.find((c) => c.name === STAFF_COOKIE)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const data = response.json().data;
    expect(data).toEqual({ role: 'agent', display_name: 'Tess Agent', agent_id: expect.any(Number), group_id: null });

    const header = `${STAFF_COOKIE}=${cookie.value}`;
    expect((await whoAmI(header)).json().data).toEqual(data);
    expect((await whoAmI()).json().data).toBeNull();
  });

  it('takes the e-mail in any case and with spaces around it', async () => {
    clock.set(START);
    expect((await trySignIn(`  ${tess.email.toUpperCase()} `, tess.password, newAddress())).statusCode).toBe(200);
  });

  it('signs a group administrator in with the group and its rep', async () => {
    clock.set(START);
    const cookie = await signIn(staff.app, groupAdmin, { remoteAddress: newAddress() });
    const me = (await whoAmI(cookie)).json().data;
    expect(me).toMatchObject({ role: 'group_admin', display_name: 'Gus Admin', group_id: expect.any(Number), agent_id: expect.any(Number) });
  });

  it('gives one answer for an unknown e-mail and a wrong password', async () => {
    clock.set(START);
    const address = newAddress();
    const unknown = await trySignIn('nobody@example.test', 'whatever', address);
    const wrong = await trySignIn(tess.email, 'not-the-password', address);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json()).toEqual({ status: 'error', message: 'The e-mail or password is incorrect.', errorCode: 'signInFailed' });
    expect(wrong.cookies.find((c) => c.name === STAFF_COOKIE && c.value)).toBeUndefined();
    await unlock(tess.email);
  });

  it('names the field that is missing or malformed', async () => {
    const response = await trySignIn('not-an-email', '', newAddress());
    expect(response.statusCode).toBe(422);
    expect(response.json().data).toEqual([
      { target_element: 'email', error_message: 'Enter a valid e-mail address, like name@example.com' },
      { target_element: 'password', error_message: 'Enter your password' },
    ]);
  });
});

describe('the session id', () => {
  it('is new at every sign-in, and the old one no longer works', async () => {
    clock.set(START);
    const address = newAddress();
    const first = await signIn(staff.app, tess, { remoteAddress: address });
    const second = await signIn(staff.app, tess, { remoteAddress: address, cookie: first });
    expect(second).not.toBe(first);
    expect((await whoAmI(first)).json().data).toBeNull();
    expect((await whoAmI(second)).json().data).toMatchObject({ role: 'agent' });
  });

  it('is stored only as a hash: the table holds no cookie value', async () => {
    clock.set(START);
    const cookie = await signIn(staff.app, tess, { remoteAddress: newAddress() });
    const token = staff.app.unsignCookie(decodeURIComponent(cookie.slice(STAFF_COOKIE.length + 1))).value!;
    const ids = (await staff.app.database.db.select({ id: staffSessions.id }).from(staffSessions)).map((r) => r.id);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids).not.toContain(token);
    expect(ids.every((id) => /^[0-9a-f]{64}$/.test(id))).toBe(true);
  });

  it('ends at sign-out, and a tampered cookie is no session', async () => {
    clock.set(START);
    const cookie = await signIn(staff.app, tess, { remoteAddress: newAddress() });
    const out = await signOut(cookie);
    expect(out.statusCode).toBe(200);
    expect(out.cookies.find((c) => c.name === STAFF_COOKIE)?.value).toBe('');
    expect((await whoAmI(cookie)).json().data).toBeNull();
    const again = await signIn(staff.app, tess, { remoteAddress: newAddress() });
    expect((await whoAmI(`${again.slice(0, -2)}xx`)).json().data).toBeNull();
  });
});

describe('lock-out', () => {
  it('locks the client for 15 minutes after 5 wrong passwords, refusing it even the right one meanwhile, while the account signs in from another client', async () => {
    clock.set(START);
    const address = newAddress();
    for (let i = 1; i <= 4; i++) expect((await trySignIn(tess.email, `wrong-${i}`, address)).statusCode).toBe(401);
    const fifth = await trySignIn(tess.email, 'wrong-5', address);
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().message).toBe('Too many failed sign-in attempts. Please try again in 15 minutes.');
    expect(fifth.headers['retry-after']).toBe('900');

    clock.advance(14 * MINUTE);
    const meanwhile = await trySignIn(tess.email, tess.password, address);
    expect(meanwhile.statusCode).toBe(429);
    expect(meanwhile.json().message).toBe('Too many failed sign-in attempts. Please try again in 15 minutes.');
    // The account is not locked: its owner signs in from a client that has not been failing (decision 0080).
    expect((await trySignIn(tess.email, tess.password, newAddress())).statusCode).toBe(200);

    clock.advance(MINUTE + 1000);
    expect((await trySignIn(tess.email, tess.password, address)).statusCode).toBe(200);
  });

  it('starts counting again after a right password', async () => {
    clock.set(START);
    const address = newAddress();
    for (let i = 0; i < 4; i++) await trySignIn(tess.email, 'wrong', address);
    expect((await trySignIn(tess.email, tess.password, address)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await trySignIn(tess.email, 'wrong', address)).statusCode).toBe(401);
    await unlock(tess.email);
  });

  it('answers an unknown e-mail the same way, so the lock-out does not tell which accounts exist', async () => {
    clock.set(START);
    const address = newAddress();
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push((await trySignIn('ghost@example.test', 'wrong', address)).statusCode);
    expect(answers).toEqual([401, 401, 401, 401, 429, 429]);
  });
});

describe('a password hashed with older parameters', () => {
  it('is hashed again with the current ones at the next right sign-in, and still signs in', async () => {
    clock.set(START);
    const db = staff.app.database.db;
    const hashOf = async () => (await db.select({ hash: staffAccounts.passwordHash }).from(staffAccounts).where(eq(staffAccounts.email, tess.email)))[0]!.hash;
    const current = await hashOf();
    await db.update(staffAccounts).set({ passwordHash: await hashPassword(tess.password, { N: 1024, r: 8, p: 1 }) }).where(eq(staffAccounts.email, tess.email));
    expect((await trySignIn(tess.email, tess.password)).statusCode).toBe(200);
    const rehashed = await hashOf();
    expect(rehashed.split('$').slice(0, 4)).toEqual(current.split('$').slice(0, 4));
    expect((await trySignIn(tess.email, tess.password)).statusCode).toBe(200);
  });
});

describe('the per-visitor limit', () => {
  it('refuses a 21st sign-in of one visitor within 15 minutes, right or wrong, and not a colleague behind the same address', async () => {
    clock.set(new Date('2026-06-02T09:00:00Z'));
    const address = newAddress();
    const visitor = new Browser(staff.app);
    await startEnrollment(visitor);
    const trySignInAs = (email: string, password: string) =>
      visitor.request({ method: 'POST', url: '/api/v1/staff-sign-in', remoteAddress: address, payload: { email, password } });
    for (let i = 0; i < 20; i++) expect((await trySignInAs(`person${i}@example.test`, 'wrong')).statusCode).toBe(401);
    const refused = await trySignInAs(tess.email, tess.password);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await trySignIn(tess.email, tess.password, address)).statusCode).toBe(200);
  });
});

describe('session expiry', () => {
  it('ends a session idle for 30 minutes', async () => {
    clock.set(START);
    const cookie = await signIn(staff.app, tess, { remoteAddress: newAddress() });
    clock.advance(29 * MINUTE);
    expect((await whoAmI(cookie)).json().data).not.toBeNull();
    clock.advance(29 * MINUTE);
    expect((await whoAmI(cookie)).json().data).not.toBeNull();
    clock.advance(30 * MINUTE + 1000);
    expect((await whoAmI(cookie)).json().data).toBeNull();
  });

  it('ends a session 12 hours after sign-in however busy it is', async () => {
    clock.set(START);
    const cookie = await signIn(staff.app, tess, { remoteAddress: newAddress() });
    for (let elapsed = 20; elapsed < 12 * 60; elapsed += 20) {
      clock.set(new Date(START.getTime() + elapsed * MINUTE));
      expect((await whoAmI(cookie)).json().data, `after ${elapsed} minutes`).not.toBeNull();
    }
    clock.set(new Date(START.getTime() + 12 * 60 * MINUTE));
    expect((await whoAmI(cookie)).json().data).toBeNull();
  });

  it('has the sweeper remove ended sessions and keep live ones', async () => {
    clock.set(new Date('2026-06-03T08:00:00Z'));
    await staff.app.sweepStaffSessions(new Date('2026-06-04T00:00:00Z'));
    const idle = await signIn(staff.app, tess, { remoteAddress: newAddress() });
    clock.advance(31 * MINUTE);
    const live = await signIn(staff.app, tess, { remoteAddress: newAddress() });
    expect(await staff.app.sweepStaffSessions()).toBe(1);
    expect((await whoAmI(live)).json().data).not.toBeNull();
    expect((await whoAmI(idle)).json().data).toBeNull();
    const rows = await staff.app.database.db.select({ id: staffSessions.id }).from(staffSessions);
    expect(rows).toHaveLength(1);
  });
});

describe('the seeded accounts', () => {
  it("exist for the loaded data set's reps and groups only (and the demo operator), and loading again re-hashes nothing", async () => {
    const accounts = () => staff.app.database.db.select({ email: staffAccounts.email, hash: staffAccounts.passwordHash }).from(staffAccounts).orderBy(staffAccounts.email);
    const before = await accounts();
    expect(before.map((a) => a.email)).toEqual([groupAdmin.email, tess.email, DEMO_ACCOUNTS.demoOperator.email].sort());
    expect(before.every((a) => a.hash.startsWith('scrypt$'))).toBe(true);
    await loadDemoData(staff.app.database.db, fixtureData);
    expect(await accounts()).toEqual(before);
  });

  it('has one rep account per demo rep and one administrator per demo group in the demo data set', () => {
    const seeded = Object.values(DEMO_ACCOUNTS);
    for (const agent of demoData.agents) expect(seeded.some((a) => 'agentCode' in a && a.agentCode === agent.accessCode), agent.accessCode).toBe(true);
    for (const group of demoData.groups) expect(seeded.some((a) => 'groupCode' in a && a.groupCode === group.code), group.code).toBe(true);
  });
});

describe('requireStaff', () => {
  /** What a route sees: a request whose staff() answers the principal of the given cookie (as the plugin would). */
  async function requestOf(cookie: string | null): Promise<FastifyRequest> {
    const me = cookie ? (await whoAmI(cookie)).json().data : null;
    const principal = me && (me.role === 'agent' ? { role: 'agent', accountId: 1, agentId: me.agent_id, displayName: me.display_name } : { role: 'group_admin', accountId: 2, groupId: me.group_id, agentId: me.agent_id, displayName: me.display_name });
    return { staff: async () => principal } as unknown as FastifyRequest;
  }

  it('refuses a signed-out browser and the other role with 404 (never 401), and answers the principal to its own role', async () => {
    clock.set(START);
    await expect(requireStaff(await requestOf(null))).rejects.toMatchObject({ kind: 'notFound' });
    const admin = await signIn(staff.app, groupAdmin, { remoteAddress: newAddress() });
    await expect(requireStaff(await requestOf(admin), 'agent')).rejects.toMatchObject({ kind: 'notFound' });
    expect(await requireStaff(await requestOf(admin), 'group_admin')).toMatchObject({ role: 'group_admin', groupId: expect.any(Number) });
    const rep = await signIn(staff.app, tess, { remoteAddress: newAddress() });
    expect(await requireStaff(await requestOf(rep))).toMatchObject({ role: 'agent', agentId: (await whoAmI(rep)).json().data.agent_id });
  });
});
