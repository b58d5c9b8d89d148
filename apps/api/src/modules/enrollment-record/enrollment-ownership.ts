import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { enrollments, sessionEnrollments } from '../../db/schema/index.js';
import type { EnrollmentRow } from './enrollment.repository.js';

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
