import type { Db } from '../../db/client.js';
import type { FieldCipher } from '../shared/field-encryption.js';
import * as repo from './member-records.repository.js';

/**
 * One section of an existing member's earlier answers, decrypted, or null when the member has none or it no longer
 * decrypts (the callers then fall back to the enrollment's own answers). Public through the door: the wizard's steps
 * prefill a member's enrollment from it; the value is unchecked, so the caller parses it with its domain schema.
 */
export function readMemberRecord(db: Db, cipher: FieldCipher, memberId: number, section: repo.MemberRecordSection): Promise<unknown> {
  return repo.readMemberRecord(db, cipher, memberId, section);
}
