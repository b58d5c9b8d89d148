import type { PlanCard } from '@benefit-store/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FixedClock } from '../src/modules/shared/clock.js';
import { SESSION_COOKIE } from '../src/plugins/session.js';
import { Browser, listedCard, startEnrollment } from './helpers/browser.js';
import { planPricing } from './helpers/plan-pricing.js';
import { createTestApp, usePostgres, type TestApp } from './helpers/test-app.js';
import { useTwoReplicas } from './helpers/two-replicas.js';

// A replica answers a session's listing and plan page from what it read of the enrollment in the last seconds
// (decision 0093). What a browser does to the enrollment must show on its very next call: on the replica that made
// the change because the change itself forgets the copies, on another as soon as the database's notice of it arrives
// (migration 0032's triggers). The clock stands still, so no copy gets old by itself.

const clock = new FixedClock(new Date('2026-07-06T08:00:00Z'));
/** A notice takes milliseconds; the bound is only there so a notice never sent fails the test instead of hanging it. */
const NOTICE_ARRIVES = { timeout: 20_000 };

/** The tier the plan page prices the enrollment at. */
const pageTier = async (browser: Browser, id: string, card: PlanCard) => (await planPricing(browser, card.plan_id, id)).plans.find((p) => p.is_selected_tier)?.tier;

/** The session id a browser's cookie names (the cookie is signed: `id.signature`). */
const sessionOf = (browser: Browser) => browser.cookieValue(SESSION_COOKIE)!.split('.')[0]!;

describe('one replica', () => {
  let t: TestApp;
  // The database sends no notice of these changes here: a notice may arrive only after the answer went out.
  beforeAll(async () => {
    t = await createTestApp({ clock });
    await t.app.database.db.execute(sql`alter table cart_items disable trigger cart_items_notify`);
    await t.app.database.db.execute(sql`alter table enrollments disable trigger enrollments_priced_notify`);
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists a plan as in the cart, and its page at a new tier, on the very next call after the change', async () => {
    const browser = new Browser(t.app);
    const id = await startEnrollment(browser);
    const ppo = await listedCard(browser, id, 'Test Premier PPO');
    expect(ppo.is_in_cart).toBe(false);
    expect(await pageTier(browser, id, ppo)).toBe('IO');
    expect((await browser.post('add-plan-to-cart', { enrollment_id: id, plan_id: ppo.plan_id, plan_pricing_id: ppo.ppid })).statusCode).toBe(200);
    expect((await listedCard(browser, id, 'Test Premier PPO')).is_in_cart).toBe(true);
    expect((await browser.post('remove-plan-from-cart', { enrollment_id: id, plan_id: ppo.plan_id, plan_pricing_id: ppo.ppid })).statusCode).toBe(200);
    expect((await listedCard(browser, id, 'Test Premier PPO')).is_in_cart).toBe(false);
    expect((await browser.put(`change-filter-info/${id}`, { tier: 'IS' })).statusCode).toBe(200);
    expect(await pageTier(browser, id, ppo)).toBe('IS');
  });

  it("lists a plan another browser holding the same enrollment added, on this browser's very next call", async () => {
    const member = new Browser(t.app);
    const id = await startEnrollment(member);
    const ppo = await listedCard(member, id, 'Test Premier PPO');
    expect(ppo.is_in_cart).toBe(false);
    // A second browser holds the same enrollment (as a resume link opened elsewhere would make it).
    const other = new Browser(t.app);
    await startEnrollment(other);
    await t.app.database.db.execute(sql`insert into session_enrollments (session_id, enrollment_id) values (${sessionOf(other)}, ${id})`);
    expect((await other.post('add-plan-to-cart', { enrollment_id: id, plan_id: ppo.plan_id, plan_pricing_id: ppo.ppid })).statusCode).toBe(200);
    expect((await listedCard(member, id, 'Test Premier PPO')).is_in_cart).toBe(true);
  });
});

describe.skipIf(!usePostgres())("an enrollment's priced facts changed on another replica", () => {
  const replicas = useTwoReplicas(clock);

  it("lists a plan added to the cart on the other replica as in the cart, and its page at the tier chosen there", async () => {
    const onFirst = new Browser(replicas.first());
    const id = await startEnrollment(onFirst);
    const ppo = await listedCard(onFirst, id, 'Test Premier PPO');
    expect(ppo.is_in_cart).toBe(false);
    expect(await pageTier(onFirst, id, ppo)).toBe('IO');
    // Asked again on the first replica: answered from its copy (the clock stands still, nothing was written).
    expect((await listedCard(onFirst, id, 'Test Premier PPO')).is_in_cart).toBe(false);

    const onSecond = new Browser(replicas.second()).acceptCookies(`${SESSION_COOKIE}=${onFirst.cookieValue(SESSION_COOKIE)}`);
    const added = await onSecond.post('add-plan-to-cart', { enrollment_id: id, plan_id: ppo.plan_id, plan_pricing_id: ppo.ppid });
    expect(added.statusCode, added.body).toBe(200);
    await expect.poll(async () => (await listedCard(onFirst, id, 'Test Premier PPO')).is_in_cart, NOTICE_ARRIVES).toBe(true);

    expect((await onSecond.put(`change-filter-info/${id}`, { tier: 'IS' })).statusCode).toBe(200);
    await expect.poll(() => pageTier(onFirst, id, ppo), NOTICE_ARRIVES).toBe('IS');
  });

  it('stops listing an enrollment for a browser whose hold on it ended elsewhere', async () => {
    const browser = new Browser(replicas.first());
    const id = await startEnrollment(browser);
    expect((await browser.get('get-filtered-plans', { enrollment_id: id })).statusCode).toBe(200);
    // As the retention job, or a rep's member enrollment detached, ends a hold: by another process on the database.
    await replicas.second().database.db.execute(sql`delete from session_enrollments where enrollment_id = ${id}`);
    await expect.poll(async () => (await browser.get('get-filtered-plans', { enrollment_id: id })).statusCode, NOTICE_ARRIVES).toBe(404);
  });
});
