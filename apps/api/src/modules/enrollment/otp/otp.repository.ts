import type { OtpType } from '@benefit-store/domain';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { otpCodes } from '../../../db/schema/index.js';
import type { LockedTx } from '../../enrollment-record/index.js';

export type OtpCodeRow = typeof otpCodes.$inferSelect;

/** The code in force for one contact of one enrollment: the newest sent. */
export async function latestOtpCode(db: Db, enrollmentId: string, type: OtpType, contact: string): Promise<OtpCodeRow | null> {
  const rows = await db
    .select()
    .from(otpCodes)
    .where(and(eq(otpCodes.enrollmentId, enrollmentId), eq(otpCodes.type, type), eq(otpCodes.contact, contact)))
    .orderBy(desc(otpCodes.sentAt), desc(otpCodes.id))
    .limit(1);
  return rows[0] ?? null;
}

export async function insertOtpCode(
  tx: LockedTx,
  values: { enrollmentId: string; type: OtpType; contact: string; salt: string; codeHash: string; sentAt: Date },
): Promise<number> {
  const [row] = await tx.insert(otpCodes).values(values).returning({ id: otpCodes.id });
  return row!.id;
}

/** Stores the outcome of one attempt against a code (a wrong try counted, or the code used up). */
export async function updateOtpAttempt(tx: LockedTx, id: number, state: { wrongTries: number; verifiedAt: Date | null }): Promise<void> {
  await tx.update(otpCodes).set({ wrongTries: state.wrongTries, verifiedAt: state.verifiedAt }).where(eq(otpCodes.id, id));
}

/** Whether this contact was verified by a code for this enrollment (ever: a verified contact stays verified). */
export async function isContactVerified(db: Db, enrollmentId: string, type: OtpType, contact: string): Promise<boolean> {
  const rows = await db
    .select({ id: otpCodes.id })
    .from(otpCodes)
    .where(and(eq(otpCodes.enrollmentId, enrollmentId), eq(otpCodes.type, type), eq(otpCodes.contact, contact), isNotNull(otpCodes.verifiedAt)))
    .limit(1);
  return rows.length > 0;
}

/** The contact of each type verified most recently for this enrollment (the step's options.verified). */
export async function latestVerifiedContacts(db: Db, enrollmentId: string): Promise<Record<OtpType, string | null>> {
  const rows = await db
    .select({ type: otpCodes.type, contact: otpCodes.contact })
    .from(otpCodes)
    .where(and(eq(otpCodes.enrollmentId, enrollmentId), isNotNull(otpCodes.verifiedAt)))
    .orderBy(desc(otpCodes.verifiedAt), desc(otpCodes.id));
  const found: Record<OtpType, string | null> = { email: null, phone: null };
  for (const row of rows) {
    const type = row.type as OtpType;
    if (type in found && found[type] === null) found[type] = row.contact;
  }
  return found;
}
