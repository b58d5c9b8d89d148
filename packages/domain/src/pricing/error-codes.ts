/**
 * Pricing outcomes that a plan's availability rules produce (ARCHITECTURE.md section 5, spec section 8). Their
 * texts are PRICING_MESSAGES (pricing.messages.ts); pricePlan (price-plan.ts) decides which one applies.
 */
export const PRICING_ERROR_CODES = {
  changePid: 'changePid',
  enrollmentIdError: 'enrollmentIdError',
  salaryError: 'salaryError',
  hourError: 'hourError',
  ageError: 'ageError',
  tierError: 'tierError',
  stateError: 'stateError',
  metError: 'metError',
  smokerError: 'smokerError',
  planAgeError: 'planAgeError',
  portalError: 'portalError',
  newQuestionsError: 'newQuestionsError',
  /** The plan's questions were answered and the carrier declines them (decisions: a declined plan stays refused). */
  declineError: 'declineError',
  /** A household-priced plan for a spouse or children tier whose spouse's birth date or children are not stored yet. */
  dependentError: 'dependentError',
  /** A household-priced plan has no spouse rate for the spouse's age. */
  spouseAgeError: 'spouseAgeError',
} as const;
export type PricingErrorCode = (typeof PRICING_ERROR_CODES)[keyof typeof PRICING_ERROR_CODES];

/**
 * How the page lets the visitor fix each code: the Edit popup of the basic information ("editing your basic info
 * above"), a popup of its own ("by clicking here": salary and hours, tobacco), the questions, a reload on the new
 * plan id, or nothing (the message alone). Later popups plug in by their code.
 */
export const PRICING_ERROR_FIX = {
  changePid: 'reload',
  enrollmentIdError: 'none',
  salaryError: 'salaryPopup',
  hourError: 'salaryPopup',
  ageError: 'editFilter',
  tierError: 'editFilter',
  stateError: 'editFilter',
  metError: 'editFilter',
  smokerError: 'tobaccoPopup',
  planAgeError: 'none',
  portalError: 'none',
  newQuestionsError: 'questions',
  declineError: 'none',
  dependentError: 'dependentPopup',
  spouseAgeError: 'dependentPopup',
} as const satisfies Record<PricingErrorCode, string>;
export type PricingErrorFix = (typeof PRICING_ERROR_FIX)[PricingErrorCode];

/**
 * Codes that hide a plan from listings (the visitor cannot buy it with this filter: decisions "Listings leave out
 * what cannot be bought"). The others (salary, hours, tobacco, questions) leave the card listed without a price, its
 * plan page naming what to answer.
 */
export const LISTING_HIDDEN_CODES: readonly PricingErrorCode[] = [
  'changePid',
  'enrollmentIdError',
  'ageError',
  'tierError',
  'stateError',
  'metError',
  'planAgeError',
  'portalError',
];
