import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { carriers, planRiders, plans } from '../../db/schema/index.js';
import { offeredPlanColumns, type OfferedPlan } from './offered-plan.js';

/** The riders offered with plans in the cart, in their display order. */
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
    .where(and(inArray(planRiders.planId, [...parentPlanIds]), isNull(plans.retiredAt)))
    .orderBy(asc(planRiders.sortOrder), asc(plans.name));
  return rows.map(({ parentPlanId, ...rider }) => ({ parentPlanId, rider }));
}
