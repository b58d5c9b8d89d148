import type { Locale } from '@benefit-store/domain';
import type { Db } from '../../db/client.js';
import type { FieldCipher } from './field-encryption.js';

export interface SessionRef {
  id: string;
}

/**
 * The white-label site a request is served for, resolved once per request by the site-context plugin
 * (modules/sites/site-resolver.ts) from the host, a landing name, a referral, an external site name or the
 * client's display hints.
 */
export interface SiteContext {
  key: string;
  kind: 'default' | 'agent' | 'group';
  agentId: number | null;
  groupId: number | null;
  portalId: number | null;
  /** The site record serving the request (premier, a custom host's or an external site's); null without one. */
  siteId: number | null;
  /** What decided the site. 'host' (a custom host) is authority; the others are display hints. */
  source: 'default' | 'host' | 'landing' | 'referral' | 'external' | 'hint';
  /** The request's host name, normalised (no port); null when the Host header is missing or malformed. */
  host: string | null;
  /** False for a host that is neither a loopback name nor any site's host: the client shows /404 for it. */
  hostKnown: boolean;
  /** Set when a referral link decided the site (applicant mode). */
  referralId: string | null;
}

/** Passed first to every service, as Vendure passes its RequestContext: who asks, on which site, with which db. */
export interface RequestContext {
  db: Db;
  /** Null until the browser has a session; reads of enrollments then answer 404. */
  session: SessionRef | null;
  site: SiteContext;
  /** The instant this request started, read once from the app clock (modules/shared/clock.ts). */
  now: Date;
  /** The field cipher (app.fieldCipher): secrets at rest (SSN, health answers, accounts) go through it. */
  cipher: FieldCipher;
  /**
   * The language the visitor asked for (their chosen language's cookie, else Accept-Language), null or absent when the
   * request named none that is supported: an enrollment keeps it (withLockedEnrollment), for its later e-mails and PDF.
   */
  locale?: Locale | null;
}
