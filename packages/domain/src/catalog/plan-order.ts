import type { PlanCard, FilteredPlans } from './plan.schema.js';
import { decimalToCents } from '../shared/money.js';
import { isNetworkType, type NetworkType } from './plan-fact-kinds.js';

/**
 * The listing's order and its medical fact filters (issue 12 item 8), as the address holds them:
 * `sort=price-asc|price-desc|name` (absent: the catalog's recommended order), `deductible=<max cents>` (one of
 * DEDUCTIBLE_LIMITS) and `network_type=PPO|HMO|EPO`. They are applied in the browser to the listing it already has
 * (docs/decisions/0042-benefit-facts-compare-and-sort.md): pure functions, so the page, a reload and a shared link order the same plans the same way.
 */
export const PLAN_SORTS = ['recommended', 'price-asc', 'price-desc', 'name'] as const;
export type PlanSort = (typeof PLAN_SORTS)[number];
export const isPlanSort = (value: unknown): value is PlanSort => typeof value === 'string' && (PLAN_SORTS as readonly string[]).includes(value);

/** The deductible choices, in cents: "$500.00 or less" up to "$5,000.00 or less". */
export const DEDUCTIBLE_LIMITS = [50_000, 100_000, 250_000, 500_000] as const;

export interface ListingOrder {
  sort: PlanSort;
  /** Highest medical deductible shown, in cents; null for any. */
  maxDeductible: number | null;
  networkType: NetworkType | null;
}

export const DEFAULT_ORDER: ListingOrder = { sort: 'recommended', maxDeductible: null, networkType: null };

const SORT = 'sort';
const DEDUCTIBLE = 'deductible';
const NETWORK_TYPE = 'network_type';

/** The order of an address; an unknown value is the default, never an error. */
export function readListingOrder(params: URLSearchParams): ListingOrder {
  const sort = params.get(SORT);
  const deductible = Number(params.get(DEDUCTIBLE));
  const networkType = params.get(NETWORK_TYPE);
  return {
    sort: isPlanSort(sort) ? sort : 'recommended',
    maxDeductible: (DEDUCTIBLE_LIMITS as readonly number[]).includes(deductible) ? deductible : null,
    networkType: isNetworkType(networkType) ? networkType : null,
  };
}

/** The address's parameters for this order, other parameters kept; defaults are left out. */
export function writeListingOrder(params: URLSearchParams, order: ListingOrder): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of [SORT, DEDUCTIBLE, NETWORK_TYPE]) next.delete(key);
  if (order.sort !== 'recommended') next.set(SORT, order.sort);
  if (order.maxDeductible !== null) next.set(DEDUCTIBLE, String(order.maxDeductible));
  if (order.networkType) next.set(NETWORK_TYPE, order.networkType);
  return next;
}

type Sortable = Pick<PlanCard, 'plan_name' | 'plan_price'>;

/**
 * Plans in the chosen order. Price sorts put plans without a price (waiting for an answer) last either way; ties
 * and the recommended order keep the catalog's order (a stable sort).
 */
export function sortPlans<T extends Sortable>(plans: readonly T[], sort: PlanSort, locale = 'en'): T[] {
  const list = [...plans];
  if (sort === 'recommended') return list;
  if (sort === 'name') {
    const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
    return list.sort((a, b) => collator.compare(a.plan_name, b.plan_name));
  }
  const direction = sort === 'price-asc' ? 1 : -1;
  return list.sort((a, b) => {
    if (a.plan_price === null || b.plan_price === null) return (a.plan_price === null ? 1 : 0) - (b.plan_price === null ? 1 : 0);
    return direction * (decimalToCents(a.plan_price) - decimalToCents(b.plan_price));
  });
}

/**
 * Whether a plan passes the medical fact filters. They narrow medical plans only; a medical plan without facts
 * is left out while a filter is on (its deductible is unknown).
 */
export function matchesFactFilters(plan: Pick<PlanCard, 'plan_category' | 'plan_facts'>, order: Pick<ListingOrder, 'maxDeductible' | 'networkType'>): boolean {
  if (plan.plan_category !== 'medical' || (order.maxDeductible === null && order.networkType === null)) return true;
  const facts = plan.plan_facts;
  if (!facts || facts.category !== 'medical') return false;
  if (order.maxDeductible !== null && facts.deductible > order.maxDeductible) return false;
  return order.networkType === null || facts.networkType === order.networkType;
}

/** The listing as shown: each category's plans filtered and sorted; the groups keep the menu's order. */
export function orderListing(data: FilteredPlans, order: ListingOrder, locale?: string): FilteredPlans {
  return {
    ...data,
    result: data.result.map((group) => ({ ...group, plans: sortPlans(group.plans.filter((p) => matchesFactFilters(p, order)), order.sort, locale) })),
  };
}
