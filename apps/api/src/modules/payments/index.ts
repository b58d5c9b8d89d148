// The payments module's door: what other modules and plugins/ may use. Payment providers, the charges of
// enrollments (decision 0085) and the bank directory. Everything else in this folder is its own
// (eslint/api-module-boundaries.js).
export { bankByRoutingNumber } from './bank-directory.js';
export { paymentProvider, type ChargeRequest, type PaymentProvider } from './payment-provider.js';
export { STRIPE_DEFAULT_API_BASE, type StripeSettings } from './stripe-provider.js';
export {
  attachChargeToPolicy,
  chargesOfEnrollment,
  claimFirstPremium,
  firstPremiumInFlight,
  inFlightSince,
  premiumInFlight,
  refundCharge,
  releaseFirstPremium,
  sendClaimedCharge,
  type FirstPremiumClaim,
  type FirstPremiumOutcome,
  type RefundOutcome,
} from './charges.js';
export { default as paymentsPlugin } from './payments.plugin.js';
export { default as paymentWebhookRoutes } from './payments.routes.js';
