import type { FastifyRequest } from 'fastify';
import { AppError } from '../shared/app-error.js';

/** Whose account it is: a rep, or an employer group's administrator (with the group's rep). */
export type StaffIdentity =
  | { role: 'agent'; accountId: number; agentId: number; displayName: string }
  | { role: 'group_admin'; accountId: number; groupId: number; agentId: number; displayName: string };
/** An operator of the store (issue 23): the console's user, with no rep or group. */
export type OperatorIdentity = { role: 'operator'; accountId: number; email: string; displayName: string };
export type AccountIdentity = StaffIdentity | OperatorIdentity;

/**
 * Who is signed in, and in which staff session (`sessionId`: the staff_sessions row, the SHA-256 of the cookie's
 * token). A member enrollment opened from a member table belongs to that session (staff_held_enrollments).
 */
export type StaffPrincipal = StaffIdentity & { sessionId: string };
export type OperatorPrincipal = OperatorIdentity & { sessionId: string };
export type AccountPrincipal = StaffPrincipal | OperatorPrincipal;

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The signed-in rep or group administrator of this browser (plugins: modules/access/staff-session.plugin.ts),
     * or null: no staff cookie, an unknown or signed-out session, idle past 30 minutes or older than 12 hours.
     * Loaded once per request; moves the session's last_seen_at at most once a minute.
     */
    staff(): Promise<StaffPrincipal | null>;
    /** The signed-in operator of this browser, or null (same cookie and sessions as staff(); issue 23). */
    operator(): Promise<OperatorPrincipal | null>;
  }
}

/** The signed-in rep or group administrator, else AppError 404 notFound (never 401: a stranger learns nothing). */
export async function requireStaff(request: FastifyRequest, role?: StaffPrincipal['role']): Promise<StaffPrincipal> {
  const principal = await request.staff();
  if (!principal || (role !== undefined && principal.role !== role)) throw AppError.notFound();
  return principal;
}

/**
 * The signed-in operator, else AppError 404 notFound: every console call (/api/v1/admin/…) starts with it, so a rep,
 * a group administrator or a stranger cannot tell a console route from a missing one.
 */
export async function requireOperator(request: FastifyRequest): Promise<OperatorPrincipal> {
  const principal = await request.operator();
  if (!principal) throw AppError.notFound();
  return principal;
}
