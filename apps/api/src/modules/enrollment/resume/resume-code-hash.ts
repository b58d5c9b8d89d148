import { createHmac } from 'node:crypto';

/**
 * Resume codes are stored as HMAC-SHA256 under a key derived from the link key (itself derived from the server
 * secret): the database alone cannot be searched for codes, and equal codes hash equally, so a code is found by an
 * index lookup without ever being stored.
 */
export function resumeCodeKey(linkKey: Buffer): Buffer {
  return createHmac('sha256', linkKey).update('benefit-store resume codes v1').digest();
}

/** The stored form of a normalised code (normalizeResumeCode). */
export function hashResumeCode(key: Buffer, code: string): string {
  return createHmac('sha256', key).update(code, 'utf8').digest('hex');
}

/** How an e-mail address is compared: trimmed, lower-cased (people retype addresses with other capitals). */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** A rate-limit subject for an e-mail address that does not carry the address itself (modules/limits). */
export { emailLimitSubject } from '../../limits/index.js';
