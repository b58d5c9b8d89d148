import { categoryLabel, centsToDecimal, localized, type PlanCard, type PlanGroup, type PricingErrorCode, type PricingRow, type Tier, PLAN_CATEGORIES } from '@benefit-store/domain';
import type { CatalogPlan } from './catalog.repository.js';
import { planHash } from './plan-hash.js';

export interface CardPrice {
  tier: Tier;
  /** The row behind plan_price, or null for a "from" price that cannot be bought. */
  row: PricingRow | null;
  priceCents: number | null;
  tierPrices: Partial<Record<Tier, number>>;
}

export function toPlanCard(
  plan: CatalogPlan,
  price: CardPrice,
  flags: { inCart: boolean; hideAddToCart: boolean; priceMessage?: string | null; priceErrorCode?: PricingErrorCode | null },
): PlanCard {
  const { texts, lang } = localized({ shortText: plan.shortText, network: plan.network, calloutText: plan.calloutText }, plan.translations);
  const tierPrice: Partial<Record<Tier, string>> = {};
  for (const [tier, cents] of Object.entries(price.tierPrices) as [Tier, number][]) tierPrice[tier] = centsToDecimal(cents);
  return {
    plan_id: plan.id,
    pid: plan.id,
    plan_name: plan.name,
    plan_type: plan.planType,
    plan_category: plan.category,
    category_label: categoryLabel(plan.category),
    carrier_name: plan.carrierName,
    plan_logo: plan.carrierLogo,
    plan_short_text: texts.shortText,
    plan_network: texts.network,
    callout_text: texts.calloutText,
    content_lang: lang,
    callout_color: plan.calloutColor,
    plan_price: price.priceCents === null ? null : centsToDecimal(price.priceCents),
    ppid: price.row?.ppid ?? null,
    tier: price.tier,
    tier_price: tierPrice,
    is_in_cart: flags.inCart,
    hide_add_to_cart: flags.hideAddToCart,
    // The spec's carrier plans priced on the household (check-prudential-plan).
    is_prudential_plan: plan.rules.householdRates !== undefined,
    requires_membership: plan.requiresMembership,
    hash: planHash(plan.slug),
    price_message: flags.priceMessage ?? null,
    price_error_code: flags.priceErrorCode ?? null,
    plan_facts: plan.facts,
  };
}

/** Cards grouped by category in menu order; empty categories are left out. */
export function groupCards(cards: readonly PlanCard[]): PlanGroup[] {
  const byCategory = new Map<string, PlanCard[]>();
  for (const card of cards) {
    const list = byCategory.get(card.plan_category) ?? [];
    list.push(card);
    byCategory.set(card.plan_category, list);
  }
  const order = [...PLAN_CATEGORIES, ...[...byCategory.keys()].filter((c) => !(PLAN_CATEGORIES as readonly string[]).includes(c))];
  return order
    .filter((category) => byCategory.has(category))
    .map((category) => ({ category, category_label: categoryLabel(category), plans: byCategory.get(category)! }));
}
