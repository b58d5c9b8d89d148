import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

/**
 * The data each replica keeps a copy of in memory (decision 0071): the catalog (plans, rates, portals, carrier
 * questions: modules/catalog/catalog-cache.ts) and the sites (resolved sites and their themes: modules/sites/site-cache.ts).
 */
export const CHANGE_TOPICS = { catalog: 'catalog', sites: 'sites' } as const;
export type ChangeTopic = (typeof CHANGE_TOPICS)[keyof typeof CHANGE_TOPICS];

/** The PostgreSQL channel the notices travel on (plugins/change-notices.ts listens to it). */
export const CHANGE_CHANNEL = 'bs_changes';

/**
 * Tells every replica on this database (this process too) that `topic`'s data changed, so each drops its copy. Call it
 * inside the transaction that makes the change: PostgreSQL delivers a NOTIFY at that transaction's commit and not at
 * all when it rolls back, so no replica rebuilds its copy before the change can be read.
 */
export function notifyChange(tx: Db, topic: ChangeTopic): Promise<void> {
  return notify(tx, topic);
}

async function notify(tx: Db, payload: string): Promise<void> {
  await tx.execute(sql`select pg_notify(${CHANGE_CHANNEL}, ${payload})`);
}

/** A notice about one shopping session begins with this, followed by the session's id (modules/shared/session-cache.ts). */
const SESSION_NOTICE = 'session:';

/**
 * Tells every replica that what session `id` holds changed (a rep's member table marked a hold) or that it is gone
 * (moved to a new id at a sign-in): each forgets its copy at the commit. Inside the transaction that makes the change.
 */
export function markSessionChanged(tx: Db, id: string): Promise<void> {
  return notify(tx, SESSION_NOTICE + id);
}

/** The session a notice names (markSessionChanged), or null for a notice about something else. */
export function sessionOfNotice(notice: string): string | null {
  return notice.startsWith(SESSION_NOTICE) ? notice.slice(SESSION_NOTICE.length) : null;
}

/**
 * The channel on which the database itself says that one enrollment's priced facts changed: migration 0032's triggers
 * on its cart, plan and carrier answers, household, holds and the enrollment's priced columns, so no writer, here or
 * in a script, can forget to (modules/shared/session-cache.ts forgetEnrollment). A channel of its own: a replica of an
 * earlier version, which takes any notice it does not know on CHANGE_CHANNEL as "forget everything", does not hear
 * these, sent on every cart line, during a rolling deploy. The payload is the enrollment's id and, since migration
 * 0033, a space and the changing transaction's id (the facts_version it set): enrollmentOfNotice reads both.
 */
export const ENROLLMENT_CHANGE_CHANNEL = 'bs_enrollment_changes';

/** The enrollment an ENROLLMENT_CHANGE_CHANNEL notice names, and the facts_version of the change when it says. */
export function enrollmentOfNotice(notice: string): { enrollmentId: string; version: number | undefined } {
  const [enrollmentId = notice, version] = notice.split(' ');
  const number = version === undefined ? Number.NaN : Number(version);
  return { enrollmentId, version: Number.isSafeInteger(number) ? number : undefined };
}
