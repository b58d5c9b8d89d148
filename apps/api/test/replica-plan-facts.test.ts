import type { PlanCard } from '@benefit-store/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { FixedClock } from '../src/modules/shared/clock.js';
import { SESSION_COOKIE } from '../src/plugins/session.js';
import { Browser, startEnrollment } from './helpers/browser.js';
import { plansData } from './helpers/plans-data.js';
import { createTestApp, freshDatabase, testConfig, usePostgres, type TestApp } from './helpers/test-app.js';

// A replica answers a session's listing and plan page from what it read of the enrollment in the last seconds
// (decision 0093). A browser's calls may land on either replica: what one does to the enrollment must show on the
// other as soon as the database's notice of it arrives (migration 0032's triggers). Two apps with their own pools and
// listening connections on one PostgreSQL database, a clock that stands still (so no copy gets old by itself): only
// the notice can make the first replica read again. On PGlite two apps share one connection and one copy, where these
// tests could not fail, so they run on PostgreSQL only.

let first: FastifyInstance;
let second: FastifyInstance;
let drop: () => Promise<void>;
const clock = new FixedClock(new Date('2026-07-06T08:00:00Z'));
/** A notice takes milliseconds; the bound is only there so a notice never sent fails the test instead of hanging it. */
const NOTICE_ARRIVES = { timeout: 20_000 };

const listed = async (browser: Browser, id: string, name: string): Promise<PlanCard> => {
  const groups = (await browser.get('get-filtered-plans', { enrollment_id: id })).json().data.result as { plans: PlanCard[] }[];
  const card = groups.flatMap((g) => g.plans).find((p) => p.plan_name === name);
  if (!card) throw new Error(`no plan ${name} listed`);
  return card;
};

/** The tier the plan page prices the enrollment at. */
const pageTier = async (browser: Browser, id: string, card: PlanCard) =>
  ((await browser.get('get-plan-pricing-detail', { pid: card.plan_id, enrollment_id: id })).json().data.plans as { tier: string; is_selected_tier: boolean }[]).find(
    (p) => p.is_selected_tier,
  )?.tier;

describe('one replica', () => {
  let t: TestApp;
  // The clock stands still here too, and the database sends no notice of these changes: on the replica that made a
  // change, the change itself forgets the copies at once (a notice arrives only after the answer may have gone out).
  beforeAll(async () => {
    t = await createTestApp({ clock: new FixedClock(new Date('2026-07-06T08:00:00Z')) });
    await t.app.database.db.execute(sql`alter table cart_items disable trigger cart_items_notify`);
    await t.app.database.db.execute(sql`alter table enrollments disable trigger enrollments_priced_notify`);
  });
  const sessionOf = (browser: Browser) => browser.cookieValue(SESSION_COOKIE)!.split('.')[0]!;
  afterAll(async () => {
    await t.close();
  });

  it('lists a plan as in the cart, and its page at a new tier, on the very next call after the change', async () => {
    const browser = new Browser(t.app);
    const id = await startEnrollment(browser);
    const ppo = await listed(browser, id, 'Test Premier PPO');
    expect(ppo.is_in_cart).toBe(false);
    expect(await pageTier(browser, id, ppo)).toBe('IO');
    expect((await browser.post('add-plan-to-cart', { enrollment_id: id, plan_id: ppo.plan_id, plan_pricing_id: ppo.ppid })).statusCode).toBe(200);
    expect((await listed(browser, id, 'Test Premier PPO')).is_in_cart).toBe(true);
    expect((await browser.post('remove-plan-from-cart', { enrollment_id: id, plan_id: ppo.plan_id, plan_pricing_id: ppo.ppid })).statusCode).toBe(200);
    expect((await listed(browser, id, 'Test Premier PPO')).is_in_cart).toBe(false);
    expect((await browser.put(`change-filter-info/${id}`, { tier: 'IS' })).statusCode).toBe(200);
    expect(await pageTier(browser, id, ppo)).toBe('IS');
  });

  it("lists a plan another browser holding the same enrollment added, on this browser's very next call", async () => {
    const member = new Browser(t.app);
    const id = await startEnrollment(member);
    const ppo = await listed(member, id, 'Test Premier PPO');
    expect(ppo.is_in_cart).toBe(false);
    // A second browser holds the same enrollment (as a resume link opened elsewhere would make it).
    const other = new Browser(t.app);
    await startEnrollment(other);
    await t.app.database.db.execute(sql`insert into session_enrollments (session_id, enrollment_id) values (${sessionOf(other)}, ${id})`);
    expect((await other.post('add-plan-to-cart', { enrollment_id: id, plan_id: ppo.plan_id, plan_pricing_id: ppo.ppid })).statusCode).toBe(200);
    expect((await listed(member, id, 'Test Premier PPO')).is_in_cart).toBe(true);
  });
});

describe.skipIf(!usePostgres())("an enrollment's priced facts changed on another replica", () => {
  beforeAll(async () => {
    const fresh = await freshDatabase(true);
    drop = fresh.drop;
    const config = testConfig(fresh.config);
    const build = () => buildApp(config, { logger: false, clock, demoData: plansData });
    first = await build();
    second = await build();
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await drop?.();
  });

  it("lists a plan added to the cart on the other replica as in the cart, and its page at the tier chosen there", async () => {
    const onFirst = new Browser(first);
    const id = await startEnrollment(onFirst);
    const ppo = await listed(onFirst, id, 'Test Premier PPO');
    expect(ppo.is_in_cart).toBe(false);
    expect(await pageTier(onFirst, id, ppo)).toBe('IO');
    // Asked again on the first replica: answered from its copy (the clock stands still, nothing was written).
    expect((await listed(onFirst, id, 'Test Premier PPO')).is_in_cart).toBe(false);

    const onSecond = new Browser(second).acceptCookies(`${SESSION_COOKIE}=${onFirst.cookieValue(SESSION_COOKIE)}`);
    const added = await onSecond.post('add-plan-to-cart', { enrollment_id: id, plan_id: ppo.plan_id, plan_pricing_id: ppo.ppid });
    expect(added.statusCode, added.body).toBe(200);
    await expect.poll(async () => (await listed(onFirst, id, 'Test Premier PPO')).is_in_cart, NOTICE_ARRIVES).toBe(true);

    expect((await onSecond.put(`change-filter-info/${id}`, { tier: 'IS' })).statusCode).toBe(200);
    await expect.poll(() => pageTier(onFirst, id, ppo), NOTICE_ARRIVES).toBe('IS');
  });

  it('stops listing an enrollment for a browser whose hold on it ended elsewhere', async () => {
    const browser = new Browser(first);
    const id = await startEnrollment(browser);
    expect((await browser.get('get-filtered-plans', { enrollment_id: id })).statusCode).toBe(200);
    // As the retention job, or a rep's member enrollment detached, ends a hold: by another process on the database.
    await second.database.db.execute(sql`delete from session_enrollments where enrollment_id = ${id}`);
    await expect.poll(async () => (await browser.get('get-filtered-plans', { enrollment_id: id })).statusCode, NOTICE_ARRIVES).toBe(404);
  });
});
