import { MESSAGES } from '@benefit-store/domain';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { enrollments } from '../../db/schema/index.js';
import { AppError } from '../shared/app-error.js';
import type { RequestContext } from '../shared/request-context.js';
import type { EnrollmentRow, NewEnrollment } from './enrollment-row.js';
import * as repo from './enrollment.repository.js';

// Public through the door: the enrollments a browser's session holds. Other modules find one (reads), require one
// (404 otherwise) and start one for the session, never reading the holds' table themselves.

/**
 * The enrollment named by the call, if this browser's session holds it. "Does not exist" and "belongs to
 * someone else" get the same 404, so ids cannot be probed. For reads only: a call that changes the enrollment or
 * anything hanging off it uses withLockedEnrollment (locked-enrollment.ts), which makes the same check under a lock.
 */
export async function requireHeldEnrollment(ctx: RequestContext, enrollmentId: string): Promise<EnrollmentRow> {
  const found = ctx.session ? await repo.findHeldEnrollment(ctx.db, ctx.session.id, enrollmentId) : null;
  if (!found) throw AppError.notFound(MESSAGES.notFound);
  return found;
}

/**
 * findHeldEnrollment, and the caller's own facts about the enrollment read in the same statement: `also` is a scalar
 * subquery naming the enrollment by the column it is given. The listing's reads in one round trip instead of two.
 * `name` names the prepared statement: one name, one `also`. Null when the session does not hold it.
 */
export async function findHeldEnrollmentWith<T>(
  ctx: RequestContext,
  enrollmentId: string,
  name: string,
  also: (id: typeof enrollments.id) => SQL<T>,
): Promise<{ enrollment: EnrollmentRow; also: T } | null> {
  return ctx.session ? repo.findHeldEnrollmentWith(ctx.db, ctx.session.id, enrollmentId, name, also) : null;
}

/** The enrollment, only when this session holds it; null otherwise (the caller decides what that answers). */
export function findHeldEnrollment(db: Db, sessionId: string, enrollmentId: string): Promise<EnrollmentRow | null> {
  return repo.findHeldEnrollment(db, sessionId, enrollmentId);
}

/** Creates the record and makes this session its holder, in the caller's transaction (both or neither). */
export function insertHeldEnrollment(tx: Db, sessionId: string, values: NewEnrollment): Promise<void> {
  return repo.insertHeldEnrollment(tx, sessionId, values);
}
