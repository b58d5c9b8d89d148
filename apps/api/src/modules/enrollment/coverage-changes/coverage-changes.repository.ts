import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { coverageChangeReports, coverageChanges, staffAccounts } from '../../../db/schema/index.js';

export type CoverageChangeRow = typeof coverageChanges.$inferSelect;
export type NewCoverageChange = typeof coverageChanges.$inferInsert;

/** Holds the enrollment's row until the transaction ends: two changes of one enrollment are judged one after the other. */
export async function lockEnrollmentForChange(tx: Db, enrollmentId: string): Promise<void> {
  await tx.execute(sql`select 1 from enrollments where id = ${enrollmentId} for update`);
}

export async function insertCoverageChange(tx: Db, row: NewCoverageChange): Promise<CoverageChangeRow> {
  const [stored] = await tx.insert(coverageChanges).values(row).returning();
  return stored!;
}

/** The changes of these enrollments, in the order they were made. */
export async function listCoverageChanges(db: Db, enrollmentIds: readonly string[]): Promise<CoverageChangeRow[]> {
  if (enrollmentIds.length === 0) return [];
  return db.select().from(coverageChanges).where(inArray(coverageChanges.enrollmentId, [...enrollmentIds])).orderBy(asc(coverageChanges.id));
}

/** Who made each change (the staff account's name or e-mail) and the carriers whose files carried it, for the history. */
export async function changeHistoryFacts(db: Db, changeIds: readonly number[]): Promise<{ who: Map<number, string>; carriers: Map<number, string[]> }> {
  const who = new Map<number, string>();
  const carriers = new Map<number, string[]>();
  if (changeIds.length === 0) return { who, carriers };
  const makers = await db
    .select({ id: coverageChanges.id, name: staffAccounts.displayName, email: staffAccounts.email })
    .from(coverageChanges)
    .innerJoin(staffAccounts, eq(staffAccounts.id, coverageChanges.madeBy))
    .where(inArray(coverageChanges.id, [...changeIds]));
  for (const m of makers) who.set(m.id, m.name ? `${m.name} (${m.email})` : m.email);
  const reports = await db
    .selectDistinct({ id: coverageChangeReports.changeId, carrier: coverageChangeReports.carrierKey })
    .from(coverageChangeReports)
    .where(and(inArray(coverageChangeReports.changeId, [...changeIds]), isNotNull(coverageChangeReports.carrierFileId)))
    .orderBy(asc(coverageChangeReports.carrierKey));
  for (const r of reports) carriers.set(r.id, [...(carriers.get(r.id) ?? []), r.carrier]);
  return { who, carriers };
}

/**
 * The changes no file of this carrier and format has carried yet (nor found irrelevant to it), oldest first: bounded
 * by the changes made since the carrier's last file, and those waiting for their enrollment's first file.
 */
export async function unreportedCoverageChanges(db: Db, carrierKey: string, format: '834' | 'csv'): Promise<CoverageChangeRow[]> {
  return db
    .select()
    .from(coverageChanges)
    .where(
      sql`not exists (select 1 from ${coverageChangeReports} r where r.change_id = ${coverageChanges.id} and r.carrier_key = ${carrierKey} and r.format = ${format})`,
    )
    .orderBy(asc(coverageChanges.id));
}

/** Records that this file carried these changes to its carrier (in the file's own transaction); a null file: they touch none of its plans. */
export async function markCoverageChangesReported(tx: Db, changeIds: readonly number[], file: { id: number | null; carrierKey: string; format: '834' | 'csv' }): Promise<void> {
  if (changeIds.length === 0) return;
  await tx
    .insert(coverageChangeReports)
    .values(changeIds.map((changeId) => ({ changeId, carrierKey: file.carrierKey, format: file.format, carrierFileId: file.id })))
    .onConflictDoNothing();
}
