/**
 * Pricing outcomes that a plan's availability rules produce (ARCHITECTURE.md section 5).
 * A null message means the server's own message is shown (planAgeError, portalError) or the client acts
 * without a message (changePid reloads, newQuestionsError opens the questions).
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
} as const;
export type PricingErrorCode = (typeof PRICING_ERROR_CODES)[keyof typeof PRICING_ERROR_CODES];

export const PRICING_ERROR_MESSAGES: Record<PricingErrorCode, string | null> = {
  changePid: null,
  enrollmentIdError: 'We could not find your enrollment. Please fill in your basic information again.',
  salaryError: 'Please enter your annual salary to view rates by clicking here.',
  hourError: 'Please enter a sufficient working hours to add product to the cart by clicking here.',
  ageError: 'Plan not available for selected age group. Please edit your basic info above.',
  tierError: 'Plan not available for this tier. Please change the tier by editing your basic info above.',
  stateError: 'Plan not available in your state. Please change the state by editing your basic info above.',
  metError: 'Plan not available in the area. Please choose another area by editing your basic info above.',
  smokerError: 'Tobacco usage required. Please choose tobacco usage by clicking here.',
  planAgeError: null,
  portalError: null,
  newQuestionsError: 'Please answer the plan questions to see the rates.',
};
