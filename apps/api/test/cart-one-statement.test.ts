import { API_MESSAGES, BILLING_MESSAGES, PAYMENT_CHARGE_KINDS, PAYMENT_CURRENCY, type PlanCard } from '@benefit-store/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrollments, paymentCharges } from '../src/db/schema/index.js';
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
    await db().execute(sql`alter table enrollments disable trigger enrollments_priced_notify`);
  });
  afterAll(async () => {
    await t.close();
  });

  const db = () => t.app.database.db;
  const add = (browser: Browser, id: string, card: PlanCard) => browser.post('add-plan-to-cart', { enrollment_id: id, plan_id: card.plan_id, plan_pricing_id: card.ppid });
  const count = async (browser: Browser, id: string) => (await browser.get('get-cart-count', { enrollment_id: id })).json().data.result as number;
  /** The cart's lines as stored: for an enrollment whose browser may no longer ask (its hold ended). */
  const storedLines = async (id: string) => ((await db().execute(sql`select count(*)::int as n from cart_items where enrollment_id = ${id}`)) as unknown as { rows: { n: number }[] }).rows[0]?.n;
  const factsVersion = async (id: string) => (await db().select({ v: enrollments.factsVersion }).from(enrollments).where(eq(enrollments.id, id)))[0]?.v;
  /** Runs `work` with one trigger off, as if what it does had not happened yet (a notice on its way) or not at all. */
  const withoutTrigger = async (table: string, trigger: string, work: () => Promise<void>) => {
    await db().execute(sql`alter table ${sql.identifier(table)} disable trigger ${sql.identifier(trigger)}`);
    try {
      await work();
    } finally {
      await db().execute(sql`alter table ${sql.identifier(table)} enable trigger ${sql.identifier(trigger)}`);
    }
  };

  it('counts each plan added one after another, once, and lists them all in the cart', async () => {
    const browser = new Browser(t.app);
    const id = await startEnrollment(browser);
    const ppo = await listedCard(browser, id, 'Test Premier PPO');
    const dental = await listedCard(browser, id, 'Test Dental');
    const added = async (card: PlanCard) => (await add(browser, id, card)).json().data.result;
    expect(await added(ppo)).toBe(1);
    expect(await added(dental)).toBe(2);
    expect(await added(ppo)).toBe(2);
    expect((await listedCard(browser, id, 'Test Premier PPO')).is_in_cart).toBe(true);
    expect((await listedCard(browser, id, 'Test Dental')).is_in_cart).toBe(true);
    expect(await count(browser, id)).toBe(2);
  });

  it("writes the line in one statement: the enrollment's facts_version is that statement's own", async () => {
    const browser = new Browser(t.app);
    const id = await startEnrollment(browser);
    const ppo = await listedCard(browser, id, 'Test Premier PPO');
    // Without the cart's own trigger only the statement's first part sets the version: the locked path would leave it.
    await withoutTrigger('cart_items', 'cart_items_facts_version', async () => {
      expect(await factsVersion(id)).toBe(0);
      expect((await add(browser, id, ppo)).json().data.result).toBe(1);
      expect(await factsVersion(id)).toBeGreaterThan(0);
    });
  });

  it('refuses a line for an enrollment completed since its copy was read, with the locked path\'s 409', async () => {
    const browser = new Browser(t.app);
    const id = await startEnrollment(browser);
    const ppo = await listedCard(browser, id, 'Test Premier PPO');
    // The completion's own transaction, as another replica would commit it: no notice reaches this copy.
    await db().update(enrollments).set({ completedAt: clock.now() }).where(eq(enrollments.id, id));
    const added = await add(browser, id, ppo);
    expect(added.statusCode).toBe(409);
    expect(added.json().message).toBe(API_MESSAGES.enrollmentCompleted);
    expect(await count(browser, id)).toBe(0);
  });

  it('refuses the row its copy priced once the filter changed elsewhere, and leaves the cart empty', async () => {
    const browser = new Browser(t.app);
    const id = await startEnrollment(browser);
    const ppo = await listedCard(browser, id, 'Test Premier PPO');
    expect(ppo.tier).toBe('IO');
    // Another process moves the enrollment to Member + Spouse; this replica's copy still says Member Only.
    await db().execute(sql`update enrollments set filter_info = jsonb_set(filter_info, '{tier}', '"IS"') where id = ${id}`);
    const added = await add(browser, id, ppo);
    expect(added.statusCode).toBe(422);
    expect(added.json().data).toEqual([{ target_element: 'plan_pricing_id', error_message: API_MESSAGES.planPricingNotFound }]);
    expect(await count(browser, id)).toBe(0);
  });

  it('refuses a line while a first premium is being charged, even from a copy read after the charge began', async () => {
    const browser = new Browser(t.app);
    const id = await startEnrollment(browser);
    const now = clock.now();
    // As a completion's claim leaves it while the processor answers (claimFirstPremium): pending, sent just now.
    await db()
      .insert(paymentCharges)
      .values({ enrollmentId: id, kind: PAYMENT_CHARGE_KINDS[0], amountCents: 1000, currency: PAYMENT_CURRENCY, provider: 'local-test', idempotencyKey: `first-premium:${id}`, status: 'pending', sentAt: now, createdAt: now, updatedAt: now });
    const ppo = await listedCard(browser, id, 'Test Premier PPO');
    const added = await add(browser, id, ppo);
    expect(added.statusCode).toBe(409);
    expect(added.json().message).toBe(BILLING_MESSAGES.chargeInProgress);
    expect(await count(browser, id)).toBe(0);
  });

  it("refuses a browser whose hold ended since its copy was read, as if the enrollment did not exist", async () => {
    const browser = new Browser(t.app);
    const id = await startEnrollment(browser);
    const ppo = await listedCard(browser, id, 'Test Premier PPO');
    await withoutTrigger('session_enrollments', 'session_enrollments_notify', async () => {
      await db().execute(sql`delete from session_enrollments where enrollment_id = ${id}`);
      expect((await add(browser, id, ppo)).statusCode).toBe(404);
    });
    expect(await storedLines(id)).toBe(0);
  });
});
