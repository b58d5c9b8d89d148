import type { Db } from '../../db/client.js';
import * as repo from './quotes.repository.js';

/**
 * Public through the door: plugins/session.ts renews a session's id in one transaction, and each module moves what
 * it keeps per session there. The quotes the old id sent keep their record of the browser that sent them (it would
 * otherwise go with the old row), in the renewal's transaction, so the move commits with the new id or not at all.
 */
export function moveSentQuotes(tx: Db, fromSessionId: string, toSessionId: string): Promise<void> {
  return repo.moveSentQuotes(tx, fromSessionId, toSessionId);
}
