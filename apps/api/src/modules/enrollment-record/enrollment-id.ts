import { randomBytes } from 'node:crypto';

/** 128 random bits, base64url without padding: 22 characters that cannot be guessed or counted. */
export function newEnrollmentId(): string {
  return randomBytes(16).toString('base64url');
}
