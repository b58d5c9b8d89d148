import { categoryLabel, i18n, isPlanCategory, NETWORK_CATEGORY, STORE_WEB_MESSAGES, type PlanCategory } from '@benefit-store/domain';

/**
 * The plan listing's filters as the address holds them, so Back, reload and a shared link show the same listing:
 * `/plans?type=medical,dental` (the categories ticked, in the order ticked; the menu's links write one) and
 * `&network=Choice%20PPO` (the medical network, kept only while Medical alone is shown). Any other parameter (the
 * sort, later) is left as it is.
 */
export interface PlansFilter {
  categories: PlanCategory[];
  network: string;
}

const TYPE = 'type';
const NETWORK = 'network';
/** The server takes a network name of at most 100 characters (planNetworkSchema). */
const NETWORK_MAX = 100;
// eslint-disable-next-line no-control-regex -- the characters an address may carry but a network name may not
const CONTROL = /[\u0000-\u001f\u007f]/;

/** The network dropdown is shown, and its choice applies, only while Medical alone is listed. */
export const showsNetwork = (categories: readonly string[]) => categories.length === 1 && categories[0] === NETWORK_CATEGORY;

/** The filters of an address; unknown categories and a malformed network are dropped, never sent to the server. */
export function readPlansFilter(params: URLSearchParams): PlansFilter {
  const categories: PlanCategory[] = [];
  for (const value of params.getAll(TYPE).flatMap((t) => t.split(','))) {
    const key = value.trim();
    if (isPlanCategory(key) && !categories.includes(key)) categories.push(key);
  }
  const raw = params.get(NETWORK)?.trim() ?? '';
  const network = showsNetwork(categories) && raw.length <= NETWORK_MAX && !CONTROL.test(raw) ? raw : '';
  return { categories, network };
}

/** The address's parameters for these filters, other parameters kept. */
export function writePlansFilter(params: URLSearchParams, filter: PlansFilter): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(TYPE);
  next.delete(NETWORK);
  const categories = filter.categories.filter((c, i) => isPlanCategory(c) && filter.categories.indexOf(c) === i);
  if (categories.length > 0) next.set(TYPE, categories.join(','));
  if (filter.network && showsNetwork(categories)) next.set(NETWORK, filter.network);
  return next;
}

/** The listing's heading: "All plans", "Medical plans", "Medical and Dental plans" (the locale's own list words). */
export function plansHeading(categories: readonly string[]): string {
  if (categories.length === 0) return STORE_WEB_MESSAGES.allPlans;
  const labels = categories.map(categoryLabel);
  const list = new Intl.ListFormat(i18n.locale || 'en', { style: 'long', type: 'conjunction' }).format(labels);
  return STORE_WEB_MESSAGES.categoryPlans({ category: list });
}
