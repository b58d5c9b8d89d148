import type { TabKey } from '@benefit-store/domain';
import { and, eq } from 'drizzle-orm';
import { enrollmentTabs } from '../../../db/schema/index.js';
import type { LockedTx } from '../../enrollment-record/index.js';

/** Removes one step's saved row (its data and secrets); true when there was one. Only under the enrollment's lock. */
export async function deleteTabData(tx: LockedTx, enrollmentId: string, tab: TabKey): Promise<boolean> {
  const removed = await tx
    .delete(enrollmentTabs)
    .where(and(eq(enrollmentTabs.enrollmentId, enrollmentId), eq(enrollmentTabs.tab, tab)))
    .returning({ tab: enrollmentTabs.tab });
  return removed.length > 0;
}
