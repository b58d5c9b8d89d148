import { randomBytes } from 'node:crypto';
import {
  AUDIT_ACTIONS,
  AUDIT_TARGETS,
  CONSOLE_ACCOUNT_MESSAGES,
  MESSAGES,
  PASSWORD_MIN_LENGTH,
  PASSWORD_TOKEN_HOURS,
  passwordProblem,
  SECOND_FACTOR_SETUP_MINUTES,
  type AdminPage,
  type InviteStaffValues,
  type PasswordLink,
  type PasswordTokenPurpose,
  type SetPasswordAnswer,
  type StaffAccount,
  type StaffListQuery,
} from '@benefit-store/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { recordAudit, type AuditActor } from '../audit/index.js';
import { enqueueMessage } from '../mail/index.js';
import { AppError } from '../shared/app-error.js';
import type { FieldCipher } from '../shared/field-encryption.js';
import {
  accountByEmail,
  accountById,
  agentIdByCode,
  deleteAccountSessions,
  endAccountPasswordTokens,
  groupIdByCode,
  insertAccount,
  insertConsoleStep,
  insertPasswordToken,
  otherEnabledOperators,
  livePasswordToken,
  selectStaffAccount,
  selectStaffPage,
  setDisabled,
  setInvitedAt,
  storePassword,
  usePasswordToken,
  type AccountRow,
} from './account-lifecycle.repository.js';
import { accountLinkMail, setPasswordLink } from './account-mail.js';
import { isCommonPassword } from './common-passwords.js';
import { hashPassword } from './password-hash.js';
import { newTotpSecret } from './totp.js';

/** What the lifecycle services need: the database, the request's instant and address, where links point. */
export interface AccountsContext {
  db: Db;
  now: Date;
  cipher: FieldCipher;
  /** The client address (request.ip), or null on the command line. */
  ip: string | null;
  /** linkOrigin(config): the origin of mailed links. */
  origin: string;
  /** The browser whose action sends a mail (its /dev/outbox lists it), or null (the command line). */
  sessionId?: string | null;
}

const hours = (n: number) => n * 60 * 60 * 1000;
/** A password nobody knows, for an account whose owner has not chosen one yet (so a sign-in spends the same scrypt). */
const unusablePasswordHash = () => hashPassword(randomBytes(32).toString('base64url'));
const target = (email: string) => ({ type: AUDIT_TARGETS.account, id: email });
const status = (a: Pick<AccountRow, 'disabledAt' | 'passwordSetAt'>) => (a.disabledAt ? 'disabled' : a.passwordSetAt ? 'active' : 'invited');

/** Makes a set-password link for the account (ending its earlier ones) and puts its e-mail in the outbox, in `tx`. */
async function sendLink(tx: Db, ctx: AccountsContext, account: Pick<AccountRow, 'id' | 'email' | 'displayName'>, purpose: PasswordTokenPurpose): Promise<string> {
  const token = await insertPasswordToken(tx, account.id, purpose, ctx.now, new Date(ctx.now.getTime() + hours(PASSWORD_TOKEN_HOURS[purpose])));
  const link = setPasswordLink(ctx.origin, token);
  const mail = accountLinkMail(purpose, account.displayName, link);
  await enqueueMessage(tx, {
    idempotencyKey: `account-link:${account.id}:${purpose}:${ctx.now.getTime()}:${token.slice(0, 8)}`,
    channel: 'email',
    template: purpose === 'invite' ? 'account-invite' : 'password-reset',
    recipient: account.email,
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    sessionId: ctx.sessionId ?? null,
  });
  return link;
}

export function listStaff(db: Db, query: StaffListQuery): Promise<AdminPage<StaffAccount>> {
  return selectStaffPage(db, query);
}

/**
 * Creates an account (no usable password yet) and mails its invitation: a rep's names the rep by access code, a
 * group administrator's the group by code. Answers the account and its link (the command line prints it).
 */
export async function inviteAccount(ctx: AccountsContext, actor: AuditActor | null, values: InviteStaffValues): Promise<{ account: StaffAccount; link: string }> {
  const agentId = values.role === 'agent' ? await agentIdByCode(ctx.db, values.agent_code ?? '') : null;
  if (values.role === 'agent' && agentId === null) throw AppError.field('agent_code', CONSOLE_ACCOUNT_MESSAGES.unknownRepCode);
  const groupId = values.role === 'group_admin' ? await groupIdByCode(ctx.db, values.group_code ?? '') : null;
  if (values.role === 'group_admin' && groupId === null) throw AppError.field('group_code', CONSOLE_ACCOUNT_MESSAGES.unknownGroupCode);
  const passwordHash = await unusablePasswordHash();
  const result = await ctx.db.transaction(async (tx) => {
    const id = await insertAccount(tx, { email: values.email, displayName: values.display_name, role: values.role, agentId, groupId, passwordHash, invitedAt: ctx.now });
    if (id === null) throw AppError.field('email', CONSOLE_ACCOUNT_MESSAGES.emailTaken);
    const link = await sendLink(tx, ctx, { id, email: values.email, displayName: values.display_name }, 'invite');
    const after = { email: values.email, display_name: values.display_name, role: values.role, rep_code: values.agent_code ?? null, group_code: values.group_code ?? null, status: 'invited' };
    await recordAudit(tx, { actor, action: AUDIT_ACTIONS.invite, target: target(values.email), ip: ctx.ip, after });
    return { id, link };
  });
  return { account: (await selectStaffAccount(ctx.db, result.id))!, link: result.link };
}

async function accountOr404(db: Db, id: number): Promise<AccountRow> {
  const account = await accountById(db, id);
  if (!account) throw AppError.notFound(MESSAGES.notFound);
  return account;
}

/** A new invitation link for an account that has not set its password (the earlier link stops working). */
export async function resendInvitation(ctx: AccountsContext, actor: AuditActor, id: number): Promise<StaffAccount> {
  const account = await accountOr404(ctx.db, id);
  if (account.passwordSetAt !== null) throw AppError.conflict(CONSOLE_ACCOUNT_MESSAGES.notInvited);
  await ctx.db.transaction(async (tx) => {
    await sendLink(tx, ctx, account, 'invite');
    await setInvitedAt(tx, account.id, ctx.now);
    await recordAudit(tx, { actor, action: AUDIT_ACTIONS.inviteResend, target: target(account.email), ip: ctx.ip });
  });
  return (await selectStaffAccount(ctx.db, id))!;
}

/**
 * Disables (ends every session at once; sign-in refused like a wrong password) or enables an account. An operator
 * cannot disable their own account, nor the last enabled operator (nobody could run the console then).
 */
export async function setAccountDisabled(ctx: AccountsContext, actor: AuditActor, id: number, disabled: boolean): Promise<StaffAccount> {
  const account = await accountOr404(ctx.db, id);
  if (disabled && actor.accountId === account.id) throw AppError.conflict(CONSOLE_ACCOUNT_MESSAGES.cannotDisableSelf);
  await ctx.db.transaction(async (tx) => {
    if (disabled && account.role === 'operator' && !account.disabledAt) {
      // Serialises concurrent disables of operators, so two cannot each leave the other as the last one.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('staff-accounts:disable-operator'))`);
      if ((await otherEnabledOperators(tx, account.id)) === 0) throw AppError.conflict(CONSOLE_ACCOUNT_MESSAGES.cannotDisableLastOperator);
    }
    await setDisabled(tx, account.id, disabled ? (account.disabledAt ?? ctx.now) : null);
    if (disabled) await deleteAccountSessions(tx, account.id);
    const after = status({ disabledAt: disabled ? ctx.now : null, passwordSetAt: account.passwordSetAt });
    await recordAudit(tx, {
      actor,
      action: disabled ? AUDIT_ACTIONS.disable : AUDIT_ACTIONS.enable,
      target: target(account.email),
      ip: ctx.ip,
      before: { status: status(account) },
      after: { status: after },
    });
  });
  return (await selectStaffAccount(ctx.db, id))!;
}

/**
 * A forgotten password: mails a reset link (1 hour) when the address has an enabled account; does nothing else
 * otherwise. Run by the password-reset job (password-reset.job.ts), never while the request waits, so the answer's
 * timing is the same either way.
 */
export async function sendPasswordReset(ctx: AccountsContext, email: string): Promise<void> {
  const account = await accountByEmail(ctx.db, email);
  if (!account || account.disabledAt) return;
  await ctx.db.transaction(async (tx) => {
    await sendLink(tx, ctx, account, 'reset');
    await recordAudit(tx, { actor: null, action: AUDIT_ACTIONS.passwordResetRequest, target: target(account.email), ip: ctx.ip });
  });
}

/** What a live link is for, or null (expired, used, unknown, or its account disabled). */
export async function readPasswordLink(ctx: Pick<AccountsContext, 'db' | 'now'>, token: string): Promise<PasswordLink | null> {
  const link = await livePasswordToken(ctx.db, token, ctx.now);
  const account = link ? await accountById(ctx.db, link.accountId) : null;
  if (!link || !account || account.disabledAt) return null;
  return { email: account.email, role: account.role, purpose: link.purpose, min_length: PASSWORD_MIN_LENGTH[account.role] };
}

export type SetPasswordOutcome =
  | { kind: 'expired' }
  | { kind: 'set'; answer: SetPasswordAnswer; /** An operator without a second factor: the set-up step's cookie token. */ setupToken: string | null };

/**
 * Sets the password of a link's account (the policy for its role, and the common-password list), using the link up
 * and ending the account's sessions. An operator without a second factor goes on to set one up (a pending step bound
 * to this browser); everyone else goes on to sign in.
 */
export async function setPasswordFromLink(ctx: AccountsContext, token: string, password: string): Promise<SetPasswordOutcome> {
  const link = await readPasswordLink(ctx, token);
  if (!link) return { kind: 'expired' };
  const problem = passwordProblem(password, link.role, isCommonPassword);
  if (problem) throw AppError.field('password', problem);
  const account = (await accountByEmail(ctx.db, link.email))!;
  const passwordHash = await hashPassword(password);
  return ctx.db.transaction(async (tx): Promise<SetPasswordOutcome> => {
    if (!(await usePasswordToken(tx, token, ctx.now))) return { kind: 'expired' };
    await endAccountPasswordTokens(tx, account.id, ctx.now);
    await storePassword(tx, account.id, passwordHash, ctx.now);
    await deleteAccountSessions(tx, account.id);
    await recordAudit(tx, {
      actor: { accountId: account.id, email: account.email, role: account.role },
      action: AUDIT_ACTIONS.passwordSet,
      target: target(account.email),
      ip: ctx.ip,
      before: { status: status(account) },
      after: { status: 'active', via: link.purpose },
    });
    const base = { email: account.email, role: account.role };
    if (account.role !== 'operator') return { kind: 'set', answer: { ...base, next: 'sign_in' }, setupToken: null };
    if (account.totpSecret) return { kind: 'set', answer: { ...base, next: 'console_sign_in' }, setupToken: null };
    const setupToken = await insertConsoleStep(tx, {
      accountId: account.id,
      step: 'second_factor_setup',
      pendingSecret: ctx.cipher.encrypt(newTotpSecret(), pendingSecretContext(account.id)),
      now: ctx.now,
      expiresAt: new Date(ctx.now.getTime() + SECOND_FACTOR_SETUP_MINUTES * 60 * 1000),
    });
    return { kind: 'set', answer: { ...base, next: 'second_factor_setup' }, setupToken };
  });
}

/** Where a secret is encrypted: the confirmed one on the account, a pending one on the browser's step. */
export const totpSecretContext = (accountId: number) => `account:${accountId}:totp`;
export const pendingSecretContext = (accountId: number) => `console-step:${accountId}:totp`;
