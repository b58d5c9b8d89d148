import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { tempDependentInfo } from '../../db/schema/index.js';
import type { LockedTx } from './locked-enrollment.js';

export interface DependentRow {
  planId: number | null;
  spouseDob: string | null;
  noOfChildren: number | null;
}

export async function findDependentInfo(db: Db, enrollmentId: string): Promise<DependentRow | null> {
  const rows = await db
    .select({ planId: tempDependentInfo.planId, spouseDob: tempDependentInfo.spouseDob, noOfChildren: tempDependentInfo.noOfChildren })
    .from(tempDependentInfo)
    .where(eq(tempDependentInfo.enrollmentId, enrollmentId))
    .limit(1);
  return rows[0] ?? null;
}

export async function saveDependentInfo(db: LockedTx, enrollmentId: string, row: DependentRow): Promise<void> {
  await db
    .insert(tempDependentInfo)
    .values({ enrollmentId, ...row })
    .onConflictDoUpdate({ target: tempDependentInfo.enrollmentId, set: { ...row, updatedAt: sql`now()` } });
}
