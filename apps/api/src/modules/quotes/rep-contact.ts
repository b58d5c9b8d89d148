import type { QuoteContact } from '@benefit-store/domain';
import type { Db } from '../../db/client.js';
import * as repo from './quotes.repository.js';

/** Who may act for an enrollment, in the order to try: its own rep or group, then its site's. */
export interface RepCandidate {
  agentId: number | null;
  groupId: number | null;
}

/**
 * The rep a mail names as the person to contact: the first candidate's rep found (a group's is its rep), phone as
 * stored. Public through the door: the quote mail names this rep and completion sends the receipt's copy to them, so
 * both find the rep by the same rule.
 */
export function findRepContact(db: Db, candidates: readonly RepCandidate[]): Promise<QuoteContact | null> {
  return repo.findRepContact(db, candidates);
}
