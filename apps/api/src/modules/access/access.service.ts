import { createHash } from 'node:crypto';
import type { StaffSession } from '@benefit-store/domain';
import type { Db } from '../../db/client.js';
import { checkLimit, consumeLimit, type LimitContext } from '../limits/consume-limit.js';
import { LIMIT_PURPOSE, LIMITS } from '../limits/limit-purposes.js';
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from './password-hash.js';
import type { StaffPrincipal } from './staff-principal.js';
import {
  createStaffSession,
  deleteStaffSession,
  findAccountByEmail,
  principalOfAccount,
  recordFailedAttempt,
  recordSuccessfulSignIn,
  STAFF_LOCKOUT_MS,
} from './staff-session.repository.js';

export interface AccessContext extends LimitContext {
  db: Db;
}

export type SignInOutcome =
  | { kind: 'signedIn'; principal: StaffPrincipal; token: string }
  /** An unknown e-mail or a wrong password: one answer, so nobody learns which addresses have accounts. */
  | { kind: 'wrongCredentials' }
  /** Too many wrong passwords for this e-mail (an account's or not): refused whatever the password, for a while. */
  | { kind: 'locked'; retryAfterSeconds: number };

const secondsUntil = (end: Date, now: Date) => Math.max(1, Math.ceil((end.getTime() - now.getTime()) / 1000));
const LOCKOUT_SECONDS = STAFF_LOCKOUT_MS / 1000;

/**
 * Checks an e-mail and password and opens a new session. Every path spends one scrypt (an unknown e-mail and a locked
 * account against a dummy hash), so the answer's timing does not tell whether an account exists or is locked. An
 * e-mail without an account is locked after as many wrong tries as an account would be, counted in the limits store.
 * `previousToken`: this browser's staff session, ended here (the session id rotates at every sign-in).
 */
export async function signIn(ctx: AccessContext, email: string, password: string, previousToken: string | null): Promise<SignInOutcome> {
  if (previousToken) await deleteStaffSession(ctx.db, previousToken);
  const account = await findAccountByEmail(ctx.db, email);

  if (!account) {
    const unknown = { purpose: LIMIT_PURPOSE.staffSignInUnknown, subject: createHash('sha256').update(email).digest('base64url') };
    const before = await checkLimit(ctx, unknown);
    await verifyAgainstDummy(password);
    if (!before.allowed) return { kind: 'locked', retryAfterSeconds: before.retryAfterSeconds };
    const after = await consumeLimit(ctx, unknown);
    return after.count >= LIMITS[LIMIT_PURPOSE.staffSignInUnknown].max ? { kind: 'locked', retryAfterSeconds: LOCKOUT_SECONDS } : { kind: 'wrongCredentials' };
  }

  if (account.lockedUntil && account.lockedUntil > ctx.now) {
    await verifyAgainstDummy(password);
    return { kind: 'locked', retryAfterSeconds: secondsUntil(account.lockedUntil, ctx.now) };
  }

  if (!(await verifyPassword(password, account.passwordHash))) {
    const lockedUntil = await recordFailedAttempt(ctx.db, account.id, ctx.now);
    return lockedUntil ? { kind: 'locked', retryAfterSeconds: secondsUntil(lockedUntil, ctx.now) } : { kind: 'wrongCredentials' };
  }

  await recordSuccessfulSignIn(ctx.db, account.id, needsRehash(account.passwordHash) ? await hashPassword(password) : undefined);
  const principal = await principalOfAccount(ctx.db, account.id);
  // An account whose rep or group is gone (the row cascades away with them) cannot sign in.
  if (!principal) return { kind: 'wrongCredentials' };
  const token = await createStaffSession(ctx.db, account.id, ctx.now);
  return { kind: 'signedIn', principal, token };
}

export async function signOut(db: Db, token: string | null): Promise<void> {
  if (token) await deleteStaffSession(db, token);
}

/** The API's answer for a principal (get-signed-in-user, staff-sign-in). */
export function toStaffSession(principal: StaffPrincipal): StaffSession {
  return {
    role: principal.role,
    display_name: principal.displayName,
    agent_id: principal.agentId,
    group_id: principal.role === 'group_admin' ? principal.groupId : null,
  };
}
