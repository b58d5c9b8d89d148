import {
  CATEGORY_LABELS,
  categoryIconPath,
  LISTING_HIDDEN_CODES,
  lowestMemberOnlyCents,
  MESSAGES,
  NETWORK_CATEGORY,
  PLAN_CATEGORIES,
  type Category,
  type FilteredPlans,
  type MenuItem,
  type PlanCard,
  type PlanCategory,
  type Tier,
} from '@benefit-store/domain';
import { isIoOnlyCategory, type Person } from './person.js';
import { heldEnrollmentWithPlanState, type EnrollmentPlanState } from './enrollment-plan-state.js';
import { pricePlanFor } from './buyable-plans.js';
import type { RequestContext } from '../shared/request-context.js';
import type { CatalogPlan } from './catalog.repository.js';
import { catalogSnapshot, type CatalogSnapshot } from './catalog-cache.js';
import { CATEGORY_DESCRIPTIONS } from './category-texts.js';
import { groupCards, toPlanCard } from './plan-card.js';

function countsByCategory(snapshot: CatalogSnapshot): Map<string, number> {
  const counts = new Map<string, number>();
  for (const plan of snapshot.plans) counts.set(plan.category, (counts.get(plan.category) ?? 0) + 1);
  return counts;
}

/** Plans of the given categories (all when none), in display order, from the cached catalog. */
function plansOf(snapshot: CatalogSnapshot, categories?: readonly string[]): CatalogPlan[] {
  return categories && categories.length > 0 ? snapshot.plans.filter((p) => categories.includes(p.category)) : snapshot.plans;
}

export async function getPlanCategories(ctx: RequestContext): Promise<Category[]> {
  const counts = countsByCategory(await catalogSnapshot(ctx.db));
  return PLAN_CATEGORIES.map((category) => ({
    category,
    label: CATEGORY_LABELS[category],
    description: CATEGORY_DESCRIPTIONS[category],
    icon: categoryIconPath(category),
    plan_count: counts.get(category) ?? 0,
  }));
}

/** The categories this site sells, in its menu order. Until sites have their own menus (issue 3) that is every category with plans. */
export async function getCommonMenu(ctx: RequestContext): Promise<{ items: MenuItem[]; categoryOrder: PlanCategory[] }> {
  const counts = countsByCategory(await catalogSnapshot(ctx.db));
  const categoryOrder = PLAN_CATEGORIES.filter((category) => (counts.get(category) ?? 0) > 0);
  return { items: categoryOrder.map((category) => ({ category, label: CATEGORY_LABELS[category] })), categoryOrder };
}

/** The network choice narrows medical plans only; the dropdown is shown for that category alone. */
function matchesNetwork(plan: CatalogPlan, network: string | undefined): boolean {
  return !network || plan.category !== NETWORK_CATEGORY || plan.network === network;
}

export interface ListingQuery {
  enrollmentId: string;
  categories?: readonly PlanCategory[] | undefined;
  network?: string | undefined;
}

/**
 * Plans priced for the enrollment's filter, each by pricePlan. Plans the person cannot buy with this filter (age,
 * tier, state, area, portal, no pricing row, or replaced by another plan) are left out; plans waiting for an answer
 * the plan page asks (salary, hours, tobacco, questions) are listed without a price, carrying the message.
 * Asking for an IO-only category with another tier sets tier_error.
 */
export async function getFilteredPlans(ctx: RequestContext, query: ListingQuery): Promise<FilteredPlans> {
  return (await filteredPlansListing(ctx, query)).answer();
}

/** A listing's inputs, read, and the answer they make: `key` names every input (answer-memo.ts). */
export interface PricedAnswer<T> {
  snapshot: CatalogSnapshot;
  key: string;
  answer(): T;
}

/** getFilteredPlans in two halves: the reads (the enrollment, its cart, answers and household) and the pricing. */
export async function filteredPlansListing(ctx: RequestContext, query: ListingQuery): Promise<PricedAnswer<FilteredPlans>> {
  const { person, snapshot, state } = await heldEnrollmentWithPlanState(ctx, query.enrollmentId);
  const asked = query.categories && query.categories.length > 0 ? query.categories : undefined;
  const key = JSON.stringify([
    person,
    [...state.answers].sort(([a], [b]) => a - b),
    [...state.inCart].sort((a, b) => a - b),
    [...state.carrierPending].sort((a, b) => a - b),
    asked ?? null,
    query.network ?? null,
  ]);
  return { snapshot, key, answer: () => priceListing(snapshot, person, state, asked, query.network) };
}

function priceListing(snapshot: CatalogSnapshot, person: Person, state: EnrollmentPlanState, asked: readonly PlanCategory[] | undefined, network: string | undefined): FilteredPlans {
  const { inCart, answers, carrierPending } = state;
  const tierError = person.tier !== 'IO' && (asked ?? []).some(isIoOnlyCategory) ? MESSAGES.ioTierOnly : null;
  const cards: PlanCard[] = [];
  for (const plan of plansOf(snapshot, asked)) {
    if (!matchesNetwork(plan, network)) continue;
    const priced = pricePlanFor(snapshot, plan, person, answers);
    if (!priced.ok) {
      if (LISTING_HIDDEN_CODES.includes(priced.code)) continue;
      cards.push(
        toPlanCard(
          plan,
          { tier: person.tier, row: null, priceCents: null, tierPrices: {} },
          { inCart: inCart.has(plan.id), hideAddToCart: true, priceMessage: priced.message, priceErrorCode: priced.code },
        ),
      );
      continue;
    }
    const tierPrices: Partial<Record<Tier, number>> = {};
    for (const [tier, tierRow] of Object.entries(priced.tierRows) as [Tier, { priceCents: number }][]) tierPrices[tier] = tierRow.priceCents;
    cards.push(
      toPlanCard(
        plan,
        { tier: person.tier, row: priced.row, priceCents: priced.row.priceCents, tierPrices },
        // A plan with unsaved carrier questions is added from its page, where they are asked.
        { inCart: inCart.has(plan.id), hideAddToCart: carrierPending.has(plan.id) },
      ),
    );
  }
  return { result: groupCards(cards), tier_error: tierError };
}

export interface MenuListingQuery {
  category: PlanCategory;
  network?: string | undefined;
  enrollmentId?: string | undefined;
}

/**
 * One category's plans. With an enrollment it is the priced listing; without one each plan shows its lowest
 * Member Only price as a "from" price, and cannot be added (the visitor has no rating cell yet).
 */
export async function getMenuFilteredPlans(ctx: RequestContext, query: MenuListingQuery): Promise<FilteredPlans> {
  if (query.enrollmentId) {
    return getFilteredPlans(ctx, { enrollmentId: query.enrollmentId, categories: [query.category], network: query.network });
  }
  const snapshot = await catalogSnapshot(ctx.db);
  const plans = plansOf(snapshot, [query.category]).filter((p) => matchesNetwork(p, query.network));
  const cards = plans.map((plan) => {
    const cents = lowestMemberOnlyCents(snapshot.rowsByPlan.get(plan.id) ?? []);
    return toPlanCard(
      plan,
      { tier: 'IO', row: null, priceCents: cents, tierPrices: cents === null ? {} : { IO: cents } },
      { inCart: false, hideAddToCart: true },
    );
  });
  return { result: groupCards(cards), tier_error: null };
}
