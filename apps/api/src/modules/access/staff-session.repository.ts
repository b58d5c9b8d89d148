import { createHash, randomBytes } from 'node:crypto';
import { and, eq, exists, gt, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import {
  ENROLLMENT_TYPE,
  EPROCESS,
  STAFF_LOCKOUT_MINUTES,
  STAFF_MAX_FAILED_ATTEMPTS,
  STAFF_SESSION_ABSOLUTE_HOURS,
  STAFF_SESSION_IDLE_MINUTES,
  OPERATOR_ROLE,
  OPERATOR_SESSION_ABSOLUTE_HOURS,
  OPERATOR_SESSION_IDLE_MINUTES,
  type AccountRole,
} from '@benefit-store/domain';
import type { Db } from '../../db/client.js';
import { enrollments, groups, rateLimitCounters, sessionEnrollments, staffAccounts, staffHeldEnrollments, staffSessions } from '../../db/schema/index.js';
import { forgetKeptBySession } from '../shared/session-cache.js';
import type { AccountIdentity, AccountPrincipal } from './staff-principal.js';

export const STAFF_SESSION_IDLE_MS = STAFF_SESSION_IDLE_MINUTES * 60 * 1000;
export const STAFF_SESSION_ABSOLUTE_MS = STAFF_SESSION_ABSOLUTE_HOURS * 60 * 60 * 1000;
export const STAFF_LOCKOUT_MS = STAFF_LOCKOUT_MINUTES * 60 * 1000;
/** last_seen_at moves at most this often: idle expiry is then exact to the minute, at one write a minute. */
export const STAFF_SESSION_TOUCH_MS = 60 * 1000;

const before = (now: Date, ms: number) => new Date(now.getTime() - ms);

/** The session row's id for a cookie's token: its SHA-256, so the table alone yields no usable cookie. */
export const tokenId = (token: string) => createHash('sha256').update(token).digest('hex');

export interface StaffAccountRow {
  id: number;
  email: string;
  passwordHash: string;
  /** Disabled by an operator (issue 23): refused like a wrong password. */
  disabled: boolean;
}

export async function findAccountByEmail(db: Db, email: string): Promise<StaffAccountRow | null> {
  const rows = await db
    .select({ id: staffAccounts.id, email: staffAccounts.email, passwordHash: staffAccounts.passwordHash, disabledAt: staffAccounts.disabledAt })
    .from(staffAccounts)
    .where(eq(staffAccounts.email, email))
    .limit(1);
  const row = rows[0];
  return row ? { id: row.id, email: row.email, passwordHash: row.passwordHash, disabled: row.disabledAt !== null } : null;
}

/**
 * Wrong sign-ins are counted per e-mail address, whether it has an account or not, in one row of
 * rate_limit_counters (purpose SIGN_IN_FAILURES, subject the address's SHA-256, window_start fixed): `count` wrong
 * tries, `expires_at` the end of the counting window (15 minutes from the first wrong try) or, once the count
 * reaches STAFF_MAX_FAILED_ATTEMPTS, the end of the lock (15 minutes from the try that locked). One mechanism for
 * both, so neither the answers nor their Retry-After tell which addresses have accounts; rows past expires_at are
 * stale (count 0) and swept. Always in the database, also with REDIS_URL (a handful of rows).
 */
export const SIGN_IN_FAILURES = 'staff-sign-in-failures';
const FAILURES_ROW = new Date(0);
export const signInSubject = (email: string) => createHash('sha256').update(email).digest('base64url');
/**
 * The subject of one client's wrong sign-ins at an e-mail address (the client address as the limits count it: an IPv6
 * address by its /64): the guesser is locked at STAFF_MAX_FAILED_ATTEMPTS, while the address's own subject
 * (signInSubject) counts every client's up to STAFF_ACCOUNT_MAX_FAILED_ATTEMPTS (decision 0080).
 */
export const signInClientSubject = (email: string, client: string) => createHash('sha256').update(`client:${client}:${email}`).digest('base64url');
const failuresRow = (subject: string) =>
  and(eq(rateLimitCounters.purpose, SIGN_IN_FAILURES), eq(rateLimitCounters.subject, subject), eq(rateLimitCounters.windowStart, FAILURES_ROW));

/**
 * The subject of an operator account's wrong second-factor codes (counted per account, in the same rows and by the
 * same mechanism as wrong passwords, with SECOND_FACTOR_ACCOUNT_MAX_WRONG as the limit).
 */
export const secondFactorSubject = (accountId: number) => createHash('sha256').update(`totp:${accountId}`).digest('base64url');

/** The end of the subject's lock (`max` wrong tries: STAFF_MAX_FAILED_ATTEMPTS by default), or null when it is not locked. */
export async function signInLockEnd(db: Db, subject: string, now: Date, max: number = STAFF_MAX_FAILED_ATTEMPTS): Promise<Date | null> {
  const rows = await db.select({ count: rateLimitCounters.count, expiresAt: rateLimitCounters.expiresAt }).from(rateLimitCounters).where(failuresRow(subject)).limit(1);
  const row = rows[0];
  return row && row.count >= max && row.expiresAt > now ? row.expiresAt : null;
}

/** The subject's wrong tries counted now (0 when none, or when its count or lock has ended). */
export async function wrongSignInCount(db: Db, subject: string, now: Date): Promise<number> {
  const rows = await db.select({ count: rateLimitCounters.count, expiresAt: rateLimitCounters.expiresAt }).from(rateLimitCounters).where(failuresRow(subject)).limit(1);
  const row = rows[0];
  return row && row.expiresAt > now ? row.count : 0;
}

/**
 * Counts one wrong sign-in for the address in one atomic upsert (concurrent wrong tries all count); the
 * STAFF_MAX_FAILED_ATTEMPTS-th within 15 minutes locks it for STAFF_LOCKOUT_MINUTES from now. Answers the lock's end
 * when the address is now locked.
 */
export async function recordWrongSignIn(db: Db, subject: string, now: Date, max: number = STAFF_MAX_FAILED_ATTEMPTS): Promise<Date | null> {
  const nowAt = sql`${now.toISOString()}::timestamptz`;
  const end = new Date(now.getTime() + STAFF_LOCKOUT_MS);
  const endAt = sql`${end.toISOString()}::timestamptz`;
  const stale = sql`${rateLimitCounters.expiresAt} <= ${nowAt}`;
  const rows = await db
    .insert(rateLimitCounters)
    .values({ purpose: SIGN_IN_FAILURES, subject, windowStart: FAILURES_ROW, count: 1, expiresAt: end })
    .onConflictDoUpdate({
      target: [rateLimitCounters.purpose, rateLimitCounters.subject, rateLimitCounters.windowStart],
      set: {
        count: sql`case when ${stale} then 1 else ${rateLimitCounters.count} + 1 end`,
        expiresAt: sql`case when ${stale} or ${rateLimitCounters.count} + 1 >= ${max} then ${endAt} else ${rateLimitCounters.expiresAt} end`,
      },
    })
    .returning({ count: rateLimitCounters.count, expiresAt: rateLimitCounters.expiresAt });
  const row = rows[0];
  return row && row.count >= max ? row.expiresAt : null;
}

/** A right password: the address's wrong tries are forgotten. */
export async function clearWrongSignIns(db: Db, subject: string): Promise<void> {
  await db.delete(rateLimitCounters).where(failuresRow(subject));
}

/** Removes ended counts and locks of wrong sign-ins (the only rows left in rate_limit_counters). */
export async function deleteEndedWrongSignIns(db: Db, now: Date): Promise<number> {
  const removed = await db
    .delete(rateLimitCounters)
    .where(and(eq(rateLimitCounters.purpose, SIGN_IN_FAILURES), lt(rateLimitCounters.expiresAt, now)))
    .returning({ subject: rateLimitCounters.subject });
  return removed.length;
}

/** A right password hashed with older scrypt parameters: stored again with the current ones. */
export async function storeRehashedPassword(db: Db, accountId: number, newHash: string): Promise<void> {
  await db.update(staffAccounts).set({ passwordHash: newHash }).where(eq(staffAccounts.id, accountId));
}

/** A new session for the account; answers the token for the cookie (only its hash is stored). */
export async function createStaffSession(db: Db, accountId: number, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(staffSessions).values({ id: tokenId(token), accountId, createdAt: now, lastSeenAt: now });
  return token;
}

export async function deleteStaffSession(db: Db, token: string): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.id, tokenId(token)));
}

export const OPERATOR_SESSION_IDLE_MS = OPERATOR_SESSION_IDLE_MINUTES * 60 * 1000;
export const OPERATOR_SESSION_ABSOLUTE_MS = OPERATOR_SESSION_ABSOLUTE_HOURS * 60 * 60 * 1000;

/**
 * A session is live while its account is enabled and it is neither idle nor too old: 30 minutes and 12 hours for reps
 * and group administrators, 15 minutes and 8 hours for operators (issue 23). Needs staff_accounts joined.
 */
const isLive = (now: Date) =>
  and(
    isNull(staffAccounts.disabledAt),
    or(
      and(
        ne(staffAccounts.role, OPERATOR_ROLE),
        gt(staffSessions.lastSeenAt, before(now, STAFF_SESSION_IDLE_MS)),
        gt(staffSessions.createdAt, before(now, STAFF_SESSION_ABSOLUTE_MS)),
      ),
      and(
        eq(staffAccounts.role, OPERATOR_ROLE),
        gt(staffSessions.lastSeenAt, before(now, OPERATOR_SESSION_IDLE_MS)),
        gt(staffSessions.createdAt, before(now, OPERATOR_SESSION_ABSOLUTE_MS)),
      ),
    ),
  );

/**
 * The principal of a session token, unless the session does not exist, its account is disabled, or it has been idle
 * or lived too long (isLive). Moves last_seen_at when it is more than a minute old (conditionally: concurrent requests write once).
 */
export async function findStaffPrincipal(db: Db, token: string, now: Date): Promise<AccountPrincipal | null> {
  const id = tokenId(token);
  const rows = await db
    .select({
      lastSeenAt: staffSessions.lastSeenAt,
      accountId: staffAccounts.id,
      role: staffAccounts.role,
      agentId: staffAccounts.agentId,
      groupId: staffAccounts.groupId,
      groupAgentId: groups.agentId,
      displayName: staffAccounts.displayName,
      email: staffAccounts.email,
    })
    .from(staffSessions)
    .innerJoin(staffAccounts, eq(staffAccounts.id, staffSessions.accountId))
    .leftJoin(groups, eq(groups.id, staffAccounts.groupId))
    .where(and(eq(staffSessions.id, id), isLive(now)))
    .limit(1);
  const row = rows[0];
  const identity = row ? toIdentity(row) : null;
  if (!row || !identity) return null;
  if (row.lastSeenAt < before(now, STAFF_SESSION_TOUCH_MS)) {
    await db
      .update(staffSessions)
      .set({ lastSeenAt: now })
      .where(and(eq(staffSessions.id, id), lt(staffSessions.lastSeenAt, before(now, STAFF_SESSION_TOUCH_MS))));
  }
  return { ...identity, sessionId: id };
}

function toIdentity(row: {
  accountId: number;
  role: string;
  agentId: number | null;
  groupId: number | null;
  groupAgentId: number | null;
  displayName: string;
  email: string;
}): AccountIdentity | null {
  const role = row.role as AccountRole;
  if (role === 'operator') return { role, accountId: row.accountId, email: row.email, displayName: row.displayName };
  if (role === 'agent' && row.agentId !== null) return { role, accountId: row.accountId, agentId: row.agentId, displayName: row.displayName };
  if (role === 'group_admin' && row.groupId !== null && row.groupAgentId !== null) {
    return { role, accountId: row.accountId, groupId: row.groupId, agentId: row.groupAgentId, displayName: row.displayName };
  }
  return null;
}

/** Whose account it is (just signed in), or null when its rep or group is gone. */
export async function identityOfAccount(db: Db, accountId: number): Promise<AccountIdentity | null> {
  const rows = await db
    .select({
      accountId: staffAccounts.id,
      role: staffAccounts.role,
      agentId: staffAccounts.agentId,
      groupId: staffAccounts.groupId,
      groupAgentId: groups.agentId,
      displayName: staffAccounts.displayName,
      email: staffAccounts.email,
    })
    .from(staffAccounts)
    .leftJoin(groups, eq(groups.id, staffAccounts.groupId))
    .where(eq(staffAccounts.id, accountId))
    .limit(1);
  return rows[0] ? toIdentity(rows[0]) : null;
}

/** Removes sessions idle past 30 minutes or older than 12 hours; answers how many. */
export async function deleteExpiredStaffSessions(db: Db, now: Date): Promise<number> {
  const removed = await db
    .delete(staffSessions)
    .where(or(lt(staffSessions.lastSeenAt, before(now, STAFF_SESSION_IDLE_MS)), lt(staffSessions.createdAt, before(now, STAFF_SESSION_ABSOLUTE_MS))))
    .returning({ id: staffSessions.id });
  return removed.length;
}

/**
 * Takes from a browser's shopping session the enrollments a signed-in rep or group administrator opened there for a
 * member from their table (type existing-user, eprocess rep or group): those show the member's record (birth date,
 * zip, gender, dependents, health answers), which only the signed-in person may see. Called when staff sign in or
 * out; the browser's own shopping is kept.
 */
export async function detachStaffMemberEnrollments(db: Db, sessionId: string): Promise<void> {
  const opened = db
    .select({ id: enrollments.id })
    .from(enrollments)
    .where(and(eq(enrollments.type, ENROLLMENT_TYPE.existingUser), inArray(enrollments.eprocess, [EPROCESS.rep, EPROCESS.group])));
  await db.delete(sessionEnrollments).where(and(eq(sessionEnrollments.sessionId, sessionId), inArray(sessionEnrollments.enrollmentId, opened)));
  // A hold made before the marks (staffHolds false) may have left priced facts with the session's copy: this very call
  // goes on to its handler before the deletes' notice arrives (decision 0093).
  forgetKeptBySession(db, sessionId);
}

/**
 * Marks the browser's hold of an enrollment just opened from a member table (add-filter-for-existing-user) as the
 * staff session's: the browser holds it only while that session is signed in there (detachForeignStaffHolds).
 * In the transaction that made the hold.
 */
export async function markStaffHold(tx: Db, sessionId: string, enrollmentId: string, staffSessionId: string): Promise<void> {
  await tx.insert(staffHeldEnrollments).values({ sessionId, enrollmentId, staffSessionId });
}

/**
 * Removes from a browser's shopping session the member enrollments opened there from a member table under another
 * staff session than `staffSessionId` (the browser's live signed-in session, or null: none). Run before every call,
 * so such an enrollment, and the member's record it shows, is answered only while its own rep or group
 * administrator is signed in at that browser. The marks go with the holds (foreign key, cascade).
 */
export async function detachForeignStaffHolds(db: Db, sessionId: string, staffSessionId: string | null): Promise<void> {
  const foreign = db
    .select({ enrollmentId: staffHeldEnrollments.enrollmentId })
    .from(staffHeldEnrollments)
    .where(
      and(
        eq(staffHeldEnrollments.sessionId, sessionId),
        staffSessionId === null ? undefined : ne(staffHeldEnrollments.staffSessionId, staffSessionId),
      ),
    );
  await db.delete(sessionEnrollments).where(and(eq(sessionEnrollments.sessionId, sessionId), inArray(sessionEnrollments.enrollmentId, foreign)));
}

/** The sweeper's part: holds whose staff session has ended (row gone) leave their browsers. Answers how many. */
export async function detachEndedStaffHolds(db: Db): Promise<number> {
  const ended = db
    .select({ one: sql`1` })
    .from(staffHeldEnrollments)
    .leftJoin(staffSessions, eq(staffSessions.id, staffHeldEnrollments.staffSessionId))
    .where(
      and(
        eq(staffHeldEnrollments.sessionId, sessionEnrollments.sessionId),
        eq(staffHeldEnrollments.enrollmentId, sessionEnrollments.enrollmentId),
        isNull(staffSessions.id),
      ),
    );
  const removed = await db.delete(sessionEnrollments).where(exists(ended)).returning({ enrollmentId: sessionEnrollments.enrollmentId });
  return removed.length;
}
