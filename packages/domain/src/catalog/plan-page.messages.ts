import { defineCatalog, icu } from '../i18n/catalog.js';
import compiled from '../i18n/compiled/en.planPage.js';

/** The plan page's texts (/plan/{id}/{planName}): a lazy screen, so apart from the landing's catalogs. */
export const PLAN_PAGE_MESSAGES = /* @__PURE__ */ defineCatalog('planPage', {
  aboutThisPlan: 'About this plan',
  pricingTitle: 'Monthly pricing',
  yourTier: 'Your tier',
  pricingFailed: 'The prices of this plan could not be loaded.',
  suggestedProducts: 'Suggested products',
  noSuggestions: 'There are no other plans to suggest for your selection.',
  carrierAndCategory: icu<{ carrier: string; category: string }>('{category} · {carrier}'),
  // What to know before buying (get-plan-detail's plan_notices, and the premier plan's carrier price explanation).
  beforeYouBuy: 'Before you buy',
  adminFeeInPlanPrices: icu<{ percent: string }>("A {percent}% administrative fee is included in this plan's prices."),
  l713ForYourTier: icu<{ tier: string }>('The price for {tier}, as the carrier explains it'),
}, compiled);
