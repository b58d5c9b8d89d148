import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { carriers, enrollmentCheckouts, enrollments, enrollmentScreenshots, plans, planSuggestions } from '../../db/schema/index.js';
import { offeredPlanColumns, type OfferedPlan } from '../cart/cart-extras.repository.js';

/** Records the checkout and keeps the chosen date on the enrollment (get-enrollment-temp-info effective_date). */
export async function saveCheckout(tx: Db, enrollmentId: string, effectiveDateIso: string, type: string): Promise<void> {
  await tx.update(enrollments).set({ effectiveDate: effectiveDateIso, updatedAt: new Date() }).where(eq(enrollments.id, enrollmentId));
  await tx
    .insert(enrollmentCheckouts)
    .values({ enrollmentId, effectiveDate: effectiveDateIso, type })
    .onConflictDoUpdate({ target: enrollmentCheckouts.enrollmentId, set: { effectiveDate: effectiveDateIso, type, checkedOutAt: new Date() } });
}

export async function insertScreenshot(db: Db, values: { enrollmentId: string; name: string; imageBase64: string; byteSize: number }): Promise<number> {
  const [row] = await db.insert(enrollmentScreenshots).values(values).returning({ id: enrollmentScreenshots.id });
  return row!.id;
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
      ...offeredPlanColumns,
    })
    .from(planSuggestions)
    .innerJoin(plans, eq(plans.id, planSuggestions.planId))
    .innerJoin(carriers, eq(carriers.id, plans.carrierId))
    .orderBy(asc(planSuggestions.sortOrder), asc(planSuggestions.kind));
  return rows.map(({ kind, missingCategory, display, title, header, link, linkDescription, ...plan }) => ({
    kind,
    missingCategory,
    display,
    title,
    header,
    link,
    linkDescription,
    plan,
  }));
}
