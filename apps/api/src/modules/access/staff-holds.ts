import type { Db } from '../../db/client.js';
import { markSessionChanged } from '../shared/change-notice.js';
import * as repo from './staff-session.repository.js';

/**
 * Marks the browser's hold of an enrollment just opened from a member table as the staff session's: the browser then
 * holds it only while that session is signed in there. Public through the door: members opens the enrollment and
 * calls this in the same transaction as the hold, so a hold is never left unmarked (and the member's record shown).
 */
export async function markStaffHold(tx: Db, sessionId: string, enrollmentId: string, staffSessionId: string): Promise<void> {
  await repo.markStaffHold(tx, sessionId, enrollmentId, staffSessionId);
  // Every replica reads the session again at the commit: from then on each call detaches this hold unless its staff
  // session is signed in there (staff-session.plugin.ts), which a copy read before the mark would skip.
  await markSessionChanged(tx, sessionId);
}
