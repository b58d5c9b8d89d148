import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Member store links (/member-benefit-store/{token}/{tier}) carry a signed, expiring token instead of the bare user
 * id (ARCHITECTURE.md section 4): `<payload>.<signature>`, payload = base64url("<userId>.<expires, epoch s>"),
 * signature = HMAC-SHA256 under a key derived from the server secret. Knowing a member's number opens nothing.
 */
export const MEMBER_LINK_TTL_SECONDS = 30 * 24 * 60 * 60;

const keyOf = (secret: string) => createHmac('sha256', secret).update('member-store-link-v1').digest();
const sign = (secret: string, payload: string) => createHmac('sha256', keyOf(secret)).update(payload).digest('base64url');

export function memberLinkToken(secret: string, userId: number, now: Date, ttlSeconds = MEMBER_LINK_TTL_SECONDS): string {
  const expires = Math.floor(now.getTime() / 1000) + ttlSeconds;
  const payload = Buffer.from(`${userId}.${expires}`).toString('base64url');
  return `${payload}.${sign(secret, payload)}`;
}

/** The member's user id, or null for a token that is malformed, tampered with or expired. */
export function verifyMemberLinkToken(secret: string, token: string, now: Date): number | null {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const match = /^(\d{1,9})\.(\d{1,12})$/.exec(Buffer.from(payload, 'base64url').toString('utf8'));
  if (!match) return null;
  if (Number(match[2]) * 1000 < now.getTime()) return null;
  return Number(match[1]);
}
