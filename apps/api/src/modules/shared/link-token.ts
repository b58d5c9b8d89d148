import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed, expiring tokens for every link sent to people (quote and member-store links now; resume and direct-continue
 * links later, ARCHITECTURE.md section 4). The key is `app.linkKey` (plugins/link-key.ts), never the session secret. The link segment is base64url of `purpose.subject.expiry.signature`: the spec's
 * links carry base64 segments, and the signature makes a changed subject, purpose or expiry worthless.
 */
export interface LinkClaims {
  purpose: string;
  /** What the link opens, e.g. a quote id; base64url characters only. */
  subject: string;
  expiresAt: Date;
}

/** Every kind of link: one purpose each, so that a token made for one kind never opens another. */
export const LINK_PURPOSE = {
  quote: 'quote',
  memberStore: 'member-store',
  /** Save & Continue Later's direct-continue link (/direct-continue/{id}/{tab}); subject: the resume code's row id. */
  resume: 'resume',
  /** /group-census-direct-continue/{id}/{tab}: an employer census's link; subject: the enrollment id. */
  groupCensus: 'group-census',
  /** /pqs-direct-continue/{id}/{tab}: the pre-qualification link; subject: the enrollment id. */
  pqs: 'pqs',
} as const;
export type LinkPurpose = (typeof LINK_PURPOSE)[keyof typeof LINK_PURPOSE];

const PART = /^[A-Za-z0-9_-]+$/;

/** The one expiry rule for links and what they open (quotes too): at the expiry instant it is already over. */
export function isExpired(expiresAt: Date, now: Date): boolean {
  return expiresAt.getTime() <= now.getTime();
}

/** A key for links only, derived from the server secret so that links and session cookies never share one. */
export function linkSigningKey(serverSecret: string): Buffer {
  return createHmac('sha256', serverSecret).update('benefit-store link tokens v1').digest();
}

/**
 * HMAC-SHA256 cut to 128 bits (22 characters): forging one still takes 2^128 tries, and the whole link segment stays
 * under the 100 characters a Fastify route parameter may have.
 */
function signature(key: Buffer, payload: string): string {
  return createHmac('sha256', key).update(payload).digest().subarray(0, 16).toString('base64url');
}

export function signLinkToken(key: Buffer, claims: LinkClaims): string {
  if (!PART.test(claims.purpose) || !PART.test(claims.subject)) throw new Error('Link purpose and subject must be base64url text');
  // The expiry in seconds, base 36 (7 characters until the year 4453).
  const payload = `${claims.purpose}.${claims.subject}.${Math.floor(claims.expiresAt.getTime() / 1000).toString(36)}`;
  return Buffer.from(`${payload}.${signature(key, payload)}`, 'utf8').toString('base64url');
}

/**
 * The claims of a genuine, unexpired token, whatever its purpose (direct-continue dispatches on it); null for anything
 * else (tampered, expired, garbage).
 */
export function readLinkToken(keys: Buffer | readonly Buffer[], token: string, now: Date): LinkClaims | null {
  if (token.length === 0 || token.length > 512 || !PART.test(token)) return null;
  const bytes = Buffer.from(token, 'base64url');
  // Only the one canonical spelling: base64 leaves the last character's low bits free, so a changed last letter
  // could otherwise still open the link.
  if (bytes.toString('base64url') !== token) return null;
  const parts = bytes.toString('utf8').split('.');
  if (parts.length !== 4) return null;
  const [purpose, subject, expiry, given] = parts as [string, string, string, string];
  if (!PART.test(purpose) || !PART.test(subject) || !/^[0-9a-z]{1,9}$/.test(expiry)) return null;
  const actual = Buffer.from(given);
  // Any of the keys (the current one, then those of a rotated secret's earlier values) may have signed it.
  const signedBy = (key: Buffer) => {
    const expected = Buffer.from(signature(key, `${purpose}.${subject}.${expiry}`));
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  };
  if (!(Array.isArray(keys) ? (keys as readonly Buffer[]) : [keys as Buffer]).some(signedBy)) return null;
  const expiresAt = new Date(Number.parseInt(expiry, 36) * 1000);
  if (isExpired(expiresAt, now)) return null;
  return { purpose, subject, expiresAt };
}

/** The claims of a genuine, unexpired token made for `purpose`; null for anything else. */
export function verifyLinkToken(keys: Buffer | readonly Buffer[], token: string, purpose: string, now: Date): LinkClaims | null {
  const claims = readLinkToken(keys, token, now);
  return claims?.purpose === purpose ? claims : null;
}

export const base64UrlText = (text: string) => Buffer.from(text, 'utf8').toString('base64url');
