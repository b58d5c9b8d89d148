import { and, eq, exists, isNull, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { preparedOn } from '../../db/prepared.js';
import { enrollments, paymentCharges, sessionEnrollments } from '../../db/schema/index.js';
import { inFlightSince, premiumInFlight } from '../payments/index.js';
import type { RequestContext } from '../shared/request-context.js';
import { forgetEnrollment, readTicket } from '../shared/session-cache.js';

/**
 * The held enrollment as a statement's first part: its id, one row, only while everything withLockedEnrollment checks
 * still holds and nothing it is priced from changed since the copy at `factsVersion` was read (migration 0033): held
 * by this session, not completed, not erased, no member's (whose policies refuse plans, read under the lock), in the
 * call's language, no first premium in flight. The row is locked until the statement's commit, and after a wait for
 * that lock PostgreSQL compares the version again on the row's newest version, which every such change rewrites.
 * Placeholders: sessionId, enrollmentId, factsVersion, locale (null: any), chargeSince.
 */
function unchangedEnrollment(d: Db) {
  return d.$with('unchanged').as(
    d
      .update(enrollments)
      // This change's own version: a copy read before it no longer writes, and its triggers need not write it again.
      .set({ factsVersion: sql`txid_current()` })
      .where(
        and(
          eq(enrollments.id, sql.placeholder('enrollmentId')),
          eq(enrollments.factsVersion, sql.placeholder('factsVersion')),
          isNull(enrollments.completedAt),
          isNull(enrollments.personalDataErasedAt),
          isNull(enrollments.userId),
          sql`${enrollments.locale} = coalesce(${sql.placeholder('locale')}::text, ${enrollments.locale})`,
          exists(
            d
              .select({ one: sql`1` })
              .from(sessionEnrollments)
              .where(and(eq(sessionEnrollments.sessionId, sql.placeholder('sessionId')), eq(sessionEnrollments.enrollmentId, enrollments.id))),
          ),
          notExists(d.select({ one: sql`1` }).from(paymentCharges).where(premiumInFlight(enrollments.id, sql.placeholder('chargeSince')))),
        ),
      )
      .returning({
        id: enrollments.id,
        // A change a person simply makes again if a crash of the database loses it (withLockedEnrollment's LockOptions).
        noWait: sql<string>`set_config('synchronous_commit', 'off', true)`.as('no_wait'),
      }),
  );
}

export type UnchangedEnrollment = ReturnType<typeof unchangedEnrollment>;

/** A prepared statement that writes from unchangedEnrollment's row, and answers txid_current() for each row it wrote. */
interface WriteStatement {
  execute(values: Record<string, unknown>): Promise<{ factsVersion: number }[]>;
}

/**
 * The one other way to change an enrollment beside withLockedEnrollment (decision 0094), for a change priced from the
 * session's copy of the enrollment's facts (catalog's heldPlanState): one statement, in its own transaction, that
 * writes only from unchangedEnrollment's row. `build` makes that statement once per connection, prepared as `name` (its
 * placeholders are unchangedEnrollment's and `values`' keys). True when it wrote; false when anything it was priced
 * from changed, or the enrollment may not change (completed, not held, a charge in flight...): the caller then makes
 * the change under withLockedEnrollment, which reads the enrollment again and refuses with the reason. `keep` is told
 * the enrollment's new facts_version, and the read ticket taken before the write, to keep what this session now knows
 * of the enrollment (keepForSession); every other copy of the enrollment on this replica is forgotten after it.
 */
export async function writeIfUnchanged(
  ctx: RequestContext,
  enrollmentId: string,
  factsVersion: number,
  name: string,
  build: (d: Db, unchanged: UnchangedEnrollment, name: string) => WriteStatement,
  values: Record<string, unknown>,
  keep: (factsVersion: number, ticket: number) => void,
): Promise<boolean> {
  if (!ctx.session) return false;
  const ticket = readTicket(ctx.db);
  const statement = preparedOn(ctx.db, name, (d) => build(d, unchangedEnrollment(d), name));
  const written = await statement.execute({
    ...values,
    sessionId: ctx.session.id,
    enrollmentId,
    factsVersion,
    locale: ctx.locale ?? null,
    chargeSince: inFlightSince(ctx.now).toISOString(),
  });
  const version = written[0]?.factsVersion;
  if (version === undefined) return false;
  keep(version, ticket);
  // As withLockedEnrollment after its commit: this replica's other copies of the enrollment are read again from now on.
  forgetEnrollment(ctx.db, enrollmentId, version);
  return true;
}
