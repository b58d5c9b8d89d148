import type { Db } from '../../db/client.js';
import * as repo from './staff-session.repository.js';

/**
 * Marks the browser's hold of an enrollment just opened from a member table as the staff session's: the browser then
 * holds it only while that session is signed in there. Public through the door: members opens the enrollment and
 * calls this in the same transaction as the hold, so a hold is never left unmarked (and the member's record shown).
 */
export function markStaffHold(tx: Db, sessionId: string, enrollmentId: string, staffSessionId: string): Promise<void> {
  return repo.markStaffHold(tx, sessionId, enrollmentId, staffSessionId);
}
