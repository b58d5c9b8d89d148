import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { preparedOn } from '../../db/prepared.js';
import { enrollments, sessionEnrollments } from '../../db/schema/index.js';
import type { EnrollmentRow, NewEnrollment } from './enrollment-row.js';
import type { LockedTx } from './locked-tx.js';

/** The prepared reads of a held enrollment: the hold joined to its enrollment, by placeholders sessionId and enrollmentId. */
const HOLDS_ENROLLMENT = eq(enrollments.id, sessionEnrollments.enrollmentId);
const HELD_BY_PLACEHOLDERS = and(eq(sessionEnrollments.sessionId, sql.placeholder('sessionId')), eq(sessionEnrollments.enrollmentId, sql.placeholder('enrollmentId')));

/** The enrollment, only when this session holds it. */
export async function findHeldEnrollment(db: Db, sessionId: string, enrollmentId: string): Promise<EnrollmentRow | null> {
  const rows = await findHeldStatement(db).execute({ sessionId, enrollmentId });
  return rows[0]?.enrollment ?? null;
}

/** Which `also` each name of findHeldEnrollmentWith stands for: a second query under a name would get the first's. */
const alsoByName = new Map<string, unknown>();

/**
 * findHeldEnrollment and one value more, in the same statement: `also(enrollments.id)` is the caller's scalar subquery
 * about the enrollment. A prepared statement per `name` (db/prepared.ts), so one name must always mean one `also`.
 */
export async function findHeldEnrollmentWith<T>(
  db: Db,
  sessionId: string,
  enrollmentId: string,
  name: string,
  also: (id: typeof enrollments.id) => SQL<T>,
): Promise<{ enrollment: EnrollmentRow; also: T } | null> {
  const known = alsoByName.get(name);
  if (known === undefined) alsoByName.set(name, also);
  else if (known !== also) throw new Error(`Prepared statement ${name} is already another query's: give this one its own name.`);
  const statement = preparedOn(db, name, (d) =>
    d
      .select({ enrollment: enrollments, also: also(enrollments.id) })
      .from(sessionEnrollments)
      .innerJoin(enrollments, HOLDS_ENROLLMENT)
      .where(HELD_BY_PLACEHOLDERS)
      .limit(1)
      .prepare(name),
  );
  const rows = await statement.execute({ sessionId, enrollmentId });
  return (rows[0] as { enrollment: EnrollmentRow; also: T } | undefined) ?? null;
}

/** Nearly every call of the store reads its enrollment this way: a prepared statement (db/prepared.ts). */
const findHeldStatement = (db: Db) =>
  preparedOn(db, 'find_held_enrollment', (d) =>
    d
      .select({ enrollment: enrollments })
      .from(sessionEnrollments)
      .innerJoin(enrollments, HOLDS_ENROLLMENT)
      .where(HELD_BY_PLACEHOLDERS)
      .limit(1)
      .prepare('find_held_enrollment'),
  );

/**
 * The enrollment, only when this session holds it, with its row locked until the transaction ends: other writers of
 * the same enrollment wait here, then read what this one committed. Only for use inside a transaction.
 */
export async function lockHeldEnrollment(
  tx: Db,
  sessionId: string,
  enrollmentId: string,
  options: { commitWithoutWaitingForDisk?: boolean } = {},
): Promise<{ enrollment: EnrollmentRow; completed: boolean } | null> {
  // The completion is read from the locked row itself: after waiting for the lock PostgreSQL re-reads that row, not
  // the rows joined to it, so a completion committed during the wait shows only there (migration 0020).
  const rows = await lockHeldStatement(tx, options.commitWithoutWaitingForDisk === true).execute({ sessionId, enrollmentId });
  const row = rows[0];
  return row ? { enrollment: row.enrollment, completed: row.enrollment.completedAt !== null } : null;
}

/**
 * Named, so PostgreSQL parses and plans it once per connection, and built once per connection (preparedOn). For a
 * transaction whose commit need not wait for the disk (LockOptions' commit), the statement also sets
 * synchronous_commit off for the transaction (set_config's `true`: as SET LOCAL): one round trip less.
 */
const lockHeldStatement = (tx: Db, commitWithoutWaitingForDisk: boolean) => {
  const name = commitWithoutWaitingForDisk ? 'lock_held_enrollment_no_wait' : 'lock_held_enrollment';
  return preparedOn(tx, name, (d) =>
    d
      .select({ enrollment: enrollments, ...(commitWithoutWaitingForDisk ? { noWait: sql`set_config('synchronous_commit', 'off', true)` } : {}) })
      .from(sessionEnrollments)
      .innerJoin(enrollments, HOLDS_ENROLLMENT)
      .where(HELD_BY_PLACEHOLDERS)
      .limit(1)
      .for('update', { of: enrollments })
      .prepare(name),
  );
};

export async function insertHeldEnrollment(tx: Db, sessionId: string, values: NewEnrollment): Promise<void> {
  await tx.insert(enrollments).values(values);
  await tx.insert(sessionEnrollments).values({ sessionId, enrollmentId: values.id });
}

export async function updateEnrollment(tx: LockedTx, enrollmentId: string, values: Partial<NewEnrollment>): Promise<void> {
  await tx
    .update(enrollments)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(enrollments.id, enrollmentId));
}
