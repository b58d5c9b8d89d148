import { RESUME_CODE_TTL_DAYS, type SavedTab } from '@benefit-store/domain';
import { LINK_PURPOSE, base64UrlText, signLinkToken, type LinkPurpose } from '../../shared/link-token.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A resume code and its link expire together, RESUME_CODE_TTL_DAYS (30) after the save. */
export function resumeExpiry(now: Date): Date {
  return new Date(now.getTime() + RESUME_CODE_TTL_DAYS * DAY_MS);
}

/** The web route of each link purpose that opens an enrollment (spec 002 section 2.7). */
export const ENROLLMENT_LINK_ROUTES = {
  [LINK_PURPOSE.resume]: 'direct-continue',
  [LINK_PURPOSE.groupCensus]: 'group-census-direct-continue',
  [LINK_PURPOSE.pqs]: 'pqs-direct-continue',
} as const satisfies Partial<Record<LinkPurpose, string>>;
export type EnrollmentLinkPurpose = keyof typeof ENROLLMENT_LINK_ROUTES;

/**
 * `{origin}/{route}/{token}/{base64url(tab)}`: the id segment is the signed token (what direct-continue/{id} takes),
 * the tab segment the spec's base64 tab name. `subject` is a resume code's row id, or the enrollment id for the
 * census and pqs links (issued by the issues that build those flows).
 */
export function enrollmentLinkUrl(
  key: Buffer,
  origin: string,
  link: { purpose: EnrollmentLinkPurpose; subject: string; tab: SavedTab; expiresAt: Date },
): string {
  const token = signLinkToken(key, { purpose: link.purpose, subject: link.subject, expiresAt: link.expiresAt });
  return `${origin}/${ENROLLMENT_LINK_ROUTES[link.purpose]}/${token}/${base64UrlText(link.tab)}`;
}
