import { SignedOutAnswerSchema, StaffSessionSchema, type StaffSession, type StaffSignIn } from '@benefit-store/domain';
import { api } from '../../../lib/api-client';

/** The query key of the signed-in rep or group administrator (null when signed out). */
export const STAFF_SESSION_KEY = ['staff-session'] as const;

/** GET get-signed-in-user: who this browser is signed in as, or null. */
export function getSignedInUser(signal?: AbortSignal): Promise<StaffSession | null> {
  return api.get('get-signed-in-user', StaffSessionSchema.nullable(), undefined, signal);
}

/** POST staff-sign-in { email, password }: signs in (a brand-new session cookie) and answers who. */
export function staffSignIn(body: StaffSignIn): Promise<StaffSession> {
  return api.post('staff-sign-in', StaffSessionSchema, body);
}

/** POST staff-sign-out: ends this browser's signed-in session (answers null, also when none). */
export function staffSignOut(): Promise<null> {
  return api.post('staff-sign-out', SignedOutAnswerSchema, {});
}
