import type { SavedTab } from '@benefit-store/domain';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { resumeCodes } from '../../../db/schema/index.js';
import type { LockedTx } from '../../enrollment-record/index.js';

export type ResumeCodeRow = typeof resumeCodes.$inferSelect;

/** Records an e-mailed code, inside the save's transaction (the enrollment is locked). */
export async function insertResumeCode(tx: LockedTx, row: typeof resumeCodes.$inferInsert): Promise<void> {
  await tx.insert(resumeCodes).values(row);
}

export async function findResumeCodeByHash(db: Db, codeHash: string): Promise<ResumeCodeRow | null> {
  const rows = await db.select().from(resumeCodes).where(eq(resumeCodes.codeHash, codeHash)).limit(1);
  return rows[0] ?? null;
}

/** The row a genuine resume link names (its token's subject). */
export async function findResumeCode(db: Db, id: string): Promise<ResumeCodeRow | null> {
  const rows = await db.select().from(resumeCodes).where(eq(resumeCodes.id, id)).limit(1);
  return rows[0] ?? null;
}

/** The tab of the enrollment's newest save for later: where every code and link of it continues. */
export async function latestSavedTab(db: Db, enrollmentId: string): Promise<SavedTab | null> {
  const rows = await db
    .select({ savedTab: resumeCodes.savedTab })
    .from(resumeCodes)
    .where(eq(resumeCodes.enrollmentId, enrollmentId))
    .orderBy(desc(resumeCodes.createdAt), desc(resumeCodes.id))
    .limit(1);
  return (rows[0]?.savedTab as SavedTab | undefined) ?? null;
}

/** A renewed session id (plugins/session.ts) keeps the resume codes the old id saved, in its transaction. */
export async function moveResumeCodes(tx: Db, fromSessionId: string, toSessionId: string): Promise<void> {
  await tx.update(resumeCodes).set({ savedBySessionId: toSessionId }).where(eq(resumeCodes.savedBySessionId, fromSessionId));
}
