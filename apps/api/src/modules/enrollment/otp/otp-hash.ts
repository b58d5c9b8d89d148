import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { OtpType } from '@benefit-store/domain';

/**
 * One-time codes are stored as HMAC-SHA256 under a key derived from the link key (itself derived from the server
 * secret) over a random salt of their own and the code. Six digits are only a million candidates, so a plain hash
 * could be reversed by trying them all; without the server key the table alone gives nothing away, and the salt
 * makes two equal codes hash differently.
 */
export function otpCodeKey(linkKey: Buffer): Buffer {
  return createHmac('sha256', linkKey).update('benefit-store one-time codes v1').digest();
}

export const newOtpSalt = () => randomBytes(16).toString('base64url');

export function hashOtpCode(key: Buffer, salt: string, code: string): string {
  return createHmac('sha256', key).update(`${salt}:${code}`, 'utf8').digest('hex');
}

/** Whether `code` is the one hashed into `codeHash`, compared in constant time. */
export function otpCodeMatches(key: Buffer, salt: string, codeHash: string, code: string): boolean {
  const expected = Buffer.from(codeHash, 'hex');
  const actual = Buffer.from(hashOtpCode(key, salt, code), 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** A rate-limit subject for a contact that does not carry the contact itself (limit rows are not secret). */
export function otpContactSubject(key: Buffer, type: OtpType, contact: string): string {
  return `${type}:${createHmac('sha256', key).update(`contact:${type}:${contact}`).digest('base64url').slice(0, 22)}`;
}
