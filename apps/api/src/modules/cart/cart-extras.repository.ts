import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { carriers, catalogFees, planBlackouts, planCartMessages, planRiders, plans } from '../../db/schema/index.js';
import type { SeedPlanRules } from '../../db/seed/seed-types.js';

/** Keys of the catalog_fees rows the cart reads. */
export const FEE_KEYS = { membership: 'association_membership', adminFee: 'administrative_fee' } as const;

export interface CatalogFee {
  label: string;
  amountCents: number | null;
  percentBp: number | null;
}

export async function catalogFee(db: Db, key: string): Promise<CatalogFee | null> {
  const rows = await db
    .select({ label: catalogFees.label, amountCents: catalogFees.amountCents, percentBp: catalogFees.percentBp })
    .from(catalogFees)
    .where(eq(catalogFees.key, key))
    .limit(1);
  return rows[0] ?? null;
}

/** A plan as offered beside the cart (riders, suggestions): what is needed to price and show it. */
export interface OfferedPlan {
  id: number;
  category: string;
  name: string;
  shortText: string;
  logo: string;
  rules: SeedPlanRules;
}

export const offeredPlanColumns = {
  id: plans.id,
  category: plans.category,
  name: plans.name,
  shortText: plans.shortText,
  logo: carriers.logo,
  rules: plans.rules,
};

export interface RiderLink {
  parentPlanId: number;
  rider: OfferedPlan;
}

export async function ridersOf(db: Db, parentPlanIds: readonly number[]): Promise<RiderLink[]> {
  if (parentPlanIds.length === 0) return [];
  const rows = await db
    .select({ parentPlanId: planRiders.planId, ...offeredPlanColumns })
    .from(planRiders)
    .innerJoin(plans, eq(plans.id, planRiders.riderPlanId))
    .innerJoin(carriers, eq(carriers.id, plans.carrierId))
    .where(inArray(planRiders.planId, [...parentPlanIds]))
    .orderBy(asc(planRiders.sortOrder), asc(plans.name));
  return rows.map(({ parentPlanId, ...rider }) => ({ parentPlanId, rider }));
}

export async function blackoutsOf(db: Db, planIds: readonly number[]) {
  if (planIds.length === 0) return [];
  return db
    .select({ startsOn: planBlackouts.startsOn, endsOn: planBlackouts.endsOn, message: planBlackouts.message })
    .from(planBlackouts)
    .where(inArray(planBlackouts.planId, [...planIds]))
    .orderBy(asc(planBlackouts.id));
}

export async function cartMessagesOf(db: Db, planIds: readonly number[]): Promise<string[]> {
  if (planIds.length === 0) return [];
  const rows = await db.select({ message: planCartMessages.message }).from(planCartMessages).where(inArray(planCartMessages.planId, [...planIds]));
  return rows.map((r) => r.message);
}
