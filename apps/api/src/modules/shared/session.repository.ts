import { randomBytes } from 'node:crypto';
import { PERSONAL_SESSION_IDLE_HOURS, SHOPPING_SESSION_IDLE_DAYS } from '@benefit-store/domain';
import { and, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { enrollments, enrollmentTabs, sessionEnrollments, sessions, staffHeldEnrollments } from '../../db/schema/index.js';
import { preparedOn } from '../../db/prepared.js';
import { dropSession, keepSession, keptSession, readTicket } from './session-cache.js';
import type { SessionRef } from './request-context.js';

/** An anonymous session (a browser shopping) ends after this long without a call (a retention period: decision 0074). */
export const ANONYMOUS_SESSION_IDLE_SECONDS = SHOPPING_SESSION_IDLE_DAYS * 24 * 60 * 60;
/** A session holding a saved wizard step (personal data: names, birth date, SSN) ends sooner (decision 0082). */
export const PERSONAL_SESSION_IDLE_SECONDS = PERSONAL_SESSION_IDLE_HOURS * 60 * 60;

/** The idle lifetime of a session, by whether it holds personal data: its cookie's Max-Age too. */
export const sessionIdleSeconds = (personalData: boolean) => (personalData ? PERSONAL_SESSION_IDLE_SECONDS : ANONYMOUS_SESSION_IDLE_SECONDS);

/**
 * Whether the session holds personal data: an enrollment with a saved wizard step (any row of enrollment_tabs: the
 * first step is the personal one, and every later one holds personal data too), or an existing member's enrollment
 * (user_id set: a member-store link or a rep's member table opens it with the member's name, birth date, e-mail and
 * dependents before any step is saved). A cart alone is not personal data.
 */
const holdsPersonalData = sql<boolean>`(exists (select 1 from ${sessionEnrollments} held join ${enrollmentTabs} tab on tab.enrollment_id = held.enrollment_id where held.session_id = ${sql.raw('"sessions"."id"')}) or exists (select 1 from ${sessionEnrollments} held join ${enrollments} e on e.id = held.enrollment_id where held.session_id = ${sql.raw('"sessions"."id"')} and e.user_id is not null))`;
/** Signed-in sessions (the access issue): 30 minutes idle, 12 hours at most. Not used until sign-in exists. */
export const SIGNED_IN_SESSION_IDLE_SECONDS = 30 * 60;
export const SIGNED_IN_SESSION_ABSOLUTE_SECONDS = 12 * 60 * 60;
/** last_seen_at moves at most this often: a write per request would double the database load of reads. */
export const SESSION_TOUCH_INTERVAL_SECONDS = 5 * 60;

const secondsBefore = (now: Date, seconds: number) => new Date(now.getTime() - seconds * 1000);

export interface FoundSession extends SessionRef {
  /** True when this lookup moved last_seen_at (the cookie is then renewed too). */
  touched: boolean;
  /**
   * The session holds an enrollment a signed-in rep or group administrator opened from a member table
   * (staff_held_enrollments): only then is there anything for the staff session plugin to detach before a call.
   */
  staffHolds: boolean;
  /** The session holds personal data (holdsPersonalData): it lives PERSONAL_SESSION_IDLE_SECONDS idle, not 30 days. */
  personalData: boolean;
}

/**
 * The session, unless it does not exist or has been idle too long (an expired session is no session). A copy read in
 * the last seconds answers while the session needs no touch (modules/shared/session-cache.ts): a session seen less
 * than SESSION_TOUCH_INTERVAL_SECONDS ago is alive whatever it holds, so the copy never outlives the row's verdict.
 */
export async function findSession(db: Db, id: string, now: Date): Promise<FoundSession | null> {
  const kept = keptSession(db, id, now);
  if (kept && kept.lastSeenAt > secondsBefore(now, SESSION_TOUCH_INTERVAL_SECONDS)) {
    return { id: kept.id, staffHolds: kept.staffHolds, personalData: kept.personalData, touched: false };
  }
  const ticket = readTicket(db);
  const rows = await findSessionStatement(db).execute({ id, idleSince: secondsBefore(now, ANONYMOUS_SESSION_IDLE_SECONDS).toISOString() });
  const row = rows[0];
  if (!row || (row.personalData && row.lastSeenAt <= secondsBefore(now, PERSONAL_SESSION_IDLE_SECONDS))) {
    dropSession(db, id);
    return null;
  }
  const found = { id: row.id, staffHolds: row.staffHolds, personalData: row.personalData };
  if (row.lastSeenAt > secondsBefore(now, SESSION_TOUCH_INTERVAL_SECONDS)) {
    keepSession(db, { ...found, lastSeenAt: row.lastSeenAt }, now, ticket);
    return { ...found, touched: false };
  }
  // Conditional, so concurrent requests of one browser write once.
  const touched = await db
    .update(sessions)
    .set({ lastSeenAt: now })
    .where(and(eq(sessions.id, id), lt(sessions.lastSeenAt, secondsBefore(now, SESSION_TOUCH_INTERVAL_SECONDS))))
    .returning({ id: sessions.id });
  // Not touched here: a concurrent call of the same browser did, or the row went meanwhile; the next call reads it.
  if (touched.length > 0) keepSession(db, { ...found, lastSeenAt: now }, now, ticket);
  return { ...found, touched: touched.length > 0 };
}

/** Every API call with a session cookie looks its session up: a prepared statement (db/prepared.ts). */
const findSessionStatement = (db: Db) =>
  preparedOn(db, 'find_session', (d) =>
    d
      .select({
        id: sessions.id,
        lastSeenAt: sessions.lastSeenAt,
        staffHolds: sql<boolean>`exists (select 1 from ${staffHeldEnrollments} where ${staffHeldEnrollments.sessionId} = ${sessions.id})`,
        personalData: holdsPersonalData,
      })
      .from(sessions)
      .where(and(eq(sessions.id, sql.placeholder('id')), gt(sessions.lastSeenAt, sql.placeholder('idleSince'))))
      .limit(1)
      .prepare('find_session'),
  );

export async function createSession(db: Db, now: Date): Promise<SessionRef> {
  const id = randomBytes(24).toString('base64url');
  await db.insert(sessions).values({ id, createdAt: now, lastSeenAt: now });
  return { id };
}

/** Undoes a session made by a call that was then refused (what it held goes with it). */
export async function deleteSession(db: Db, id: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, id));
}

/** Removes sessions idle past their lifetime; what they held is released by the cascade. Answers how many. */
export async function deleteExpiredSessions(db: Db, now: Date): Promise<number> {
  const removed = await db
    .delete(sessions)
    .where(
      or(
        lt(sessions.lastSeenAt, secondsBefore(now, ANONYMOUS_SESSION_IDLE_SECONDS)),
        and(lt(sessions.lastSeenAt, secondsBefore(now, PERSONAL_SESSION_IDLE_SECONDS)), holdsPersonalData),
      ),
    )
    .returning({ id: sessions.id });
  return removed.length;
}

/** Whether the session now holds personal data (after a call that may have saved a step): its cookie's lifetime follows. */
export async function sessionHoldsPersonalData(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ personalData: holdsPersonalData }).from(sessions).where(eq(sessions.id, id)).limit(1);
  return row?.personalData ?? false;
}
