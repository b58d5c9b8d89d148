import { MESSAGES } from '@benefit-store/domain';
import { AppError } from '../shared/app-error.js';
import type { RequestContext } from '../shared/request-context.js';
import { findHeldEnrollment, type EnrollmentRow } from './enrollment.repository.js';

/**
 * The enrollment named by the call, if this browser's session holds it. "Does not exist" and "belongs to
 * someone else" get the same 404, so ids cannot be probed. For reads only: a call that changes the enrollment or
 * anything hanging off it uses withLockedEnrollment (locked-enrollment.ts), which makes the same check under a lock.
 */
export async function requireHeldEnrollment(ctx: RequestContext, enrollmentId: string): Promise<EnrollmentRow> {
  const found = ctx.session ? await findHeldEnrollment(ctx.db, ctx.session.id, enrollmentId) : null;
  if (!found) throw AppError.notFound(MESSAGES.notFound);
  return found;
}
