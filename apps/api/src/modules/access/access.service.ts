import { AUDIT_ACTIONS, AUDIT_TARGETS, STAFF_ACCOUNT_MAX_FAILED_ATTEMPTS, type StaffSession } from '@benefit-store/domain';
import { recordAudit } from '../audit/index.js';
import { addressKey } from '../limits/index.js';
import { recordSignedIn } from './account-lifecycle.repository.js';
import type { Db } from '../../db/client.js';
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from './password-hash.js';
import type { StaffPrincipal } from './staff-principal.js';
import {
  clearWrongSignIns,
  createStaffSession,
  deleteStaffSession,
  findAccountByEmail,
  identityOfAccount,
  recordWrongSignIn,
  signInClientSubject,
  signInLockEnd,
  signInSubject,
  storeRehashedPassword,
  tokenId,
  wrongSignInCount,
} from './staff-session.repository.js';

export interface AccessContext {
  db: Db;
  now: Date;
  /** The client address (request.ip) for the audit log; absent on the command line. */
  ip?: string | null;
}

export type SignInOutcome =
  | { kind: 'signedIn'; principal: StaffPrincipal; token: string }
  /** An unknown e-mail or a wrong password: one answer, so nobody learns which addresses have accounts. */
  | { kind: 'wrongCredentials' }
  /** Too many wrong passwords for this e-mail (an account's or not): refused whatever the password, for a while. */
  | { kind: 'locked'; retryAfterSeconds: number };

const secondsUntil = (end: Date, now: Date) => Math.max(1, Math.ceil((end.getTime() - now.getTime()) / 1000));
const locked = (end: Date, now: Date) => ({ kind: 'locked' as const, retryAfterSeconds: secondsUntil(end, now) });

export type PasswordCheck =
  | { kind: 'right'; accountId: number }
  | { kind: 'wrongCredentials' }
  | { kind: 'locked'; retryAfterSeconds: number };

/**
 * Checks an e-mail and password (the staff sign-in and the console's first step). Every path spends one scrypt (an
 * unknown e-mail and a locked address against a dummy hash), so the answer's timing does not tell whether an account
 * exists or is locked. Wrong tries are counted per e-mail address by one mechanism whether the address has an account
 * or not (staff-session.repository.ts recordWrongSignIn), so the answers and their Retry-After are the same for both,
 * twice (decision 0080, NIST 800-63B 5.2.2): against this client (the address from this client address), locked at
 * STAFF_MAX_FAILED_ATTEMPTS, so a guesser is locked out; and against the e-mail address from everyone, which past
 * STAFF_ACCOUNT_MAX_FAILED_ATTEMPTS holds back every client that has failed at this address already, the bound on
 * online guessing. A client with no wrong try at this address yet is not held back by the account's count: its
 * password is checked, so the account's owner signs in from a clean client however many others have failed (its
 * wrong try counts, and holds it back from then on). The account's own count is never cleared by a right password
 * (it ends by itself), so an owner's sign-in does not give guessers a new hundred. A right password is still refused
 * when wrong tries sent at the same time locked this client meanwhile. A disabled account's right password gets the
 * wrong-password answer (and counts as a wrong try), so a disabled address is not told apart either.
 */
export async function checkPassword(ctx: AccessContext, email: string, password: string): Promise<PasswordCheck> {
  const subject = signInSubject(email);
  // Without an address (the command line) every try is the same client's.
  const client = signInClientSubject(email, ctx.ip ? addressKey(ctx.ip) : 'local');
  const lockEnd = async () => {
    const own = await signInLockEnd(ctx.db, client, ctx.now);
    if (own) return own;
    // A clean client is not held back by the others' wrong tries.
    if ((await wrongSignInCount(ctx.db, client, ctx.now)) === 0) return null;
    return signInLockEnd(ctx.db, subject, ctx.now, STAFF_ACCOUNT_MAX_FAILED_ATTEMPTS);
  };
  const account = await findAccountByEmail(ctx.db, email);
  const lockedBefore = await lockEnd();
  if (lockedBefore) {
    await verifyAgainstDummy(password);
    return locked(lockedBefore, ctx.now);
  }
  const right = account ? await verifyPassword(password, account.passwordHash) : await verifyAgainstDummy(password);
  if (!account || !right || account.disabled) {
    const clientLocked = await recordWrongSignIn(ctx.db, client, ctx.now);
    const accountLocked = await recordWrongSignIn(ctx.db, subject, ctx.now, STAFF_ACCOUNT_MAX_FAILED_ATTEMPTS);
    const lockedNow = clientLocked ?? accountLocked;
    return lockedNow ? locked(lockedNow, ctx.now) : { kind: 'wrongCredentials' };
  }
  // Wrong tries of this client checked while this one was (a burst of guesses) may have locked it in the meantime.
  const lockedMeanwhile = await lockEnd();
  if (lockedMeanwhile) return locked(lockedMeanwhile, ctx.now);
  await clearWrongSignIns(ctx.db, client);
  if (needsRehash(account.passwordHash)) await storeRehashedPassword(ctx.db, account.id, await hashPassword(password));
  return { kind: 'right', accountId: account.id };
}

/**
 * Checks an e-mail and password and opens a new session (checkPassword), recording the sign-in (last_signed_in_at,
 * the audit log). `previousToken`: this browser's staff session, ended here (the session id rotates at every sign-in).
 */
export async function signIn(ctx: AccessContext, email: string, password: string, previousToken: string | null): Promise<SignInOutcome> {
  if (previousToken) await deleteStaffSession(ctx.db, previousToken);
  const checked = await checkPassword(ctx, email, password);
  if (checked.kind !== 'right') return checked;
  const identity = await identityOfAccount(ctx.db, checked.accountId);
  // An account whose rep or group is gone (the row cascades away with them) cannot sign in; an operator signs in at
  // the console, with a second factor.
  if (!identity || identity.role === 'operator') return { kind: 'wrongCredentials' };
  const token = await ctx.db.transaction(async (tx) => {
    const made = await createStaffSession(tx, identity.accountId, ctx.now);
    await recordSignedIn(tx, identity.accountId, ctx.now);
    await recordAudit(tx, {
      actor: { accountId: identity.accountId, email, role: identity.role },
      action: AUDIT_ACTIONS.signIn,
      target: { type: AUDIT_TARGETS.account, id: email },
      ip: ctx.ip ?? null,
    });
    return made;
  });
  return { kind: 'signedIn', principal: { ...identity, sessionId: tokenId(token) }, token };
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
