// maskAccountNumber and maskCardNumber: shared/masking.ts exports the same masks (taking the whole number).
export {
  ACCOUNT_NUMBER_MAX,
  ACCOUNT_NUMBER_MIN,
  CARD_NUMBER_MAX,
  CARD_NUMBER_MIN,
  ROUTING_NUMBER_LENGTH,
  cardNumberProblem,
  digitsOf,
  isAccountNumber,
  isSecurityCode,
  passesAbaChecksum,
  passesLuhn,
  routingNumberProblem,
} from './payment-checks.js';
export * from './card-expiry.js';
export * from './agreement-rules.js';
export * from './billing.messages.js';
export * from './billing-info.schema.js';
