import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { memberRecords } from '../../db/schema/index.js';
import type { MemberRecordSection } from '../../db/seed/seed-member-types.js';
import { FieldDecryptionError, type FieldCipher } from '../shared/field-encryption.js';

export type { MemberRecordSection };

/** The associated data a member record is encrypted under: it decrypts only for this member and section. */
const recordContext = (memberId: number, section: MemberRecordSection) => `member:${memberId}:${section}`;

/** Stores (or replaces) one section of a member's earlier answers, encrypted. */
export async function writeMemberRecord(db: Db, cipher: FieldCipher, memberId: number, section: MemberRecordSection, value: unknown): Promise<void> {
  const secret = cipher.encryptJson(value, recordContext(memberId, section));
  await db
    .insert(memberRecords)
    .values({ memberId, section, secret })
    .onConflictDoUpdate({ target: [memberRecords.memberId, memberRecords.section], set: { secret, updatedAt: sql`now()` } });
}

/**
 * One section of an existing member's earlier answers (the *-existing-user-* calls), or null when the member has
 * none, or when it no longer decrypts (the data key changed): the callers then fall back to the enrollment's own
 * saved answers, as the spec's screens do on an error. The caller checks the value against its domain schema.
 */
export async function readMemberRecord(db: Db, cipher: FieldCipher, memberId: number, section: MemberRecordSection): Promise<unknown> {
  const [row] = await db
    .select({ secret: memberRecords.secret })
    .from(memberRecords)
    .where(and(eq(memberRecords.memberId, memberId), eq(memberRecords.section, section)))
    .limit(1);
  if (!row) return null;
  try {
    return cipher.decryptJson(row.secret, recordContext(memberId, section));
  } catch (err) {
    if (err instanceof FieldDecryptionError) return null;
    throw err;
  }
}
