import type { Db } from '../../db/client.js';

export interface SessionRef {
  id: string;
}

/** The white-label site a request is served for. Issue 3 resolves it from host, landing path or referral. */
export interface SiteContext {
  key: string;
  kind: 'default' | 'agent' | 'group';
  agentId: number | null;
  groupId: number | null;
  portalId: number | null;
}

/** Passed first to every service, as Vendure passes its RequestContext: who asks, on which site, with which db. */
export interface RequestContext {
  db: Db;
  /** Null until the browser has a session; reads of enrollments then answer 404. */
  session: SessionRef | null;
  site: SiteContext;
  now: Date;
}
