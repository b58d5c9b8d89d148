import type { Db } from '../../../db/client.js';
import * as repo from './resume-codes.repository.js';

/**
 * Public through the door: plugins/session.ts renews a session's id in one transaction, and each module moves what
 * it keeps per session there. The resume codes the old id saved follow it (their record of which browser saved them
 * would otherwise go with the old row), in the renewal's transaction, so the move commits with the new id or not at all.
 */
export function moveResumeCodes(tx: Db, fromSessionId: string, toSessionId: string): Promise<void> {
  return repo.moveResumeCodes(tx, fromSessionId, toSessionId);
}
