import type { Db } from '../../../db/client.js';
import type { FieldCipher } from '../../shared/field-encryption.js';
import type { CompletedEnrollment } from '../completion/completed-enrollment.types.js';
import { currentEnrollmentsOf } from '../completion/completed-enrollments.js';
import { listCompletedRecords } from '../completion/completion.repository.js';
import { markCoverageChangesReported, unreportedCoverageChanges } from './coverage-changes.repository.js';
import { openCoverageChange, type CoverageChange } from './current-view.js';

/** A change no file of a carrier and format has carried yet, with its enrollment as it is now. */
export interface PendingCoverageChange {
  change: CoverageChange;
  /** The enrollment now: every change applied (a file carries the current values). */
  enrollment: CompletedEnrollment;
}

/**
 * The coverage changes a carrier's next file of a format may carry (issue 25 item 4), oldest first, each with its
 * enrollment's current view. Which of them touch the carrier's plans is the file's to decide (carrier-files).
 */
export async function pendingCoverageChanges(db: Db, cipher: FieldCipher, carrierKey: string, format: '834' | 'csv'): Promise<PendingCoverageChange[]> {
  const rows = await unreportedCoverageChanges(db, carrierKey, format);
  if (rows.length === 0) return [];
  const enrollments = await currentEnrollmentsOf(db, cipher, await listCompletedRecords(db, { enrollmentIds: [...new Set(rows.map((r) => r.enrollmentId))] }));
  const byId = new Map(enrollments.map((e) => [e.enrollmentId, e]));
  return rows.flatMap((row) => {
    const enrollment = byId.get(row.enrollmentId);
    return enrollment ? [{ change: openCoverageChange(cipher, row), enrollment }] : [];
  });
}

/** Marks changes carried by a carrier's file (or, with no file id, found to touch none of its plans), in the file's transaction: the next file of that carrier and format skips them. */
export const markChangesReported = (tx: Db, changeIds: readonly number[], file: { id: number | null; carrierKey: string; format: '834' | 'csv' }) => markCoverageChangesReported(tx, changeIds, file);
