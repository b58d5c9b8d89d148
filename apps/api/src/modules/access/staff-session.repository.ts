import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, or, sql } from 'drizzle-orm';
import {
  STAFF_LOCKOUT_MINUTES,
  STAFF_MAX_FAILED_ATTEMPTS,
  STAFF_SESSION_ABSOLUTE_HOURS,
  STAFF_SESSION_IDLE_MINUTES,
  type StaffRole,
} from '@benefit-store/domain';
import type { Db } from '../../db/client.js';
import { groups, staffAccounts, staffSessions } from '../../db/schema/index.js';
import type { StaffPrincipal } from './staff-principal.js';

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
  lockedUntil: Date | null;
}

export async function findAccountByEmail(db: Db, email: string): Promise<StaffAccountRow | null> {
  const rows = await db
    .select({ id: staffAccounts.id, email: staffAccounts.email, passwordHash: staffAccounts.passwordHash, lockedUntil: staffAccounts.lockedUntil })
    .from(staffAccounts)
    .where(eq(staffAccounts.email, email))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * Counts one wrong password; the STAFF_MAX_FAILED_ATTEMPTS-th locks the account for STAFF_LOCKOUT_MINUTES and starts
 * the count again. One statement, so concurrent wrong tries all count. Answers the lock's end when this try locked it.
 */
export async function recordFailedAttempt(db: Db, accountId: number, now: Date): Promise<Date | null> {
  const lockEnd = new Date(now.getTime() + STAFF_LOCKOUT_MS);
  const reachesMax = sql`${staffAccounts.failedAttempts} + 1 >= ${STAFF_MAX_FAILED_ATTEMPTS}`;
  const rows = await db
    .update(staffAccounts)
    .set({
      failedAttempts: sql`case when ${reachesMax} then 0 else ${staffAccounts.failedAttempts} + 1 end`,
      lockedUntil: sql`case when ${reachesMax} then ${lockEnd.toISOString()}::timestamptz else ${staffAccounts.lockedUntil} end`,
    })
    .where(eq(staffAccounts.id, accountId))
    .returning({ lockedUntil: staffAccounts.lockedUntil });
  const lockedUntil = rows[0]?.lockedUntil ?? null;
  return lockedUntil && lockedUntil.getTime() === lockEnd.getTime() ? lockedUntil : null;
}

export async function recordSuccessfulSignIn(db: Db, accountId: number, newHash?: string): Promise<void> {
  await db
    .update(staffAccounts)
    .set({ failedAttempts: 0, lockedUntil: null, ...(newHash ? { passwordHash: newHash } : {}) })
    .where(eq(staffAccounts.id, accountId));
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

const isLive = (now: Date) =>
  and(gt(staffSessions.lastSeenAt, before(now, STAFF_SESSION_IDLE_MS)), gt(staffSessions.createdAt, before(now, STAFF_SESSION_ABSOLUTE_MS)));

/**
 * The principal of a session token, unless the session does not exist, has been idle past 30 minutes or is older
 * than 12 hours. Moves last_seen_at when it is more than a minute old (conditionally: concurrent requests write once).
 */
export async function findStaffPrincipal(db: Db, token: string, now: Date): Promise<StaffPrincipal | null> {
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
    })
    .from(staffSessions)
    .innerJoin(staffAccounts, eq(staffAccounts.id, staffSessions.accountId))
    .leftJoin(groups, eq(groups.id, staffAccounts.groupId))
    .where(and(eq(staffSessions.id, id), isLive(now)))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  if (row.lastSeenAt < before(now, STAFF_SESSION_TOUCH_MS)) {
    await db
      .update(staffSessions)
      .set({ lastSeenAt: now })
      .where(and(eq(staffSessions.id, id), lt(staffSessions.lastSeenAt, before(now, STAFF_SESSION_TOUCH_MS))));
  }
  return toPrincipal(row);
}

function toPrincipal(row: {
  accountId: number;
  role: string;
  agentId: number | null;
  groupId: number | null;
  groupAgentId: number | null;
  displayName: string;
}): StaffPrincipal | null {
  const role = row.role as StaffRole;
  if (role === 'agent' && row.agentId !== null) return { role, accountId: row.accountId, agentId: row.agentId, displayName: row.displayName };
  if (role === 'group_admin' && row.groupId !== null && row.groupAgentId !== null) {
    return { role, accountId: row.accountId, groupId: row.groupId, agentId: row.groupAgentId, displayName: row.displayName };
  }
  return null;
}

/** The principal of an account (just signed in). */
export async function principalOfAccount(db: Db, accountId: number): Promise<StaffPrincipal | null> {
  const rows = await db
    .select({
      accountId: staffAccounts.id,
      role: staffAccounts.role,
      agentId: staffAccounts.agentId,
      groupId: staffAccounts.groupId,
      groupAgentId: groups.agentId,
      displayName: staffAccounts.displayName,
    })
    .from(staffAccounts)
    .leftJoin(groups, eq(groups.id, staffAccounts.groupId))
    .where(eq(staffAccounts.id, accountId))
    .limit(1);
  return rows[0] ? toPrincipal(rows[0]) : null;
}

/** Removes sessions idle past 30 minutes or older than 12 hours; answers how many. */
export async function deleteExpiredStaffSessions(db: Db, now: Date): Promise<number> {
  const removed = await db
    .delete(staffSessions)
    .where(or(lt(staffSessions.lastSeenAt, before(now, STAFF_SESSION_IDLE_MS)), lt(staffSessions.createdAt, before(now, STAFF_SESSION_ABSOLUTE_MS))))
    .returning({ id: staffSessions.id });
  return removed.length;
}
