import { RETENTION_BATCHES_PER_RUN } from '@benefit-store/domain';
import type { Db } from '../../db/client.js';
import type { RetentionCutoffs } from './retention-policy.js';
import {
  blankOldMailBodies,
  deleteExpiredResumeCodes,
  deleteStaleOneTimeCodes,
  erasePersonalData,
  findAbandoned,
  findCompletedBefore,
  lockForErasure,
  stillAbandoned,
} from './retention.repository.js';

/** Enrollments erased per query: each in its own short transaction, so a backlog never holds a lock for long. */
const BATCH = 50;

export interface RetentionSweep {
  abandonedErased: number;
  completedErased: number;
  resumeCodes: number;
  oneTimeCodes: number;
  mailBodies: number;
}

/**
 * One run of the retention job (decision 0074): erases the personal data of abandoned and of long-completed
 * enrollments, removes expired resume codes and stale one-time codes, and empties old mails. Idempotent (a re-run finds
 * nothing left to do) and safe beside live traffic: an enrollment being saved right now is skipped (its row lock) and
 * checked again under the lock, since the save that held it counts as activity.
 */
export async function sweepRetention(db: Db, now: Date, cutoffs: RetentionCutoffs): Promise<RetentionSweep> {
  const sweep: RetentionSweep = { abandonedErased: 0, completedErased: 0, resumeCodes: 0, oneTimeCodes: 0, mailBodies: 0 };
  for (let batch = 0; batch < RETENTION_BATCHES_PER_RUN; batch += 1) {
    const ids = await findAbandoned(db, cutoffs.abandonedBefore, now, BATCH);
    let erased = 0;
    for (const id of ids) {
      const done = await db.transaction(async (tx) => {
        const locked = await lockForErasure(tx, id, true);
        if (!locked || locked.completed || !(await stillAbandoned(tx, id, cutoffs.abandonedBefore, now))) return false;
        await erasePersonalData(tx, locked, now);
        return true;
      });
      if (done) erased += 1;
    }
    sweep.abandonedErased += erased;
    // Fewer than a batch, or none of this batch could be erased now (locked or active again): the next run retries them,
    // as it goes on with a backlog larger than RETENTION_BATCHES_PER_RUN batches.
    if (ids.length < BATCH || erased === 0) break;
  }
  for (let batch = 0; batch < RETENTION_BATCHES_PER_RUN; batch += 1) {
    const ids = await findCompletedBefore(db, cutoffs.completedBefore, BATCH);
    let erased = 0;
    for (const id of ids) {
      const done = await db.transaction(async (tx) => {
        const locked = await lockForErasure(tx, id, true);
        if (!locked?.completed) return false;
        await erasePersonalData(tx, locked, now);
        return true;
      });
      if (done) erased += 1;
    }
    sweep.completedErased += erased;
    if (ids.length < BATCH || erased === 0) break;
  }
  sweep.resumeCodes = await deleteExpiredResumeCodes(db, cutoffs.resumeCodesExpiredBefore);
  sweep.oneTimeCodes = await deleteStaleOneTimeCodes(db, cutoffs.oneTimeCodesSentBefore);
  sweep.mailBodies = await blankOldMailBodies(db, cutoffs.mailBodiesBefore);
  return sweep;
}
