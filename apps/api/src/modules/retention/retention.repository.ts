import { and, asc, eq, inArray, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  carrierQuestionAnswers,
  coverageChanges,
  enrollmentCompletions,
  enrollmentScreenshots,
  enrollments,
  enrollmentTabs,
  otpCodes,
  outboxMessages,
  planQuestionAnswers,
  quotes,
  resumeCodes,
  sessionEnrollments,
  signedRecords,
  tempDependentInfo,
} from '../../db/schema/index.js';

/** An instant as a query parameter both drivers (pg, PGlite) read the same way. */
const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;

/**
 * When anything last happened to an enrollment: its row, a saved step, a resume code or quote sent, a one-time code
 * sent, a browser holding it seen. GREATEST skips the nulls of the parts it has none of.
 */
export const lastActiveAt = sql<string>`greatest(
  ${enrollments.createdAt}, ${enrollments.updatedAt},
  (select max(t.saved_at) from enrollment_tabs t where t.enrollment_id = ${enrollments.id}),
  (select max(r.created_at) from resume_codes r where r.enrollment_id = ${enrollments.id}),
  (select max(q.created_at) from quotes q where q.enrollment_id = ${enrollments.id}),
  (select max(o.sent_at) from otp_codes o where o.enrollment_id = ${enrollments.id}),
  (select max(s.last_seen_at) from session_enrollments se join sessions s on s.id = se.session_id where se.enrollment_id = ${enrollments.id})
)`;

/** A resume code or quote link of the enrollment still opens it: its data is kept until that link expires. */
const liveLink = (now: Date) => sql`(
  exists (select 1 from resume_codes r where r.enrollment_id = ${enrollments.id} and r.expires_at > ${at(now)})
  or exists (select 1 from quotes q where q.enrollment_id = ${enrollments.id} and q.expires_at > ${at(now)})
)`;

const unfinished = and(isNull(enrollments.completedAt), isNull(enrollments.personalDataErasedAt));

/** Unfinished enrollments, not erased, with no activity since `before` and no link that still opens them (oldest first). */
export async function findAbandoned(db: Db, before: Date, now: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: enrollments.id })
    .from(enrollments)
    // updated_at first: the partial index of migration 0021 answers it; the rest is checked on what it leaves.
    .where(and(unfinished, lt(enrollments.updatedAt, before), sql`${lastActiveAt} < ${at(before)}`, sql`not ${liveLink(now)}`))
    .orderBy(asc(enrollments.updatedAt))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** Completed enrollments whose completion is older than `before` and whose personal data is still there. */
export async function findCompletedBefore(db: Db, before: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: enrollments.id })
    .from(enrollments)
    .where(and(isNotNull(enrollments.completedAt), isNull(enrollments.personalDataErasedAt), lt(enrollments.completedAt, before)))
    .orderBy(asc(enrollments.completedAt))
    .limit(limit);
  return rows.map((r) => r.id);
}

export interface LockedForErasure {
  id: string;
  completed: boolean;
}

/**
 * Locks the enrollment's row for its erasure, or null when it is gone, already erased, or (with `skipLocked`, the
 * job) being changed right now: a save in progress holds the lock, and the next sweep looks at it again.
 */
export async function lockForErasure(tx: Db, id: string, skipLocked: boolean): Promise<LockedForErasure | null> {
  const query = tx
    .select({ id: enrollments.id, completedAt: enrollments.completedAt })
    .from(enrollments)
    .where(and(eq(enrollments.id, id), isNull(enrollments.personalDataErasedAt)));
  const [row] = await (skipLocked ? query.for('update', { skipLocked: true }) : query.for('update'));
  return row ? { id: row.id, completed: row.completedAt !== null } : null;
}

/** Whether the lock holder may see `lastActiveAt` move: read inside the erasure's transaction, after the lock. */
export async function stillAbandoned(tx: Db, id: string, before: Date, now: Date): Promise<boolean> {
  const rows = await tx
    .select({ id: enrollments.id })
    .from(enrollments)
    .where(and(eq(enrollments.id, id), sql`${lastActiveAt} < ${at(before)}`, sql`not ${liveLink(now)}`));
  return rows.length > 0;
}

const removed = async (query: Promise<unknown[]>) => (await query).length;

/**
 * Removes an enrollment's personal data inside the caller's transaction (which holds its row lock): every saved step,
 * household answer, one-time and resume code, quote, screenshot, plan and carrier answer, and every browser's hold on
 * it; the bodies and recipients of the mails its codes and quotes went out in; the date of birth, ZIP code, member id,
 * income and hours on its row. What stays identifies nobody and feeds the reports: the cart's plans, the rep, group,
 * portal and referral, the state, tier, gender and dates. A completed enrollment also loses its signed record (allowed
 * by migration 0021's trigger only in this transaction) and the name on its completion; its policy row
 * (completed_enrollments: age, gender, tier, state) stays for the recommendations, and its invoice for the books.
 * Answers how many rows of each kind went.
 */
export async function erasePersonalData(tx: Db, enrollment: LockedForErasure, now: Date): Promise<Record<string, number>> {
  const id = enrollment.id;
  const mailIds = [
    ...(await tx.select({ id: resumeCodes.outboxMessageId }).from(resumeCodes).where(eq(resumeCodes.enrollmentId, id))),
    ...(await tx.select({ id: quotes.outboxMessageId }).from(quotes).where(eq(quotes.enrollmentId, id))),
  ].map((r) => r.id);
  const counts: Record<string, number> = {
    saved_steps: await removed(tx.delete(enrollmentTabs).where(eq(enrollmentTabs.enrollmentId, id)).returning({ id: enrollmentTabs.tab })),
    household: await removed(tx.delete(tempDependentInfo).where(eq(tempDependentInfo.enrollmentId, id)).returning({ id: tempDependentInfo.enrollmentId })),
    one_time_codes: await removed(tx.delete(otpCodes).where(eq(otpCodes.enrollmentId, id)).returning({ id: otpCodes.id })),
    resume_codes: await removed(tx.delete(resumeCodes).where(eq(resumeCodes.enrollmentId, id)).returning({ id: resumeCodes.id })),
    quotes: await removed(tx.delete(quotes).where(eq(quotes.enrollmentId, id)).returning({ id: quotes.id })),
    screenshots: await removed(tx.delete(enrollmentScreenshots).where(eq(enrollmentScreenshots.enrollmentId, id)).returning({ id: enrollmentScreenshots.id })),
    plan_answers: await removed(tx.delete(planQuestionAnswers).where(eq(planQuestionAnswers.enrollmentId, id)).returning({ id: planQuestionAnswers.planId })),
    carrier_answers: await removed(tx.delete(carrierQuestionAnswers).where(eq(carrierQuestionAnswers.enrollmentId, id)).returning({ id: carrierQuestionAnswers.enrollmentId })),
    browser_links: await removed(tx.delete(sessionEnrollments).where(eq(sessionEnrollments.enrollmentId, id)).returning({ id: sessionEnrollments.sessionId })),
    mails: mailIds.length === 0 ? 0 : await removed(blankMails(tx, inArray(outboxMessages.id, mailIds))),
  };
  if (enrollment.completed) {
    // The one delete migration 0021 lets through on signed_records, in this transaction only.
    await tx.execute(sql`select set_config('benefit_store.retention', 'erase', true)`);
    counts.signed_records = await removed(tx.delete(signedRecords).where(eq(signedRecords.enrollmentId, id)).returning({ id: signedRecords.id }));
    // Its coverage changes (decision 0086) hold corrected names, addresses and SSNs: they go with the record.
    counts.coverage_changes = await removed(tx.delete(coverageChanges).where(eq(coverageChanges.enrollmentId, id)).returning({ id: coverageChanges.id }));
    await tx.execute(sql`select set_config('benefit_store.retention', '', true)`);
    await tx.update(enrollmentCompletions).set({ name: '', additionalNotes: '' }).where(eq(enrollmentCompletions.enrollmentId, id));
  }
  await tx
    .update(enrollments)
    .set({
      personalDataErasedAt: now,
      annualIncome: null,
      workingHours: null,
      userId: null,
      filterInfo: sql`${enrollments.filterInfo} - 'dob' - 'zip' - 'user_id'`,
    })
    .where(eq(enrollments.id, id));
  return counts;
}

/** A mail's body, recipient and attachments emptied; its subject, template, status and times stay (the record that it went). */
function blankMails(db: Db, where: SQL | undefined) {
  return db.update(outboxMessages).set({ recipient: '', text: '', html: null, attachments: null }).where(where).returning({ id: outboxMessages.id });
}

/** Sent or given-up messages older than `before` that still hold a body: emptied. */
export async function blankOldMailBodies(db: Db, before: Date): Promise<number> {
  const done = or(eq(outboxMessages.status, 'sent'), eq(outboxMessages.status, 'failed'));
  const old = sql`coalesce(${outboxMessages.sentAt}, ${outboxMessages.createdAt}) < ${at(before)}`;
  const holdsBody = or(sql`${outboxMessages.text} <> ''`, isNotNull(outboxMessages.html), isNotNull(outboxMessages.attachments), sql`${outboxMessages.recipient} <> ''`);
  return removed(blankMails(db, and(done, old, holdsBody)));
}

/** Resume codes that expired before `before` (they open nothing). */
export async function deleteExpiredResumeCodes(db: Db, before: Date): Promise<number> {
  return removed(db.delete(resumeCodes).where(lt(resumeCodes.expiresAt, before)).returning({ id: resumeCodes.id }));
}

/**
 * One-time codes never verified, sent before `before` (each expires minutes after it is sent). A verified code is
 * what makes its contact verified for its enrollment, so it goes with the enrollment's personal data instead.
 */
export async function deleteStaleOneTimeCodes(db: Db, before: Date): Promise<number> {
  return removed(db.delete(otpCodes).where(and(isNull(otpCodes.verifiedAt), lt(otpCodes.sentAt, before))).returning({ id: otpCodes.id }));
}

export interface FoundEnrollment {
  id: string;
  startedAt: Date;
  lastActiveAt: Date;
  emails: string[];
  savedSteps: number;
}

/** The e-mail addresses an enrollment holds: its resume codes', its quotes' and its contact step's. */
const emailsOf = sql<string[] | null>`(select array_agg(distinct e) from (
  select r.email as e from resume_codes r where r.enrollment_id = ${enrollments.id}
  union select lower(q.recipient_email) from quotes q where q.enrollment_id = ${enrollments.id}
  union select lower(t.data ->> 'email_address') from enrollment_tabs t where t.enrollment_id = ${enrollments.id} and t.tab = 'contact_info' and t.data ? 'email_address'
) emails where e is not null and e <> '')`;

/** The unfinished, not yet erased enrollments matching `where` (an e-mail or a resume code), newest activity first. */
async function findUnfinished(db: Db, where: SQL): Promise<FoundEnrollment[]> {
  const rows = await db
    .select({
      id: enrollments.id,
      startedAt: enrollments.createdAt,
      lastActiveAt: sql<string>`${lastActiveAt}`,
      emails: emailsOf,
      savedSteps: sql<number>`(select count(*)::int from enrollment_tabs t where t.enrollment_id = ${enrollments.id})`,
    })
    .from(enrollments)
    .where(and(unfinished, where))
    .orderBy(sql`${lastActiveAt} desc`)
    .limit(20);
  return rows.map((r) => ({ id: r.id, startedAt: r.startedAt, lastActiveAt: new Date(r.lastActiveAt), emails: r.emails ?? [], savedSteps: Number(r.savedSteps) }));
}

/** Unfinished enrollments holding this (lower-cased) e-mail address anywhere it is kept. */
export function findUnfinishedByEmail(db: Db, email: string): Promise<FoundEnrollment[]> {
  return findUnfinished(
    db,
    or(
      sql`exists (select 1 from resume_codes r where r.enrollment_id = ${enrollments.id} and r.email = ${email})`,
      sql`exists (select 1 from quotes q where q.enrollment_id = ${enrollments.id} and lower(q.recipient_email) = ${email})`,
      sql`exists (select 1 from otp_codes o where o.enrollment_id = ${enrollments.id} and o.type = 'email' and o.contact = ${email})`,
      sql`exists (select 1 from enrollment_tabs t where t.enrollment_id = ${enrollments.id} and t.tab = 'contact_info' and lower(t.data ->> 'email_address') = ${email})`,
    )!,
  );
}

/** The unfinished enrollment a resume code (its keyed hash) was sent for, expired or not. */
export function findUnfinishedByResumeCodeHash(db: Db, codeHash: string): Promise<FoundEnrollment[]> {
  return findUnfinished(db, sql`exists (select 1 from resume_codes r where r.enrollment_id = ${enrollments.id} and r.code_hash = ${codeHash})`);
}
