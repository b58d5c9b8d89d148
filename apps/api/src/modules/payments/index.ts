// The payments module's door: what other modules and plugins/ may use. Payment providers and the bank directory.
// Everything else in this folder is its own (eslint/api-module-boundaries.js).
export { bankByRoutingNumber } from './bank-directory.js';
export { paymentProvider } from './payment-provider.js';
