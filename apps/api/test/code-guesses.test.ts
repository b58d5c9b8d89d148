import {
  ACCOUNT_MISSES_BEFORE_DELAY,
  ADDRESS_CALLS_PER_MINUTE,
  CLIENT_MISSES_PER_ACCOUNT,
  GUESS_ADDRESS_SHARE,
  MESSAGES,
  MISSES_PER_SECRET,
  STAFF_ACCOUNT_MAX_FAILED_ATTEMPTS,
  STAFF_MAX_FAILED_ATTEMPTS,
} from '@benefit-store/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agents, outboxMessages } from '../src/db/schema/index.js';
import { LIMIT_PURPOSE, visitorOf } from '../src/modules/limits/index.js';
import { FixedClock } from '../src/modules/shared/clock.js';
import { addPlan, Browser, startEnrollment } from './helpers/browser.js';
import { plansData } from './helpers/plans-data.js';
import { DEMO_ACCOUNTS } from './helpers/sign-in.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

// Issue 26 items 1 and 7 (docs/decisions/0080-guessers-locked-accounts-slowed.md), with the table's limits.
const START = '2026-06-01T12:00:10Z';
const VALID = { first_name: 'Ana', last_name: 'Ruiz', weight: 150, height_feet: 5, height_inch: 7, marital_status: 1, ssn: '123-45-6789', prior_coverage_flag: 0 };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demoData: plansData, config: { rateLimitMax: ADDRESS_CALLS_PER_MINUTE, limits: {} }, clock: new FixedClock(START) });
});
afterAll(async () => t.close());

let addressCount = 0;
/** A client address of its own for each client of a test, so that no test's counts meet another's. */
const newAddress = () => `198.18.${Math.floor(++addressCount / 250)}.${(addressCount % 250) + 1}`;

/** One browser at one client address (its own unless given one). */
class Client extends Browser {
  constructor(
    app: TestApp['app'],
    readonly address: string = newAddress(),
  ) {
    super(app);
  }
  call(method: 'GET' | 'POST', path: string, data: Record<string, unknown> = {}): Promise<LightMyRequestResponse> {
    const url = `/api/v1/${path}`;
    return method === 'GET'
      ? this.request({ method, url, query: Object.fromEntries(Object.entries(data).map(([k, v]) => [k, String(v)])), remoteAddress: this.address })
      : this.request({ method, url, payload: data, remoteAddress: this.address });
  }
}

async function repEnrollment(client: Client, overrides: Record<string, unknown> = { eprocess: 'rep' }): Promise<string> {
  const id = await startEnrollment(client, overrides);
  await addPlan(client, id, 'Test Premier PPO');
  return id;
}

describe('guessing access, group and enroller codes (item 1)', () => {
  /** Every call that checks a rep's access code, a group code or an enroller code, each with a wrong one. */
  const paths = (id: string): ((c: Client, i: number) => Promise<LightMyRequestResponse>)[] => [
    (c, i) => c.call('POST', 'save-personal-info', { enrollment_id: id, ...VALID, enroller_code: `NOPE${1000 + i}` }),
    (c, i) => c.call('GET', 'validate-agent', { agent_code: `ZZZZ${1000 + i}` }),
    (c, i) => c.call('POST', 'save-enroller-code', { enrollment_id: id, enrollerCode: `NOPE${2000 + i}` }),
    (c, i) => c.call('GET', 'validate-group', { group_code: `GUES${1000 + i}` }),
    (c, i) => c.call('POST', 'save-enrollment', { tab: 'primary_info', enrollment_id: id, email: 'ana@example.com', data: { ...VALID, enroller_code: `NOPE${3000 + i}` } }),
    (c, i) => c.call('POST', 'set-enrollment-group-code', { enrollment_id: id, group_code: `GUES${2000 + i}` }),
  ];

  it(`one client gets ${MISSES_PER_SECRET} wrong codes in all, through every path mixed, as validate-agent alone; then its right code is refused and a fresh client's accepted`, async () => {
    const guesser = new Client(t.app);
    const id = await repEnrollment(guesser);
    const statuses: number[] = [];
    for (let i = 0; i < 3 * MISSES_PER_SECRET; i++) statuses.push((await paths(id)[i % 6]!(guesser, i)).statusCode);
    const answered = statuses.filter((s) => s !== 429);
    expect(answered.length).toBe(MISSES_PER_SECRET);
    expect(new Set(answered)).toEqual(new Set([422, 204]));
    expect(statuses.slice(MISSES_PER_SECRET)).toEqual(statuses.slice(MISSES_PER_SECRET).map(() => 429));

    const refused = await guesser.call('POST', 'save-personal-info', { enrollment_id: id, ...VALID, enroller_code: 'TEST1234' });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json()).toMatchObject({ status: 'error', errorCode: 'tooManyRequests', message: MESSAGES.tooManyRequests });
    expect((await guesser.call('GET', 'validate-agent', { agent_code: 'TEST1234' })).statusCode).toBe(429);

    const fresh = new Client(t.app);
    const other = await repEnrollment(fresh);
    expect((await fresh.call('POST', 'save-personal-info', { enrollment_id: other, ...VALID, enroller_code: 'TEST1234' })).statusCode).toBe(200);
  });

  it('past the budget only the code check is refused: the same client saves what carries no code, and the store answers', async () => {
    const guesser = new Client(t.app);
    const id = await repEnrollment(guesser);
    for (let i = 0; i < MISSES_PER_SECRET; i++) expect([204, 422]).toContain((await paths(id)[i % 6]!(guesser, i)).statusCode);
    expect((await guesser.call('GET', 'validate-agent', { agent_code: 'ZZZZ9999' })).statusCode).toBe(429);

    const plain = await repEnrollment(guesser, {});
    expect((await guesser.call('POST', 'save-personal-info', { enrollment_id: plain, ...VALID })).statusCode).toBe(200);
    expect((await guesser.call('POST', 'save-enrollment', { tab: 'primary_info', enrollment_id: plain, email: 'ana@example.com', data: VALID })).statusCode).toBe(200);
    expect((await guesser.call('GET', 'get-filtered-plans', { enrollment_id: plain })).statusCode).toBe(200);
  });

  it(`counts the wrong codes of one enrollment together, whichever browser holding it sends them`, async () => {
    const owner = new Client(t.app);
    const id = await repEnrollment(owner);
    for (let i = 0; i < MISSES_PER_SECRET / 2; i++) expect((await owner.call('POST', 'save-enroller-code', { enrollment_id: id, enrollerCode: `NOPE${4000 + i}` })).statusCode).toBe(422);
    // The enrollment saved for later and resumed in a second browser elsewhere: it holds the same enrollment.
    expect((await owner.call('POST', 'save-enrollment', { tab: 'primary_info', enrollment_id: id, email: 'shared@example.com', data: { ...VALID, enroller_code: 'TEST1234' } })).statusCode).toBe(200);
    const second = new Client(t.app);
    expect((await second.call('POST', 'continue-enrollment', { code: await resumeCodeTo('shared@example.com'), email: 'shared@example.com' })).statusCode).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < MISSES_PER_SECRET; i++) statuses.push((await second.call('POST', 'save-enroller-code', { enrollment_id: id, enrollerCode: `NOPE${5000 + i}` })).statusCode);
    expect(statuses.filter((s) => s === 422).length).toBe(MISSES_PER_SECRET / 2);
    expect(statuses.at(-1)).toBe(429);
  });
});

/** The newest resume code e-mailed to `recipient` (the outbox). */
async function resumeCodeTo(recipient: string): Promise<string> {
  const [row] = await t.app.database.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.recipient, recipient), eq(outboxMessages.template, 'resume-code')))
    .orderBy(desc(outboxMessages.id))
    .limit(1);
  return /^([2-9A-Z]{5}-[2-9A-Z]{5})$/m.exec(row!.text)![1]!;
}

describe('every code check counts, for every kind of client, and only for the enrollment\'s holders (review of 0080)', () => {
  const TICKS = { agree_general: true, agree_health: true, agree_income: true, agree_payment: true, signature_name: 'Jane Doe' };
  const repOf = async (code: string) => (await t.app.database.db.select({ id: agents.id }).from(agents).where(eq(agents.accessCode, code)))[0]!.id;

  it(`the agreement's rep code (save-agreement-info, save-enrollment's aggrement_info) shares the ${MISSES_PER_SECRET} wrong codes with validate-agent; then the right code is refused to that client, accepted from a fresh one`, async () => {
    const agentId = await repOf('TEST1234');
    const guesser = new Client(t.app);
    const id = await repEnrollment(guesser, { eprocess: 'rep', agent_id: agentId });
    const paths: ((i: number) => Promise<LightMyRequestResponse>)[] = [
      (i) => guesser.call('POST', 'save-agreement-info', { enrollment_id: id, ...TICKS, agent_name: 'Tess Agent', agent_code: `NOPE${6000 + i}` }),
      (i) => guesser.call('POST', 'save-enrollment', { tab: 'aggrement_info', enrollment_id: id, email: 'rep@example.com', data: { ...TICKS, agent_name: 'Tess Agent', agent_code: `NOPE${7000 + i}` } }),
      (i) => guesser.call('GET', 'validate-agent', { agent_code: `ZZZZ${6000 + i}` }),
    ];
    const statuses: number[] = [];
    for (let i = 0; i < 3 * MISSES_PER_SECRET; i++) statuses.push((await paths[i % 3]!(i)).statusCode);
    expect(statuses.filter((s) => s !== 429)).toEqual(statuses.slice(0, MISSES_PER_SECRET).map(() => 422));
    expect(statuses.slice(MISSES_PER_SECRET)).toEqual(statuses.slice(MISSES_PER_SECRET).map(() => 429));
    expect((await guesser.call('POST', 'save-agreement-info', { enrollment_id: id, ...TICKS, agent_name: 'Tess Agent', agent_code: 'TEST1234' })).statusCode).toBe(429);

    const fresh = new Client(t.app);
    const other = await repEnrollment(fresh, { eprocess: 'rep', agent_id: agentId });
    expect((await fresh.call('POST', 'save-agreement-info', { enrollment_id: other, ...TICKS, agent_name: 'Tess Agent', agent_code: 'TEST1234' })).statusCode).toBe(200);
  });

  it(`a client without a cookie gets ${GUESS_ADDRESS_SHARE * MISSES_PER_SECRET} wrong codes from one address, not ADDRESS_SHARE visitors' worth`, async () => {
    const address = newAddress();
    const statuses: number[] = [];
    for (let i = 0; i < GUESS_ADDRESS_SHARE * MISSES_PER_SECRET + 5; i++) {
      statuses.push((await t.app.inject({ method: 'GET', url: '/api/v1/validate-agent', query: { agent_code: `ZZZZ${8000 + i}` }, remoteAddress: address })).statusCode);
    }
    expect(statuses.filter((s) => s !== 429).length).toBe(GUESS_ADDRESS_SHARE * MISSES_PER_SECRET);
    expect(statuses.at(-1)).toBe(429);
  });

  it(`a client opening a new session for every try gets ${GUESS_ADDRESS_SHARE * MISSES_PER_SECRET} wrong codes from one address`, async () => {
    const address = newAddress();
    const statuses: number[] = [];
    for (let i = 0; i < GUESS_ADDRESS_SHARE * MISSES_PER_SECRET + 3; i++) {
      const client = new Client(t.app, address);
      const id = await startEnrollment(client);
      expect(client.hasSession).toBe(true);
      statuses.push((await client.call('POST', 'save-enroller-code', { enrollment_id: id, enrollerCode: `NOPE${9000 + i}` })).statusCode);
    }
    expect(statuses.filter((s) => s !== 429).length).toBe(GUESS_ADDRESS_SHARE * MISSES_PER_SECRET);
    expect(statuses.at(-1)).toBe(429);
  });

  it(`strangers naming someone else's enrollment are answered 404 and count nothing: its owner's right code still goes through`, async () => {
    const owner = new Client(t.app);
    const id = await repEnrollment(owner);
    const statuses: number[] = [];
    for (let i = 0; i < MISSES_PER_SECRET + 2; i++) {
      const stranger = newAddress();
      const send = (path: string, payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: `/api/v1/${path}`, payload: { enrollment_id: id, ...payload }, remoteAddress: stranger });
      statuses.push((await send('set-enrollment-group-code', { group_code: `GUES${3000 + i}` })).statusCode);
      statuses.push((await send('save-enroller-code', { enrollerCode: `NOPE${3000 + i}` })).statusCode);
      statuses.push((await send('save-agreement-info', { ...TICKS, agent_name: 'Tess Agent', agent_code: `NOPE${3000 + i}` })).statusCode);
    }
    expect(new Set(statuses)).toEqual(new Set([404]));
    expect((await owner.call('POST', 'save-enroller-code', { enrollment_id: id, enrollerCode: 'TEST1234' })).statusCode).toBe(200);
  });
});

describe('forged links sent at once (item 7a)', () => {
  // A pin: the counters are this process's (or Redis's), never PostgreSQL's, so the database under the test does not
  // change what is counted; this holds the count exact under 200 calls at once in one process.
  it(`200 forged direct-continue links at once from one visitor: exactly ${MISSES_PER_SECRET} are looked up (404), the rest refused, ${MISSES_PER_SECRET} misses counted (pin)`, async () => {
    const guesser = new Client(t.app);
    await startEnrollment(guesser);
    const answers = await Promise.all(Array.from({ length: 200 }, (_, i) => guesser.call('GET', `direct-continue/forged-${i}-${'x'.repeat(20)}`)));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 404).length).toBe(MISSES_PER_SECRET);
    expect(statuses.filter((s) => s === 429).length).toBe(200 - MISSES_PER_SECRET);
    expect(await t.app.limiter.missesCounted(LIMIT_PURPOSE.linkGuess, visitorOf(null, guesser.address))).toBe(MISSES_PER_SECRET);
    expect((await new Client(t.app).call('GET', 'direct-continue/forged-by-a-colleague')).statusCode).toBe(404);
  });
});

describe('wrong codes for someone else lock the guesser, not the account (item 7b)', () => {
  it(`past ${ACCOUNT_MISSES_BEFORE_DELAY} wrong resume codes from many clients, the victim's right code from a clean client is accepted; a client that failed is slowed`, async () => {
    const victim = new Client(t.app);
    const id = await repEnrollment(victim, {});
    expect((await victim.call('POST', 'save-enrollment', { tab: 'primary_info', enrollment_id: id, email: 'many@example.com', data: VALID })).statusCode).toBe(200);
    const code = await resumeCodeTo('many@example.com');
    const attackers = Array.from({ length: ACCOUNT_MISSES_BEFORE_DELAY / CLIENT_MISSES_PER_ACCOUNT + 1 }, () => new Client(t.app));
    const statuses: number[] = [];
    for (const [n, attacker] of attackers.entries()) {
      for (let i = 0; i < CLIENT_MISSES_PER_ACCOUNT; i++) {
        statuses.push((await attacker.call('POST', 'continue-enrollment', { code: `ABCDE-${'FGHJK'[n % 5]}${'MNPQR'[i % 5]}${'STUVW'[(n + i) % 5]}XY`, email: 'many@example.com' })).statusCode);
      }
    }
    expect(statuses.filter((s) => s === 422).length).toBeGreaterThan(ACCOUNT_MISSES_BEFORE_DELAY);
    // The last client had failed already: past the account's limit its further tries wait.
    expect(statuses.at(-1)).toBe(429);
    expect((await attackers.at(-1)!.call('POST', 'continue-enrollment', { code, email: 'many@example.com' })).statusCode).toBe(429);
    expect((await new Client(t.app).call('POST', 'continue-enrollment', { code, email: 'many@example.com' })).statusCode).toBe(200);
  });

  it(`a victim's right resume code is accepted from its own browser after another client's wrong ones; that client is refused`, async () => {
    const victim = new Client(t.app);
    const id = await repEnrollment(victim, {});
    expect((await victim.call('POST', 'save-enrollment', { tab: 'primary_info', enrollment_id: id, email: 'victim@example.com', data: VALID })).statusCode).toBe(200);
    const code = await resumeCodeTo('victim@example.com');

    const attacker = new Client(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < MISSES_PER_SECRET + 1; i++) statuses.push((await attacker.call('POST', 'continue-enrollment', { code: `ABCDE-FG${'HJKMN'[i % 5]}${i % 10 === 0 ? 'P' : 'Q'}${'RSTUV'[i % 5]}`, email: 'victim@example.com' })).statusCode);
    expect(statuses.filter((s) => s === 422).length).toBe(CLIENT_MISSES_PER_ACCOUNT);
    expect(statuses.at(-1)).toBe(429);
    // The attacking client is refused even the right code; the victim, from a client that has not been failing, is let in.
    expect((await attacker.call('POST', 'continue-enrollment', { code, email: 'victim@example.com' })).statusCode).toBe(429);
    const resumed = await new Client(t.app).call('POST', 'continue-enrollment', { code, email: 'victim@example.com' });
    expect(resumed.statusCode).toBe(200);
  });

  it(`a rep signs in with the right password from a fresh client after ${STAFF_MAX_FAILED_ATTEMPTS} wrong ones elsewhere; the guessing client stays refused`, async () => {
    const rep = DEMO_ACCOUNTS.tessAgent;
    const signIn = (address: string, password: string) =>
      t.app.inject({ method: 'POST', url: '/api/v1/staff-sign-in', remoteAddress: address, payload: { email: rep.email, password } });
    const guesser = newAddress();
    const statuses: number[] = [];
    for (let i = 0; i < STAFF_MAX_FAILED_ATTEMPTS; i++) statuses.push((await signIn(guesser, `wrong-${i}`)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    expect((await signIn(guesser, rep.password)).statusCode).toBe(429);
    expect((await signIn(newAddress(), rep.password)).statusCode).toBe(200);
  });

  it(`a rep's right password from a clean client is checked past the account's ${STAFF_ACCOUNT_MAX_FAILED_ATTEMPTS} wrong tries from everyone; a client that failed stays held`, async () => {
    const rep = DEMO_ACCOUNTS.tessAgent;
    const signIn = (address: string, password: string) =>
      t.app.inject({ method: 'POST', url: '/api/v1/staff-sign-in', remoteAddress: address, payload: { email: rep.email, password } });
    const guessers = Array.from({ length: STAFF_ACCOUNT_MAX_FAILED_ATTEMPTS / STAFF_MAX_FAILED_ATTEMPTS }, () => newAddress());
    for (const guesser of guessers) for (let i = 0; i < STAFF_MAX_FAILED_ATTEMPTS; i++) await signIn(guesser, `wrong-${i}`);
    // One wrong try from a clean client is checked (and counted); from then on that client is held too.
    const late = newAddress();
    expect((await signIn(late, 'wrong-late')).statusCode).toBe(429);
    expect((await signIn(late, rep.password)).statusCode).toBe(429);
    expect((await signIn(guessers[0]!, rep.password)).statusCode).toBe(429);
    const owner = await signIn(newAddress(), rep.password);
    expect(owner.statusCode).toBe(200);
  });
});
