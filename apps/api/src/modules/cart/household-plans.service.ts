import {
  API_MESSAGES,
  centsToDecimal,
  MAX_CHILDREN,
  needsChildren,
  needsHouseholdFacts,
  needsSpouse,
  PLAN_HASH_PATTERN,
  type AlreadyInCart,
  type CartHolds,
  type HouseholdPlanCheck,
  type PlanByHash,
} from '@benefit-store/domain';
import { catalogSnapshot, planHash } from '../catalog/index.js';
import { findDependentInfo, requireHeldEnrollment } from '../enrollment-record/index.js';
import { AppError } from '../shared/app-error.js';
import type { RequestContext } from '../shared/request-context.js';
import { cartLines, type CartLine } from './cart-contents.js';

/** The category of the disability income plans (check-disability-plan). */
const DISABILITY_CATEGORY = 'di';

/**
 * GET check-prudential-plan: whether the plan is priced on the household for the enrollment's tier (`status`: the
 * plan page then asks the dependent modal before pricing and adding) and the stored spouse's birth date (`depdob`),
 * beside the stored children and what the tier asks.
 */
export async function checkHouseholdPlan(ctx: RequestContext, query: { enrollment_id: string; plan_id: number }): Promise<HouseholdPlanCheck> {
  const enrollment = await requireHeldEnrollment(ctx, query.enrollment_id);
  const plan = (await catalogSnapshot(ctx.db)).byId.get(query.plan_id);
  if (!plan) throw AppError.field('plan_id', API_MESSAGES.planNotFound);
  const tier = enrollment.filterInfo.tier;
  const stored = await findDependentInfo(ctx.db, enrollment.id);
  const status = needsHouseholdFacts(plan.rules, tier);
  const spouse = status && needsSpouse(tier);
  const children = status && needsChildren(tier);
  const depdob = stored?.spouseDob ?? null;
  const noOfChildren = stored?.noOfChildren ?? null;
  return {
    status,
    depdob,
    no_of_children: noOfChildren,
    tier,
    needs_spouse: spouse,
    needs_children: children,
    max_children: children ? (MAX_CHILDREN[tier] ?? 0) : 0,
    missing: (spouse && depdob === null) || (children && noOfChildren === null),
  };
}

async function cartHolds(ctx: RequestContext, enrollmentId: string, holds: (line: CartLine) => boolean): Promise<CartHolds> {
  const enrollment = await requireHeldEnrollment(ctx, enrollmentId);
  const planIds = (await cartLines(ctx.db, enrollment.id)).filter(holds).map((l) => l.planId);
  return { status: planIds.length > 0, plan_ids: planIds };
}

/** GET check-prudential-cart: whether the cart holds a household-priced carrier plan. */
export function checkHouseholdCart(ctx: RequestContext, enrollmentId: string): Promise<CartHolds> {
  return cartHolds(ctx, enrollmentId, (line) => line.rules.householdRates !== undefined);
}

/** GET check-disability-plan: whether the cart holds a disability income plan (category di). */
export function checkDisabilityPlan(ctx: RequestContext, enrollmentId: string): Promise<CartHolds> {
  return cartHolds(ctx, enrollmentId, (line) => line.category === DISABILITY_CATEGORY);
}

/** POST check-already-in-cart: whether the plan is in the cart, with its pricing row and the monthly price it is held at. */
export async function checkAlreadyInCart(ctx: RequestContext, input: { enrollment_id: string; plan_id: number }): Promise<AlreadyInCart> {
  const enrollment = await requireHeldEnrollment(ctx, input.enrollment_id);
  const line = (await cartLines(ctx.db, enrollment.id)).find((l) => l.planId === input.plan_id);
  return line ? { status: true, plan_pricing_id: line.ppid, price: centsToDecimal(line.priceCents) } : { status: false, plan_pricing_id: null, price: null };
}

/**
 * GET {hash}: the plan a share hash names (the plan card's `hash`). Anything else, including every unknown address
 * of the API that this route's pattern catches, is the API's usual 404 envelope.
 */
export async function planByHash(ctx: RequestContext, hash: string): Promise<PlanByHash> {
  if (!PLAN_HASH_PATTERN.test(hash)) throw AppError.notFound();
  const plan = (await catalogSnapshot(ctx.db)).plans.find((p) => planHash(p.slug) === hash);
  if (!plan) throw AppError.notFound();
  return { plan_id: plan.id, plan_name: plan.name, path: `/plan/${plan.id}/${encodeURIComponent(plan.name)}` };
}
