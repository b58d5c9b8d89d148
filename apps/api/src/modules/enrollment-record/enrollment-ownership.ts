import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { enrollments, sessionEnrollments, staffHeldEnrollments } from '../../db/schema/index.js';
import type { EnrollmentRow } from './enrollment-row.js';

/**
 * Who holds an enrollment: the sessions listed for it in session_enrollments. A browser holds the enrollments it
 * created (insertHeldEnrollment) and those a genuine link gave it (attachEnrollment); every read and write checks
 * this (held-enrollment.ts, locked-enrollment.ts).
 */

/** Gives this browser's session the enrollment too (a link opened elsewhere); holding it twice is no error. */
export async function attachEnrollment(db: Db, sessionId: string, enrollmentId: string): Promise<void> {
  await db.insert(sessionEnrollments).values({ sessionId, enrollmentId }).onConflictDoNothing();
}

/** The enrollment whoever holds it: only for what a verified link names, never for an id a client sent. */
export async function findLinkedEnrollment(db: Db, id: string): Promise<EnrollmentRow | null> {
  const rows = await db.select().from(enrollments).where(eq(enrollments.id, id)).limit(1);
  return rows[0] ?? null;
}

/**
 * A renewed session id (plugins/session.ts) takes over the enrollments the old id held, inside its transaction. Not a
 * member enrollment a rep or group administrator opened here (staff_held_enrollments): it belongs to their staff
 * session, not to the browser (a sign-in has taken those from the browser already).
 */
export async function carryHeldEnrollments(tx: Db, fromSessionId: string, toSessionId: string): Promise<void> {
  await tx.execute(sql`
    insert into ${sessionEnrollments} (session_id, enrollment_id, created_at)
    select ${toSessionId}, held.enrollment_id, held.created_at from ${sessionEnrollments} held
    where held.session_id = ${fromSessionId}
      and not exists (select 1 from ${staffHeldEnrollments} mark where mark.session_id = held.session_id and mark.enrollment_id = held.enrollment_id)`);
}
