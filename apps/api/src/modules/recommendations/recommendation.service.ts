import {
  associationRanking,
  filterRanking,
  popularityRanking,
  RECOMMENDATION_LIMIT,
  RECOMMENDATION_LIST_LIMIT,
  withFeaturedFallback,
  type CohortQuery,
  type DecryptedDetail,
  type RecommendationResult,
  type RecommendedPlan,
} from '@benefit-store/domain';
import { cartPlanIds } from '../cart/index.js';
import { catalogSnapshot, featuredPlans, isBuyableBy, type Person, personWithHousehold, toRecommendedPlan } from '../catalog/index.js';
import { requireHeldEnrollment } from '../enrollment-record/index.js';
import type { RequestContext } from '../shared/request-context.js';
import { existingSiteIds, purchaseRecords, sessionHoldsMember } from './recommendation.repository.js';

/**
 * The visitor the ranking is for: the enrollment's filter when one is named (ownership checked), with any tier,
 * age, gender or state given in the query taking precedence; without an enrollment, the query alone when it has
 * tier, age and gender; otherwise nobody in particular. An enrollment's stored spouse and children come with it, so
 * household-priced plans are judged on the same person as the listing and the plan page.
 */
async function cohortOf(ctx: RequestContext, query: Partial<CohortQuery>): Promise<Person | null> {
  let base: Person | null = null;
  if (query.enrollment_id) {
    const enrollment = await requireHeldEnrollment(ctx, query.enrollment_id);
    base = await personWithHousehold(ctx.db, enrollment, ctx.now);
  }
  const tier = query.tier ?? base?.tier;
  const age = query.age ?? base?.age;
  const gender = query.gender ?? base?.gender;
  if (tier === undefined || age === undefined || gender === undefined) return null;
  return {
    tier,
    age,
    gender,
    tobacco: base?.tobacco ?? null,
    state: query.state ?? base?.state ?? null,
    zip: base?.zip ?? null,
    annualSalary: base?.annualSalary ?? null,
    weeklyHours: base?.weeklyHours ?? null,
    portalId: base?.portalId ?? null,
    spouseAge: base?.spouseAge ?? null,
    children: base?.children ?? null,
  };
}

const limitOf = (query: Partial<CohortQuery>) => query.limit ?? RECOMMENDATION_LIMIT;

async function featuredIds(ctx: RequestContext, person: Person | null, exclude: readonly number[] = []): Promise<number[]> {
  return (await featuredPlans(ctx, person, RECOMMENDATION_LIST_LIMIT)).map((p) => p.id).filter((id) => !exclude.includes(id));
}

/**
 * Co-purchase lift with the seed plans: the planID list, or else the plans in the named enrollment's cart. The
 * visitor's own seeds are never recommended back.
 */
export async function associationRecommendations(ctx: RequestContext, query: Partial<CohortQuery>): Promise<RecommendationResult> {
  let seeds = query.planID ?? [];
  if (seeds.length === 0 && query.enrollment_id) {
    const enrollment = await requireHeldEnrollment(ctx, query.enrollment_id);
    seeds = [...(await cartPlanIds(ctx.db, enrollment.id))];
  }
  const person = await cohortOf(ctx, query);
  const snapshot = await catalogSnapshot(ctx.db);
  const records = seeds.length > 0 ? await purchaseRecords(ctx.db) : [];
  const ranked = associationRanking(
    records.map((r) => r.planIds),
    seeds,
    { limit: RECOMMENDATION_LIST_LIMIT },
  ).filter((id) => {
    const plan = snapshot.byId.get(id);
    return plan !== undefined && (!person || isBuyableBy(snapshot, plan, person));
  });
  return withFeaturedFallback(ranked, 'association', await featuredIds(ctx, person, seeds), limitOf(query));
}

/** What people of the visitor's age band, gender, tier (and state) bought most, among plans the visitor can buy. */
export async function popularityRecommendations(ctx: RequestContext, query: Partial<CohortQuery>): Promise<RecommendationResult> {
  const person = await cohortOf(ctx, query);
  if (!person) return withFeaturedFallback([], 'popularity', await featuredIds(ctx, null), limitOf(query));
  const [records, snapshot] = await Promise.all([purchaseRecords(ctx.db), catalogSnapshot(ctx.db)]);
  const ranked = popularityRanking(records, person, { limit: RECOMMENDATION_LIST_LIMIT }).filter((id) => {
    const plan = snapshot.byId.get(id);
    return plan !== undefined && isBuyableBy(snapshot, plan, person);
  });
  return withFeaturedFallback(ranked, 'popularity', await featuredIds(ctx, person), limitOf(query));
}

/**
 * The plans matching the visitor's filters (those they can buy), ranked by how often people of the same tier (and
 * state) bought them.
 */
export async function filterRecommendations(ctx: RequestContext, query: Partial<CohortQuery>): Promise<RecommendationResult> {
  const person = await cohortOf(ctx, query);
  if (!person) return withFeaturedFallback([], 'filter', await featuredIds(ctx, null), limitOf(query));
  const [records, snapshot] = await Promise.all([purchaseRecords(ctx.db), catalogSnapshot(ctx.db)]);
  const candidates = snapshot.plans
    .filter((p) => isBuyableBy(snapshot, p, person))
    .map((p) => ({ planId: p.id, featured: p.featured, sortOrder: p.sortOrder }));
  const counts = new Map<number, number>();
  for (const record of records) {
    if (record.tier !== person.tier || (person.state && record.state !== person.state)) continue;
    for (const planId of new Set(record.planIds)) counts.set(planId, (counts.get(planId) ?? 0) + 1);
  }
  const ranked = filterRanking(candidates, counts, { limit: RECOMMENDATION_LIST_LIMIT });
  return withFeaturedFallback(ranked, 'filter', await featuredIds(ctx, person), limitOf(query));
}

/** The cards of the given plans in the order asked; unknown ids are left out. */
export async function recommendedPlanDetails(ctx: RequestContext, planIds: readonly number[]): Promise<RecommendedPlan[]> {
  const snapshot = await catalogSnapshot(ctx.db);
  return planIds.flatMap((id) => {
    const plan = snapshot.byId.get(id);
    return plan ? [toRecommendedPlan(plan, snapshot)] : [];
  });
}

/**
 * decrypt-detail: the original service decoded encrypted ids; ours travel in the clear, so it resolves them to
 * records that exist (unknown ids become null). A member's user id is given back only to a session that holds an
 * enrollment made for that member, so the call cannot be used to probe who is a member.
 */
export async function decryptDetail(
  ctx: RequestContext,
  input: { agentId?: number | undefined; groupId?: number | undefined; portalId?: number | undefined; planId?: number | undefined; userID?: number | undefined },
): Promise<DecryptedDetail[]> {
  const [ids, snapshot] = await Promise.all([existingSiteIds(ctx.db, input), catalogSnapshot(ctx.db)]);
  const planId = input.planId !== undefined && snapshot.byId.has(input.planId) ? input.planId : null;
  const userID = input.userID !== undefined && ctx.session && (await sessionHoldsMember(ctx.db, ctx.session.id, input.userID)) ? input.userID : null;
  return [{ ...ids, planId, userID }];
}
