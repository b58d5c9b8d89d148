import { LINK_PURPOSE, signLinkToken, verifyLinkToken } from '../shared/link-token.js';

/**
 * Member store links (/member-benefit-store/{token}/{tier}) carry a link token (shared/link-token.ts) with purpose
 * 'member-store' and the member's user id as subject, instead of the bare user id: knowing a member's number opens
 * nothing (ARCHITECTURE.md section 4).
 */
export const MEMBER_LINK_TTL_SECONDS = 30 * 24 * 60 * 60;

export function memberStoreLinkToken(key: Buffer, userId: number, now: Date, ttlSeconds = MEMBER_LINK_TTL_SECONDS): string {
  return signLinkToken(key, { purpose: LINK_PURPOSE.memberStore, subject: String(userId), expiresAt: new Date(now.getTime() + ttlSeconds * 1000) });
}

/** The member's user id, or null for a token that is malformed, tampered with, expired or made for another purpose. */
export function memberIdOfLink(keys: Buffer | readonly Buffer[], token: string, now: Date): number | null {
  const subject = verifyLinkToken(keys, token, LINK_PURPOSE.memberStore, now)?.subject;
  return subject && /^\d{1,9}$/.test(subject) ? Number(subject) : null;
}
