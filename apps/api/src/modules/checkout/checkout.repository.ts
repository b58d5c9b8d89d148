import { localized } from '@benefit-store/domain';
import { asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { carriers, enrollmentCheckouts, enrollments, enrollmentScreenshots, plans, planSuggestions } from '../../db/schema/index.js';
import { type OfferedPlan, offeredPlanColumns } from '../cart/index.js';
import type { LockedTx } from '../enrollment-record/index.js';

/** Records the checkout and keeps the chosen date on the enrollment (get-enrollment-temp-info effective_date). */
export async function saveCheckout(tx: LockedTx, enrollmentId: string, effectiveDateIso: string, type: string): Promise<void> {
  await tx.update(enrollments).set({ effectiveDate: effectiveDateIso, updatedAt: new Date() }).where(eq(enrollments.id, enrollmentId));
  await tx
    .insert(enrollmentCheckouts)
    .values({ enrollmentId, effectiveDate: effectiveDateIso, type })
    .onConflictDoUpdate({ target: enrollmentCheckouts.enrollmentId, set: { effectiveDate: effectiveDateIso, type, checkedOutAt: new Date() } });
}

export async function insertScreenshot(db: LockedTx, values: { enrollmentId: string; name: string; imageBase64: string; byteSize: number }): Promise<number> {
  const [row] = await db.insert(enrollmentScreenshots).values(values).returning({ id: enrollmentScreenshots.id });
  return row!.id;
}

/**
 * Deletes the enrollment's screenshots that a newer one of the same name replaced (one per name: the cart's, each
 * wizard step's), then the oldest beyond `maxCount` or `maxBytes` (the newest are kept; the newest one always).
 * Call it under the enrollment's lock, in the transaction that inserted the new one.
 */
export async function pruneScreenshots(db: LockedTx, enrollmentId: string, maxCount: number, maxBytes: number): Promise<number> {
  const rows = await db
    .select({ id: enrollmentScreenshots.id, name: enrollmentScreenshots.name, byteSize: enrollmentScreenshots.byteSize })
    .from(enrollmentScreenshots)
    .where(eq(enrollmentScreenshots.enrollmentId, enrollmentId))
    .orderBy(desc(enrollmentScreenshots.id));
  let bytes = 0;
  let kept = 0;
  const names = new Set<string>();
  const beyond: number[] = [];
  for (const row of rows) {
    if (names.has(row.name)) {
      beyond.push(row.id);
      continue;
    }
    names.add(row.name);
    bytes += row.byteSize;
    if (kept > 0 && (kept >= maxCount || bytes > maxBytes)) beyond.push(row.id);
    else kept += 1;
  }
  if (beyond.length > 0) await db.delete(enrollmentScreenshots).where(inArray(enrollmentScreenshots.id, beyond));
  return beyond.length;
}

export interface SuggestionRow {
  kind: string;
  missingCategory: string;
  display: boolean;
  title: string;
  header: string;
  link: string;
  linkDescription: string;
  plan: OfferedPlan;
}

export async function listSuggestions(db: Db): Promise<SuggestionRow[]> {
  const rows = await db
    .select({
      kind: planSuggestions.kind,
      missingCategory: planSuggestions.missingCategory,
      display: planSuggestions.display,
      title: planSuggestions.title,
      header: planSuggestions.header,
      link: planSuggestions.link,
      linkDescription: planSuggestions.linkDescription,
      translations: planSuggestions.translations,
      ...offeredPlanColumns,
    })
    .from(planSuggestions)
    .innerJoin(plans, eq(plans.id, planSuggestions.planId))
    .innerJoin(carriers, eq(carriers.id, plans.carrierId))
    .where(isNull(plans.retiredAt))
    .orderBy(asc(planSuggestions.sortOrder), asc(planSuggestions.kind));
  // In the request's language (English where the catalog has no translation of them).
  return rows.map(({ kind, missingCategory, display, title, header, link, linkDescription, translations, ...plan }) => ({
    kind,
    missingCategory,
    display,
    ...localized({ title, header, linkDescription }, translations).texts,
    link,
    plan,
  }));
}
