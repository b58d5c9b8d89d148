import { createHash, randomBytes } from 'node:crypto';
import {
  AUDIT_ACTIONS,
  AUDIT_TARGETS,
  RECOVERY_CODE_COUNT,
  SECOND_FACTOR_ACCOUNT_MAX_WRONG,
  SECOND_FACTOR_MAX_TRIES,
  SECOND_FACTOR_SETUP_MINUTES,
  SECOND_FACTOR_STEP_MINUTES,
  type PendingConsoleStep,
  type SecondFactor,
} from '@benefit-store/domain';
import type { Db } from '../../db/client.js';
import { recordAudit } from '../audit/index.js';
import type { FieldCipher } from '../shared/field-encryption.js';
import {
  accountById,
  advanceTotpStep,
  countWrongCode,
  deleteConsoleStep,
  insertConsoleStep,
  liveConsoleStep,
  recordSignedIn,
  storeSecondFactor,
  useRecoveryCode,
  type AccountRow,
  type ConsoleStepKind,
} from './account-lifecycle.repository.js';
import { pendingSecretContext, totpSecretContext } from './account-lifecycle.service.js';
import { checkPassword } from './access.service.js';
import type { OperatorPrincipal } from './staff-principal.js';
import { clearWrongSignIns, createStaffSession, recordWrongSignIn, secondFactorSubject, signInLockEnd, tokenId } from './staff-session.repository.js';
import { base32Encode, matchTotp, newTotpSecret, otpauthUri } from './totp.js';

export interface ConsoleContext {
  db: Db;
  now: Date;
  cipher: FieldCipher;
  ip: string | null;
}

const minutes = (n: number) => n * 60 * 1000;

export type PasswordStepOutcome =
  | { kind: 'next'; step: ConsoleStepKind; stepToken: string }
  | { kind: 'wrongCredentials' }
  | { kind: 'locked'; retryAfterSeconds: number };

/**
 * The console's first step: e-mail and password of an enabled operator (anyone else, a disabled account or a wrong
 * password: the one wrong-credentials answer, counted and locked like the staff sign-in). Opens the browser's pending
 * step: a code for an operator with a second factor, else its set-up with a new secret.
 */
export async function consolePasswordStep(ctx: ConsoleContext, email: string, password: string): Promise<PasswordStepOutcome> {
  const checked = await checkPassword(ctx, email, password);
  if (checked.kind !== 'right') return checked;
  const account = await accountById(ctx.db, checked.accountId);
  if (!account || account.role !== 'operator') return { kind: 'wrongCredentials' };
  const lockEnd = await secondFactorLockEnd(ctx, account.id);
  if (lockEnd) return lockedUntil(ctx, lockEnd);
  if (account.totpSecret) {
    const stepToken = await insertConsoleStep(ctx.db, {
      accountId: account.id,
      step: 'second_factor',
      pendingSecret: null,
      now: ctx.now,
      expiresAt: new Date(ctx.now.getTime() + minutes(SECOND_FACTOR_STEP_MINUTES)),
    });
    return { kind: 'next', step: 'second_factor', stepToken };
  }
  const stepToken = await insertConsoleStep(ctx.db, {
    accountId: account.id,
    step: 'second_factor_setup',
    pendingSecret: ctx.cipher.encrypt(newTotpSecret(), pendingSecretContext(account.id)),
    now: ctx.now,
    expiresAt: new Date(ctx.now.getTime() + minutes(SECOND_FACTOR_SETUP_MINUTES)),
  });
  return { kind: 'next', step: 'second_factor_setup', stepToken };
}

/** The live pending step of a browser and its enabled operator account, or null. */
async function liveStep(ctx: ConsoleContext, stepToken: string | null) {
  if (!stepToken) return null;
  const step = await liveConsoleStep(ctx.db, stepToken, ctx.now);
  const account = step ? await accountById(ctx.db, step.accountId) : null;
  if (!step || !account || account.role !== 'operator' || account.disabledAt) return null;
  return { step, account };
}

/** What the browser's pending step asks for (the set-up's secret and URI included), or null. */
export async function pendingConsoleStep(ctx: ConsoleContext, stepToken: string | null): Promise<PendingConsoleStep> {
  const live = await liveStep(ctx, stepToken);
  if (!live) return null;
  if (live.step.step === 'second_factor') return { step: 'second_factor', email: live.account.email };
  const secret = ctx.cipher.decrypt(live.step.pendingSecret!, pendingSecretContext(live.account.id));
  return { step: 'second_factor_setup', email: live.account.email, secret, otpauth_uri: otpauthUri(secret, live.account.email) };
}

export type SecondFactorOutcome =
  | { kind: 'signedIn'; principal: OperatorPrincipal; token: string; recoveryCodes: string[] | null }
  | { kind: 'wrongCode' }
  /** No live step (too old, too many wrong codes, another browser's, never was): sign in again. */
  | { kind: 'expired' }
  /** Too many wrong codes for the account (SECOND_FACTOR_ACCOUNT_MAX_WRONG): no code is checked for a while. */
  | { kind: 'locked'; retryAfterSeconds: number };

const secondFactorLockEnd = (ctx: ConsoleContext, accountId: number) => signInLockEnd(ctx.db, secondFactorSubject(accountId), ctx.now, SECOND_FACTOR_ACCOUNT_MAX_WRONG);
const lockedUntil = (ctx: ConsoleContext, end: Date) => ({ kind: 'locked' as const, retryAfterSeconds: Math.max(1, Math.ceil((end.getTime() - ctx.now.getTime()) / 1000)) });

/** Recovery codes as people type them: 16 base32 characters in groups of four; compared without case or dashes. */
const normalizeRecovery = (code: string) => code.toUpperCase().replace(/[^A-Z2-7]/g, '');
const hashRecovery = (code: string) => createHash('sha256').update(normalizeRecovery(code)).digest('hex');
const newRecoveryCode = () => base32Encode(randomBytes(10)).match(/.{4}/g)!.join('-');

/**
 * A wrong code: counted for the step (SECOND_FACTOR_MAX_TRIES end it) and for the account, across its steps
 * (SECOND_FACTOR_ACCOUNT_MAX_WRONG lock it, recorded in the audit log).
 */
async function wrongCode(ctx: ConsoleContext, account: AccountRow, stepToken: string): Promise<SecondFactorOutcome> {
  const lockedNow = await recordWrongSignIn(ctx.db, secondFactorSubject(account.id), ctx.now, SECOND_FACTOR_ACCOUNT_MAX_WRONG);
  if (lockedNow) {
    await deleteConsoleStep(ctx.db, stepToken);
    await recordAudit(ctx.db, { actor: null, action: AUDIT_ACTIONS.secondFactorLocked, target: { type: AUDIT_TARGETS.account, id: account.email }, ip: ctx.ip });
    return lockedUntil(ctx, lockedNow);
  }
  const tries = await countWrongCode(ctx.db, stepToken);
  if (tries < SECOND_FACTOR_MAX_TRIES) return { kind: 'wrongCode' };
  await deleteConsoleStep(ctx.db, stepToken);
  return { kind: 'expired' };
}

/** Opens the operator's session in `tx`, ending the pending step; records the sign-in. */
async function openSession(tx: Db, ctx: ConsoleContext, account: AccountRow, stepToken: string): Promise<{ principal: OperatorPrincipal; token: string }> {
  await deleteConsoleStep(tx, stepToken);
  await clearWrongSignIns(tx, secondFactorSubject(account.id));
  const token = await createStaffSession(tx, account.id, ctx.now);
  await recordSignedIn(tx, account.id, ctx.now);
  await recordAudit(tx, { actor: actorOf(account), action: AUDIT_ACTIONS.signIn, target: { type: AUDIT_TARGETS.account, id: account.email }, ip: ctx.ip });
  return { principal: { role: 'operator', accountId: account.id, email: account.email, displayName: account.displayName, sessionId: tokenId(token) }, token };
}

const actorOf = (account: AccountRow) => ({ accountId: account.id, email: account.email, role: account.role });

/**
 * The second step: a TOTP code (one step of drift either side; a step used once is refused after) or one unused
 * recovery code. SECOND_FACTOR_MAX_TRIES wrong codes end the step.
 */
export async function verifySecondFactor(ctx: ConsoleContext, stepToken: string | null, input: SecondFactor & { code: string }): Promise<SecondFactorOutcome> {
  const live = await liveStep(ctx, stepToken);
  if (!live || live.step.step !== 'second_factor' || !live.account.totpSecret) return { kind: 'expired' };
  const { account } = live;
  const token = stepToken!;
  const lockEnd = await secondFactorLockEnd(ctx, account.id);
  if (lockEnd) return lockedUntil(ctx, lockEnd);
  if (input.method === 'totp') {
    const secret = ctx.cipher.decrypt(account.totpSecret!, totpSecretContext(account.id));
    const step = matchTotp(secret, input.code, ctx.now, account.totpLastStep);
    if (step === null || !(await advanceTotpStep(ctx.db, account.id, step))) return wrongCode(ctx, account, token);
    const opened = await ctx.db.transaction((tx) => openSession(tx, ctx, account, token));
    return { kind: 'signedIn', ...opened, recoveryCodes: null };
  }
  const opened = await ctx.db.transaction(async (tx) => {
    if (!(await useRecoveryCode(tx, account.id, hashRecovery(input.code), ctx.now))) return null;
    await recordAudit(tx, { actor: actorOf(account), action: AUDIT_ACTIONS.recoveryCodeUsed, target: { type: AUDIT_TARGETS.account, id: account.email }, ip: ctx.ip });
    return openSession(tx, ctx, account, token);
  });
  if (!opened) return wrongCode(ctx, account, token);
  return { kind: 'signedIn', ...opened, recoveryCodes: null };
}

/**
 * Confirms a new second factor with its first code: stores the secret (encrypted) and RECOVERY_CODE_COUNT recovery
 * codes (hashed), and signs in. Answers the recovery codes, shown once.
 */
export async function confirmSecondFactorSetup(ctx: ConsoleContext, stepToken: string | null, code: string): Promise<SecondFactorOutcome> {
  const live = await liveStep(ctx, stepToken);
  if (!live || live.step.step !== 'second_factor_setup' || !live.step.pendingSecret) return { kind: 'expired' };
  const { account } = live;
  const token = stepToken!;
  const lockEnd = await secondFactorLockEnd(ctx, account.id);
  if (lockEnd) return lockedUntil(ctx, lockEnd);
  const secret = ctx.cipher.decrypt(live.step.pendingSecret, pendingSecretContext(account.id));
  const step = matchTotp(secret, code, ctx.now, null);
  if (step === null) return wrongCode(ctx, account, token);
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const opened = await ctx.db.transaction(async (tx) => {
    await storeSecondFactor(tx, account.id, ctx.cipher.encrypt(secret, totpSecretContext(account.id)), step, codes.map(hashRecovery));
    await recordAudit(tx, {
      actor: actorOf(account),
      action: AUDIT_ACTIONS.secondFactorSet,
      target: { type: AUDIT_TARGETS.account, id: account.email },
      ip: ctx.ip,
      before: { second_factor: account.totpSecret ? 'set' : 'none' },
      after: { second_factor: 'set', recovery_codes: codes.length },
    });
    return openSession(tx, ctx, account, token);
  });
  return { kind: 'signedIn', ...opened, recoveryCodes: codes };
}

