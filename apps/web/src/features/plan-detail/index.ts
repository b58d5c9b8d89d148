// The plan page feature's public entry (the route assembles it with the catalog's cards and the cart's button).
export { usePlanPricingDetail } from './api/get-plan-pricing-detail';
export { useRelatedPlans } from './api/get-related-plans';
export { PlanDescription } from './components/plan-description';
export { PlanNotices } from './components/plan-notices';
export { PricingCards } from './components/pricing-cards';
export { PricingRefusal } from './components/pricing-refusal';
export { useAgentGroups, useEnrollmentPlatforms } from './popups/api/get-enrollment-platforms';
