import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { carriers, cartItems, planPricing, plans } from '../../db/schema/index.js';
import type { LockedTx, UnchangedEnrollment } from '../enrollment-record/index.js';

/** The cart's lines in the order they were added (the view other modules get is cart-contents.ts's CartLine). */
export async function cartLines(db: Db, enrollmentId: string) {
  return db
    .select({
      planId: cartItems.planId,
      ppid: cartItems.ppid,
      name: plans.name,
      category: plans.category,
      planType: plans.planType,
      shortText: plans.shortText,
      translations: plans.translations,
      logo: carriers.logo,
      oneTimeFeeCents: plans.oneTimeFeeCents,
      adminFeeIncluded: plans.adminFeeIncluded,
      requiresMembership: plans.requiresMembership,
      rules: plans.rules,
      tier: planPricing.tier,
      // The household price stored with the line for a household-priced plan, else the row's.
      priceCents: sql<number>`coalesce(${cartItems.priceCents}, ${planPricing.priceCents})`.mapWith(Number),
    })
    .from(cartItems)
    .innerJoin(plans, eq(plans.id, cartItems.planId))
    .innerJoin(carriers, eq(carriers.id, plans.carrierId))
    .innerJoin(planPricing, eq(planPricing.ppid, cartItems.ppid))
    .where(eq(cartItems.enrollmentId, enrollmentId))
    .orderBy(asc(cartItems.addedAt), asc(cartItems.planId));
}

export async function cartPlanIds(db: Db, enrollmentId: string): Promise<Set<number>> {
  const rows = await db.select({ planId: cartItems.planId }).from(cartItems).where(eq(cartItems.enrollmentId, enrollmentId));
  return new Set(rows.map((r) => r.planId));
}

export async function cartCount(db: Db, enrollmentId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(cartItems).where(eq(cartItems.enrollmentId, enrollmentId));
  return row?.n ?? 0;
}

/**
 * Adding a plan already in the cart replaces its pricing row: one line per plan. `priceCents` is a household-priced
 * plan's price (pricePlan's row price); null for other plans, whose price is read from their row.
 */
export async function putCartItem(db: LockedTx, enrollmentId: string, planId: number, ppid: number, priceCents: number | null = null): Promise<void> {
  await db
    .insert(cartItems)
    .values({ enrollmentId, planId, ppid, priceCents })
    .onConflictDoUpdate({ target: [cartItems.enrollmentId, cartItems.planId], set: { ppid, priceCents } });
}

/**
 * putCartItem, answering how many plans the cart holds afterwards from the same statement: add-plan-to-cart holds the
 * enrollment's row lock, which every other call on that enrollment waits for, for one round trip less.
 */
export async function putCartItemCounted(db: LockedTx, enrollmentId: string, planId: number, ppid: number, priceCents: number | null = null): Promise<number> {
  const result = await db.execute(sql`
    with put as (
      insert into ${cartItems} (${sql.identifier(cartItems.enrollmentId.name)}, ${sql.identifier(cartItems.planId.name)}, ${sql.identifier(cartItems.ppid.name)}, ${sql.identifier(cartItems.priceCents.name)})
      values (${enrollmentId}, ${planId}, ${ppid}, ${priceCents})
      on conflict (${sql.identifier(cartItems.enrollmentId.name)}, ${sql.identifier(cartItems.planId.name)})
      do update set ${sql.identifier(cartItems.ppid.name)} = excluded.${sql.identifier(cartItems.ppid.name)}, ${sql.identifier(cartItems.priceCents.name)} = excluded.${sql.identifier(cartItems.priceCents.name)}
      returning 1
    )
    select ((select count(*) from ${cartItems} where ${cartItems.enrollmentId} = ${enrollmentId} and ${cartItems.planId} <> ${planId}) + (select count(*) from put))::int as n`);
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
}

/**
 * putCartItem as the write of writeIfUnchanged (decision 0094): the line for the enrollment of `unchanged`'s row, if
 * it has one. Placeholders planId, ppid and priceCents (null: the row's price); answers the transaction's id (the
 * facts_version the enrollment now has) when it wrote.
 */
export function putCartItemIfUnchanged(d: Db, unchanged: UnchangedEnrollment, name: string) {
  return d
    .with(unchanged)
    .insert(cartItems)
    .select(
      d
        .select({
          enrollmentId: unchanged.id,
          planId: sql<number>`${sql.placeholder('planId')}::integer`.as('plan_id'),
          ppid: sql<number>`${sql.placeholder('ppid')}::integer`.as('ppid'),
          priceCents: sql<number | null>`${sql.placeholder('priceCents')}::integer`.as('price_cents'),
          addedAt: sql<Date>`now()`.as('added_at'),
        })
        .from(unchanged),
    )
    .onConflictDoUpdate({ target: [cartItems.enrollmentId, cartItems.planId], set: { ppid: sql`excluded.${sql.identifier(cartItems.ppid.name)}`, priceCents: sql`excluded.${sql.identifier(cartItems.priceCents.name)}` } })
    .returning({ factsVersion: sql<number>`txid_current()`.mapWith(Number) })
    .prepare(name);
}

export async function deleteCartItem(db: LockedTx, enrollmentId: string, planId: number): Promise<void> {
  await db.delete(cartItems).where(and(eq(cartItems.enrollmentId, enrollmentId), eq(cartItems.planId, planId)));
}
