import { defineCatalog } from '../i18n/catalog.js';

/**
 * The pricing outcomes' texts (spec section 8, "Pricing errorCodes"), verbatim where the spec gives them. The
 * spec leaves enrollmentIdError, planAgeError, portalError and newQuestionsError to the server's wording: ours are
 * below (docs/decisions/0040-one-pricing-function-and-plan-detail.md). The API sends them as get-plan-pricing-detail's `message`, in the request's locale.
 */
export const PRICING_MESSAGES = /* @__PURE__ */ defineCatalog('pricing', {
  enrollmentIdError: 'We could not find your enrollment. Please fill in your basic information again.',
  salaryError: 'Please enter your annual salary to view rates by clicking here.',
  hourError: 'Please enter a sufficient working hours to add product to the cart by clicking here.',
  ageError: 'Plan not available for selected age group. Please edit your basic info above.',
  tierError: 'Plan not available for this tier. Please change the tier by editing your basic info above.',
  stateError: 'Plan not available in your state. Please change the state by editing your basic info above.',
  metError: 'Plan not available in the area. Please choose another area by editing your basic info above.',
  smokerError: 'Tobacco usage required. Please choose tobacco usage by clicking here.',
  planAgeError: 'This plan has no rates for your age with the chosen tier.',
  portalError: 'This plan is not offered through your benefits portal.',
  newQuestionsError: 'Please answer the plan questions to see the rates.',
  changePid: 'This plan has a newer version for your selection.',
  declineError: 'Based on your answers to the plan questions, this plan cannot be offered to you.',
  dependentError: "This plan's price depends on your spouse's age and the number of children. Please enter your dependent information to view rates by clicking here.",
  spouseAgeError: "This plan has no rates for your spouse's age. Please check your dependent information by clicking here.",
});
