// The catalog module's door: what other modules and plugins/ may use. The plan catalog and its pricing: plans, rates,
// fees, notices, the person and household a price is for. Everything else in this folder is its own (eslint/api-module-
// boundaries.js).
export { isBuyableBy } from './buyable-plans.js';
export { catalogSnapshot, forgetCatalogSnapshot, markCatalogChanged } from './catalog-cache.js';
// The menu and the categories, for the store's bootstrap (storefront), which answers them with the site's details.
export { getCommonMenu, getPlanCategories } from './catalog.service.js';
export type { CatalogSnapshot } from './catalog-cache.js';
export { FEE_KEYS, blackoutsOf, cartMessagesOf, catalogFee, findPlan, pricingRowsOf } from './catalog-facts.js';
export type { CatalogFee } from './catalog-facts.js';
export { featuredPlans, toRecommendedPlan } from './featured-plans.service.js';
export { householdOf, personForPlan, personForPlanOf, personWithHousehold, withHousehold } from './household.js';
// The held enrollment's priced facts as the listing read them, for a cart line priced the same way (decision 0094).
export { heldPlanState, keepAfterCartLine, type HeldPlanState } from './enrollment-plan-state.js';
export { personOf, personOfEnrollment } from './person.js';
export type { Person } from './person.js';
export { planHash } from './plan-hash.js';
export { planAnswersFor, pricingContextFor, pricingContextOf, type PlanAnswerOutcomes } from './pricing-context.js';
