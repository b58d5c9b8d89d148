import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { carriers, cartItems, planPricing, plans } from '../../db/schema/index.js';
import type { LockedTx } from '../enrollment-record/index.js';

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

export async function deleteCartItem(db: LockedTx, enrollmentId: string, planId: number): Promise<void> {
  await db.delete(cartItems).where(and(eq(cartItems.enrollmentId, enrollmentId), eq(cartItems.planId, planId)));
}
