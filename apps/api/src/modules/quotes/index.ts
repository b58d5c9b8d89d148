// The quotes module's door: what other modules and plugins/ may use. Quotes: a cart sent by mail, opened, accepted or
// declined. Everything else in this folder is its own (eslint/api-module-boundaries.js).
export { moveSentQuotes } from './renewed-session.js';
export { findRepContact } from './rep-contact.js';
