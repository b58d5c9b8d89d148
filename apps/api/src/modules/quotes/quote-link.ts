import { QUOTE_LINK_TTL_DAYS, QUOTE_TAB } from '@benefit-store/domain';
import { LINK_PURPOSE, base64UrlText, signLinkToken } from '../shared/link-token.js';

export const QUOTE_LINK_PURPOSE = LINK_PURPOSE.quote;
const DAY_MS = 24 * 60 * 60 * 1000;

export function quoteLinkExpiry(now: Date): Date {
  return new Date(now.getTime() + QUOTE_LINK_TTL_DAYS * DAY_MS);
}

/** /save-cart-direct-continue/{id}/{tab}: the id segment is the signed token, the tab segment base64 of cart_info. */
export function quoteLinkUrl(key: Buffer, origin: string, quoteId: string, expiresAt: Date): string {
  const token = signLinkToken(key, { purpose: QUOTE_LINK_PURPOSE, subject: quoteId, expiresAt });
  return `${origin}/save-cart-direct-continue/${token}/${base64UrlText(QUOTE_TAB)}`;
}
