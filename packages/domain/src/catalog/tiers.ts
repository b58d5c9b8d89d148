import { defineCatalog } from '../i18n/catalog.js';

/** Coverage tiers. IC reads "Member + 1 Child" when a premier plan is in the cart. */
export const TIERS = ['IO', 'IS', 'IC', 'IF'] as const;
export type Tier = (typeof TIERS)[number];

export const DEFAULT_TIER: Tier = 'IO';

/** The tiers' names by tier; IC reads premierIC when a premier plan is in the cart. */
export const TIER_LABELS = /* @__PURE__ */ defineCatalog('tier', {
  IO: 'Member Only',
  IS: 'Member + Spouse',
  IC: 'Member + Children',
  IF: 'Family',
  premierIC: 'Member + 1 Child',
});

export function tierLabel(tier: Tier, options: { premierInCart?: boolean } = {}): string {
  if (tier === 'IC' && options.premierInCart) return TIER_LABELS.premierIC;
  return TIER_LABELS[tier];
}

export function isTier(value: unknown): value is Tier {
  return typeof value === 'string' && (TIERS as readonly string[]).includes(value);
}

export function tierOptions(options: { premierInCart?: boolean } = {}) {
  return TIERS.map((tier) => ({ value: tier, label: tierLabel(tier, options) }));
}
