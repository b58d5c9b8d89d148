import { createHash, randomBytes } from 'node:crypto';
import { and, asc, count, eq, gt, ilike, isNotNull, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AccountRole, AccountStatus, AdminPage, PasswordTokenPurpose, StaffAccount, StaffListQuery } from '@benefit-store/domain';
import type { Db } from '../../db/client.js';
import { agents, consoleSignInSteps, groups, passwordTokens, recoveryCodes, staffAccounts, staffSessions } from '../../db/schema/index.js';

/** A random token for a link or a cookie, and the SHA-256 (hex) stored in its place. */
export const newToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface AccountRow {
  id: number;
  email: string;
  role: AccountRole;
  displayName: string;
  passwordHash: string;
  passwordSetAt: Date | null;
  disabledAt: Date | null;
  invitedAt: Date | null;
  totpSecret: string | null;
  totpLastStep: number | null;
}

const accountColumns = {
  id: staffAccounts.id,
  email: staffAccounts.email,
  role: staffAccounts.role,
  displayName: staffAccounts.displayName,
  passwordHash: staffAccounts.passwordHash,
  passwordSetAt: staffAccounts.passwordSetAt,
  disabledAt: staffAccounts.disabledAt,
  invitedAt: staffAccounts.invitedAt,
  totpSecret: staffAccounts.totpSecret,
  totpLastStep: staffAccounts.totpLastStep,
};
const asAccount = (row: { role: string } & Omit<AccountRow, 'role'>): AccountRow => ({ ...row, role: row.role as AccountRole });

export async function accountById(db: Db, id: number): Promise<AccountRow | null> {
  const rows = await db.select(accountColumns).from(staffAccounts).where(eq(staffAccounts.id, id)).limit(1);
  return rows[0] ? asAccount(rows[0]) : null;
}

export async function accountByEmail(db: Db, email: string): Promise<AccountRow | null> {
  const rows = await db.select(accountColumns).from(staffAccounts).where(eq(staffAccounts.email, email)).limit(1);
  return rows[0] ? asAccount(rows[0]) : null;
}

export async function agentIdByCode(db: Db, code: string): Promise<number | null> {
  const rows = await db.select({ id: agents.id }).from(agents).where(eq(sql`upper(${agents.accessCode})`, code.toUpperCase())).limit(1);
  return rows[0]?.id ?? null;
}

export async function groupIdByCode(db: Db, code: string): Promise<number | null> {
  const rows = await db.select({ id: groups.id }).from(groups).where(eq(sql`upper(${groups.code})`, code.toUpperCase())).limit(1);
  return rows[0]?.id ?? null;
}

export async function insertAccount(
  db: Db,
  row: { email: string; displayName: string; role: AccountRole; agentId: number | null; groupId: number | null; passwordHash: string; invitedAt: Date | null },
): Promise<number | null> {
  const inserted = await db
    .insert(staffAccounts)
    .values({ ...row, passwordSetAt: null })
    .onConflictDoNothing()
    .returning({ id: staffAccounts.id });
  return inserted[0]?.id ?? null;
}

// ---- Set-password links ----

/**
 * Stores a new link for the account (its hash) and ends the account's earlier unused links of the same purpose only:
 * a reset request (which anyone may make) must not end an invitation, nor an invitation resent a reset link.
 */
export async function insertPasswordToken(db: Db, accountId: number, purpose: PasswordTokenPurpose, now: Date, expiresAt: Date): Promise<string> {
  await db
    .update(passwordTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordTokens.accountId, accountId), eq(passwordTokens.purpose, purpose), isNull(passwordTokens.usedAt)));
  const token = newToken();
  await db.insert(passwordTokens).values({ id: hashToken(token), accountId, purpose, createdAt: now, expiresAt });
  return token;
}

/** The live link of a token (not used, not expired), or null. */
export async function livePasswordToken(db: Db, token: string, now: Date): Promise<{ accountId: number; purpose: PasswordTokenPurpose } | null> {
  const rows = await db
    .select({ accountId: passwordTokens.accountId, purpose: passwordTokens.purpose })
    .from(passwordTokens)
    .where(and(eq(passwordTokens.id, hashToken(token)), isNull(passwordTokens.usedAt), gt(passwordTokens.expiresAt, now)))
    .limit(1);
  const row = rows[0];
  return row ? { accountId: row.accountId, purpose: row.purpose as PasswordTokenPurpose } : null;
}

/** Marks a live link used, atomically: answers false when another request used it first (or it has ended). */
export async function usePasswordToken(db: Db, token: string, now: Date): Promise<boolean> {
  const used = await db
    .update(passwordTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordTokens.id, hashToken(token)), isNull(passwordTokens.usedAt), gt(passwordTokens.expiresAt, now)))
    .returning({ id: passwordTokens.id });
  return used.length === 1;
}

/** A password has been set: every live link of the account (invitation or reset) ends. */
export async function endAccountPasswordTokens(db: Db, accountId: number, now: Date): Promise<void> {
  await db.update(passwordTokens).set({ usedAt: now }).where(and(eq(passwordTokens.accountId, accountId), isNull(passwordTokens.usedAt)));
}

export async function deleteEndedPasswordTokens(db: Db, now: Date): Promise<number> {
  const removed = await db.delete(passwordTokens).where(lt(passwordTokens.expiresAt, new Date(now.getTime() - 7 * 24 * 3600 * 1000))).returning({ id: passwordTokens.id });
  return removed.length;
}

// ---- Account changes ----

export async function storePassword(db: Db, accountId: number, passwordHash: string, now: Date): Promise<void> {
  await db.update(staffAccounts).set({ passwordHash, passwordSetAt: now }).where(eq(staffAccounts.id, accountId));
}

/** Ends every session of the account at once (disabled, or a new password). */
export async function deleteAccountSessions(db: Db, accountId: number): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.accountId, accountId));
  await db.delete(consoleSignInSteps).where(eq(consoleSignInSteps.accountId, accountId));
}

/** How many enabled operator accounts there are besides `accountId`. */
export async function otherEnabledOperators(db: Db, accountId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(staffAccounts)
    .where(and(eq(staffAccounts.role, 'operator'), isNull(staffAccounts.disabledAt), ne(staffAccounts.id, accountId)));
  return row?.n ?? 0;
}

export async function setDisabled(db: Db, accountId: number, disabledAt: Date | null): Promise<void> {
  await db.update(staffAccounts).set({ disabledAt }).where(eq(staffAccounts.id, accountId));
}

export async function setInvitedAt(db: Db, accountId: number, invitedAt: Date): Promise<void> {
  await db.update(staffAccounts).set({ invitedAt }).where(eq(staffAccounts.id, accountId));
}

export async function recordSignedIn(db: Db, accountId: number, now: Date): Promise<void> {
  await db.update(staffAccounts).set({ lastSignedInAt: now }).where(eq(staffAccounts.id, accountId));
}

// ---- The console's second factor ----

/** Stores a confirmed TOTP secret (encrypted) and the step its first code used; replaces the recovery codes. */
export async function storeSecondFactor(db: Db, accountId: number, encryptedSecret: string, step: number, codeHashes: string[]): Promise<void> {
  await db.update(staffAccounts).set({ totpSecret: encryptedSecret, totpLastStep: step }).where(eq(staffAccounts.id, accountId));
  await db.delete(recoveryCodes).where(eq(recoveryCodes.accountId, accountId));
  await db.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ accountId, codeHash })));
}

/** Moves the last used TOTP step forward, atomically: false when a concurrent sign-in used this step or a later one. */
export async function advanceTotpStep(db: Db, accountId: number, step: number): Promise<boolean> {
  const moved = await db
    .update(staffAccounts)
    .set({ totpLastStep: step })
    .where(and(eq(staffAccounts.id, accountId), or(isNull(staffAccounts.totpLastStep), lt(staffAccounts.totpLastStep, step))))
    .returning({ id: staffAccounts.id });
  return moved.length === 1;
}

/** Uses one unused recovery code of the account: false when it is not one (or was used). */
export async function useRecoveryCode(db: Db, accountId: number, codeHash: string, now: Date): Promise<boolean> {
  const used = await db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(recoveryCodes.accountId, accountId), eq(recoveryCodes.codeHash, codeHash), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id });
  return used.length === 1;
}

export async function unusedRecoveryCodes(db: Db, accountId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(recoveryCodes).where(and(eq(recoveryCodes.accountId, accountId), isNull(recoveryCodes.usedAt)));
  return row?.n ?? 0;
}

export type ConsoleStepKind = 'second_factor' | 'second_factor_setup';
export interface ConsoleStepRow {
  accountId: number;
  step: ConsoleStepKind;
  pendingSecret: string | null;
  tries: number;
}

/** A new pending step for the browser (its earlier one ended): answers the cookie's token. */
export async function insertConsoleStep(
  db: Db,
  row: { accountId: number; step: ConsoleStepKind; pendingSecret: string | null; now: Date; expiresAt: Date },
): Promise<string> {
  const token = newToken();
  await db.insert(consoleSignInSteps).values({ id: hashToken(token), accountId: row.accountId, step: row.step, pendingSecret: row.pendingSecret, createdAt: row.now, expiresAt: row.expiresAt });
  return token;
}

export async function liveConsoleStep(db: Db, token: string, now: Date): Promise<ConsoleStepRow | null> {
  const rows = await db
    .select({ accountId: consoleSignInSteps.accountId, step: consoleSignInSteps.step, pendingSecret: consoleSignInSteps.pendingSecret, tries: consoleSignInSteps.tries })
    .from(consoleSignInSteps)
    .where(and(eq(consoleSignInSteps.id, hashToken(token)), gt(consoleSignInSteps.expiresAt, now)))
    .limit(1);
  const row = rows[0];
  return row ? { ...row, step: row.step as ConsoleStepKind } : null;
}

/** Counts a wrong code; answers the tries so far. */
export async function countWrongCode(db: Db, token: string): Promise<number> {
  const rows = await db
    .update(consoleSignInSteps)
    .set({ tries: sql`${consoleSignInSteps.tries} + 1` })
    .where(eq(consoleSignInSteps.id, hashToken(token)))
    .returning({ tries: consoleSignInSteps.tries });
  return rows[0]?.tries ?? Number.MAX_SAFE_INTEGER;
}

export async function deleteConsoleStep(db: Db, token: string): Promise<void> {
  await db.delete(consoleSignInSteps).where(eq(consoleSignInSteps.id, hashToken(token)));
}

export async function deleteEndedConsoleSteps(db: Db, now: Date): Promise<number> {
  const removed = await db.delete(consoleSignInSteps).where(lt(consoleSignInSteps.expiresAt, now)).returning({ id: consoleSignInSteps.id });
  return removed.length;
}

// ---- The console's staff list ----

const statusOf = sql<AccountStatus>`case when ${staffAccounts.disabledAt} is not null then 'disabled' when ${staffAccounts.passwordSetAt} is null then 'invited' else 'active' end`;
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const SORT_COLUMNS = {
  email: staffAccounts.email,
  display_name: staffAccounts.displayName,
  role: staffAccounts.role,
  status: statusOf,
  last_signed_in_at: staffAccounts.lastSignedInAt,
} as const;

const statusFilter = (status: AccountStatus | undefined): SQL | undefined => {
  if (status === 'disabled') return isNotNull(staffAccounts.disabledAt);
  if (status === 'invited') return and(isNull(staffAccounts.disabledAt), isNull(staffAccounts.passwordSetAt));
  if (status === 'active') return and(isNull(staffAccounts.disabledAt), isNotNull(staffAccounts.passwordSetAt));
  return undefined;
};

const listColumns = {
  id: staffAccounts.id,
  email: staffAccounts.email,
  displayName: staffAccounts.displayName,
  role: staffAccounts.role,
  status: statusOf,
  invitedAt: staffAccounts.invitedAt,
  lastSignedInAt: staffAccounts.lastSignedInAt,
  disabledAt: staffAccounts.disabledAt,
  agentCode: agents.accessCode,
  agentName: agents.displayName,
  groupCode: groups.code,
  groupName: groups.name,
};

type ListRow = {
  id: number;
  email: string;
  displayName: string;
  role: string;
  status: AccountStatus;
  invitedAt: Date | null;
  lastSignedInAt: Date | null;
  disabledAt: Date | null;
  agentCode: string | null;
  agentName: string | null;
  groupCode: string | null;
  groupName: string | null;
};

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
const toStaffAccount = (r: ListRow): StaffAccount => ({
  id: r.id,
  email: r.email,
  display_name: r.displayName,
  role: r.role as AccountRole,
  rep_code: r.agentCode,
  group_code: r.groupCode,
  rep_or_group_name: r.agentName ?? r.groupName,
  status: r.status,
  invited_at: iso(r.invitedAt),
  last_signed_in_at: iso(r.lastSignedInAt),
  disabled_at: iso(r.disabledAt),
});

export async function selectStaffPage(db: Db, query: StaffListQuery): Promise<AdminPage<StaffAccount>> {
  const search = query.q ? `%${escapeLike(query.q)}%` : null;
  const where = and(
    search ? or(ilike(staffAccounts.email, search), ilike(staffAccounts.displayName, search)) : undefined,
    query.role ? eq(staffAccounts.role, query.role) : undefined,
    statusFilter(query.status),
  );
  const column = SORT_COLUMNS[query.sort];
  const order = query.dir === 'asc' ? sql`${column} asc nulls first` : sql`${column} desc nulls last`;
  const [total] = await db.select({ n: count() }).from(staffAccounts).where(where);
  const rows = await db
    .select(listColumns)
    .from(staffAccounts)
    .leftJoin(agents, eq(agents.id, staffAccounts.agentId))
    .leftJoin(groups, eq(groups.id, staffAccounts.groupId))
    .where(where)
    .orderBy(order, asc(staffAccounts.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  return { items: rows.map(toStaffAccount), total: total?.n ?? 0, page: query.page, per_page: query.per_page };
}

export async function selectStaffAccount(db: Db, id: number): Promise<StaffAccount | null> {
  const rows = await db
    .select(listColumns)
    .from(staffAccounts)
    .leftJoin(agents, eq(agents.id, staffAccounts.agentId))
    .leftJoin(groups, eq(groups.id, staffAccounts.groupId))
    .where(eq(staffAccounts.id, id))
    .limit(1);
  return rows[0] ? toStaffAccount(rows[0]) : null;
}

