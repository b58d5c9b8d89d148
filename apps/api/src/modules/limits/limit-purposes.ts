import { LOOKUP_CALLS_PER_MINUTE, QUOTES_PER_HOUR } from '@benefit-store/domain';
import { SCREENSHOTS_PER_HOUR } from '../checkout/screenshot-caps.js';

/**
 * Every rate limit of the API, by purpose, with its limit in one table. A purpose is counted per subject: the
 * client address for the ones below (the visitor's, behind a trusted proxy: TRUST_PROXY), an enrollment, a contact
 * or an account for limits a service applies itself through consumeLimit / enforceLimit.
 */
export const LIMIT_PURPOSE = {
  /** Every API call of one address (RATE_LIMIT_MAX a minute; 0 turns all limits off for benchmarks). */
  global: 'global',
  /** The public lookups by code or name (validate-group and friends): what someone guessing codes would call. */
  siteLookup: 'site-lookup',
  /** Quotes e-mailed from one address. */
  quoteSend: 'quote-send',
  /**
   * Misses of one address: API answers of 404 (an unknown or foreign enrollment id, a bad member-store token or
   * quote link, later a wrong resume code). Past the limit every API call of the address is refused until the
   * window ends, so ids and links cannot be enumerated even slowly through the global limit.
   */
  enumeration: 'enumeration',
  /** Screenshots saved for one enrollment (subject: the enrollment id), counted by the checkout service. */
  screenshotSave: 'screenshot-save',
} as const;

export type LimitPurpose = (typeof LIMIT_PURPOSE)[keyof typeof LIMIT_PURPOSE];

export interface LimitRule {
  max: number;
  windowSeconds: number;
}

export const LIMITS: Record<LimitPurpose, LimitRule> = {
  global: { max: 600, windowSeconds: 60 },
  'site-lookup': { max: LOOKUP_CALLS_PER_MINUTE, windowSeconds: 60 },
  'quote-send': { max: QUOTES_PER_HOUR, windowSeconds: 60 * 60 },
  enumeration: { max: 30, windowSeconds: 10 * 60 },
  'screenshot-save': { max: SCREENSHOTS_PER_HOUR, windowSeconds: 60 * 60 },
};
