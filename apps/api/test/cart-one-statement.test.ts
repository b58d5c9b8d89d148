import { API_MESSAGES, BILLING_MESSAGES } from '@benefit-store/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FixedClock } from '../src/modules/shared/clock.js';
import { Browser, listedCard, startEnrollment } from './helpers/browser.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

// add-plan-to-cart prices a line from what the session read of its enrollment and writes it in one statement, only
// while nothing it was priced from changed (decision 0094; migration 0033's facts_version); otherwise it takes the
// locked path, which reads everything again. A visitor sees the same answers either way: these are the cases where
// the copy is out of date or the enrollment may not change, and the answer must be the locked path's.

const clock = new FixedClock(new Date('2026-07-06T08:00:00Z'));

describe('a cart line written in one statement', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ clock });
    // The notice of a change made by another process is still on its way: this replica's copy is out of date.
    await t.app.database.db.execute(sql`alter table enrollments disable trigger enrollments_priced_notify`);
  });
  afterAll(async () => {
    await t.close();
  });

  const count = async (browser: Browser, id: string) => (await browser.get('get-cart-count', { enrollment_id: id })).json().data.result as number;
  const one = async <T>(query: ReturnType<typeof sql>) => ((await t.app.database.db.execute(query)) as unknown as { rows: T[] }).rows[0];
  const factsVersion = async (id: string) => Number((await one<{ v: string }>(sql`select facts_version as v from enrollments where id = ${id}`))?.v);
  const cartLines = async (id: string) => (await one<{ n: number }>(sql`select count(*)::int as n from cart_items where enrollment_id = ${id}`))?.n;

  it('counts each plan added one after another, once, and lists them all in the cart', async () => {
    const browser = new Browser(t.app);
    const id = await startEnrollment(browser);
    const ppo = await listedCard(browser, id, 'Test Premier PPO');
    const dental = await listedCard(browser, id, 'Test Dental');
    const add = async (card: typeof ppo) => (await browser.post('add-plan-to-cart', { enrollment_id: id, plan_id: card.plan_id, plan_pricing_id: card.ppid })).json().data.result;
    expect(await add(ppo)).toBe(1);
    expect(await add(dental)).toBe(2);
    expect(await add(ppo)).toBe(2);
    expect((await listedCard(browser, id, 'Test Premier PPO')).is_in_cart).toBe(true);
    expect((await listedCard(browser, id, 'Test Dental')).is_in_cart).toBe(true);
    expect(await count(browser, id)).toBe(2);
  });

  it("writes the line in one statement: the enrollment's facts_version is that statement's own", async () => {
    const browser = new Browser(t.app);
    const id = await startEnrollment(browser);
    const ppo = await listedCard(browser, id, 'Test Premier PPO');
    // Without the cart's own trigger only the statement's first part sets the version: the locked path would leave it.
    await t.app.database.db.execute(sql`alter table cart_items disable trigger cart_items_facts_version`);
    try {
      expect(await factsVersion(id)).toBe(0);
      const added = await browser.post('add-plan-to-cart', { enrollment_id: id, plan_id: ppo.plan_id, plan_pricing_id: ppo.ppid });
      expect(added.json().data.result).toBe(1);
      expect(await factsVersion(id)).toBeGreaterThan(0);
    } finally {
      await t.app.database.db.execute(sql`alter table cart_items enable trigger cart_items_facts_version`);
    }
  });

  it('refuses a line for an enrollment completed since its copy was read, with the locked path\'s 409', async () => {
    const browser = new Browser(t.app);
    const id = await startEnrollment(browser);
    const ppo = await listedCard(browser, id, 'Test Premier PPO');
    // The completion's own transaction, as another replica would commit it: no notice reaches this copy.
    await t.app.database.db.execute(sql`update enrollments set completed_at = now() where id = ${id}`);
    const added = await browser.post('add-plan-to-cart', { enrollment_id: id, plan_id: ppo.plan_id, plan_pricing_id: ppo.ppid });
    expect(added.statusCode).toBe(409);
    expect(added.json().message).toBe(API_MESSAGES.enrollmentCompleted);
    expect(await cartLines(id)).toBe(0);
  });

  it('refuses the row its copy priced once the filter changed elsewhere, and leaves the cart empty', async () => {
    const browser = new Browser(t.app);
    const id = await startEnrollment(browser);
    const ppo = await listedCard(browser, id, 'Test Premier PPO');
    expect(ppo.tier).toBe('IO');
    // Another process moves the enrollment to Member + Spouse; this replica's copy still says Member Only.
    await t.app.database.db.execute(sql`update enrollments set filter_info = jsonb_set(filter_info, '{tier}', '"IS"') where id = ${id}`);
    const added = await browser.post('add-plan-to-cart', { enrollment_id: id, plan_id: ppo.plan_id, plan_pricing_id: ppo.ppid });
    expect(added.statusCode).toBe(422);
    expect(added.json().data).toEqual([{ target_element: 'plan_pricing_id', error_message: API_MESSAGES.planPricingNotFound }]);
    expect(await count(browser, id)).toBe(0);
  });

  it('refuses a line while a first premium is being charged, even from a copy read after the charge began', async () => {
    const browser = new Browser(t.app);
    const id = await startEnrollment(browser);
    const now = clock.now();
    await t.app.database.db.execute(sql`
      insert into payment_charges (enrollment_id, kind, amount_cents, currency, provider, idempotency_key, status, sent_at, created_at, updated_at)
      values (${id}, 'first_premium', 1000, 'usd', 'local-test', ${`first-premium:${id}`}, 'pending', ${now.toISOString()}, ${now.toISOString()}, ${now.toISOString()})`);
    const ppo = await listedCard(browser, id, 'Test Premier PPO');
    const added = await browser.post('add-plan-to-cart', { enrollment_id: id, plan_id: ppo.plan_id, plan_pricing_id: ppo.ppid });
    expect(added.statusCode).toBe(409);
    expect(added.json().message).toBe(BILLING_MESSAGES.chargeInProgress);
    expect(await count(browser, id)).toBe(0);
  });

  it("refuses a browser whose hold ended since its copy was read, as if the enrollment did not exist", async () => {
    const browser = new Browser(t.app);
    const id = await startEnrollment(browser);
    const ppo = await listedCard(browser, id, 'Test Premier PPO');
    await t.app.database.db.execute(sql`alter table session_enrollments disable trigger session_enrollments_notify`);
    try {
      await t.app.database.db.execute(sql`delete from session_enrollments where enrollment_id = ${id}`);
      const added = await browser.post('add-plan-to-cart', { enrollment_id: id, plan_id: ppo.plan_id, plan_pricing_id: ppo.ppid });
      expect(added.statusCode).toBe(404);
    } finally {
      await t.app.database.db.execute(sql`alter table session_enrollments enable trigger session_enrollments_notify`);
    }
    expect(await cartLines(id)).toBe(0);
  });
});
