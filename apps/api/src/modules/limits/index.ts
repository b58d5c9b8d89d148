// The limits module's door: what other modules and plugins/ may use. Rate limits: purposes, their rules, the stores
// that count them, and the limiter that applies them. Everything else in this folder is its own
// (eslint/api-module-boundaries.js).
export { LimitExceededError, checkLimit, consumeLimit, enforceLimit } from './consume-limit.js';
export type { LimitContext } from './consume-limit.js';
export { enrollmentOfBody, hasCode } from './guess-rule.js';
export type { GuessRule } from './guess-rule.js';
export { Limiter, addressKey, emailLimitSubject, visitorOf } from './limiter.js';
export type { GuessSlot, Visitor } from './limiter.js';
export { LIMIT_PURPOSE } from './limit-purposes.js';
export type { LimitPurpose } from './limit-purposes.js';
export { FailoverLimitStore, MemoryLimitStore, RedisLimitStore } from './limit-store.js';
export type { LimitStore } from './limit-store.js';
export { SCREENSHOTS_KEPT_PER_ENROLLMENT, SCREENSHOT_BYTES_PER_ENROLLMENT } from './screenshot-caps.js';
