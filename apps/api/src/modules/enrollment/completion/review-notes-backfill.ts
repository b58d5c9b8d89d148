import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { enrollmentCompletions, enrollmentTabs } from '../../../db/schema/index.js';
import { ENCRYPTED_FIELD_PATTERN, type FieldCipher } from '../../shared/field-encryption.js';
import { tabSecretContext } from '../tab-data.repository.js';
import { sealCompletionNotes } from './review-notes.js';

// Enrollments completed before decision 0081 kept the review's notes in clear: in the saved review tab's data and in
// enrollment_completions.additional_notes. SQL cannot encrypt with the field key (migration 0024 leaves them), so this
// job does, a batch at a time: the completion column sealed, the tab's notes moved into its encrypted part (where
// get-enrollment-temp-info reads them). Idempotent (a row done reads encrypted and is not found again), and each
// update is guarded by the value it read, so a save or an erasure running beside it wins.

const BATCH = 200;

export interface ReviewNotesBackfill {
  completions: number;
  tabs: number;
}

/** Seals every clear review note left by older completions; returns how many rows it changed. */
export async function sealClearReviewNotes(db: Db, cipher: FieldCipher): Promise<ReviewNotesBackfill> {
  const done: ReviewNotesBackfill = { completions: 0, tabs: 0 };
  for (;;) {
    const rows = await db
      .select({ enrollmentId: enrollmentCompletions.enrollmentId, additionalNotes: enrollmentCompletions.additionalNotes })
      .from(enrollmentCompletions)
      .where(and(ne(enrollmentCompletions.additionalNotes, ''), sql`${enrollmentCompletions.additionalNotes} !~ ${ENCRYPTED_FIELD_PATTERN}`))
      .limit(BATCH);
    for (const row of rows) {
      const changed = await db
        .update(enrollmentCompletions)
        .set({ additionalNotes: sealCompletionNotes(cipher, row.enrollmentId, row.additionalNotes) })
        .where(and(eq(enrollmentCompletions.enrollmentId, row.enrollmentId), eq(enrollmentCompletions.additionalNotes, row.additionalNotes)))
        .returning({ id: enrollmentCompletions.enrollmentId });
      done.completions += changed.length;
    }
    if (rows.length < BATCH) break;
  }
  for (;;) {
    const rows = await db
      .select()
      .from(enrollmentTabs)
      .where(and(eq(enrollmentTabs.tab, 'review_info'), sql`${enrollmentTabs.data} ? 'additional_notes'`))
      .limit(BATCH);
    for (const row of rows) {
      const { additional_notes: clear, ...data } = row.data;
      const context = tabSecretContext(row.enrollmentId, row.tab);
      const secrets = row.secret ? cipher.decryptJson<Record<string, string>>(row.secret, context) : {};
      // An encrypted note already there is the newer one; a clear one moves in only where none is.
      if (secrets.additional_notes === undefined && typeof clear === 'string' && clear !== '') secrets.additional_notes = clear;
      const secret = Object.keys(secrets).length > 0 ? cipher.encryptJson(secrets, context) : null;
      const changed = await db
        .update(enrollmentTabs)
        .set({ data, secret })
        .where(
          and(
            eq(enrollmentTabs.enrollmentId, row.enrollmentId),
            eq(enrollmentTabs.tab, row.tab),
            sql`${enrollmentTabs.data} ? 'additional_notes'`,
            row.secret === null ? isNull(enrollmentTabs.secret) : eq(enrollmentTabs.secret, row.secret),
          ),
        )
        .returning({ id: enrollmentTabs.enrollmentId });
      done.tabs += changed.length;
    }
    if (rows.length < BATCH) break;
  }
  return done;
}
