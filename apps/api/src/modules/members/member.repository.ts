import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { groups, members } from '../../db/schema/index.js';

export type MemberRow = typeof members.$inferSelect;

export async function findMember(db: Db, id: number): Promise<MemberRow | null> {
  const rows = await db.select().from(members).where(eq(members.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function listMembers(db: Db): Promise<MemberRow[]> {
  return db.select().from(members).orderBy(asc(members.ref));
}

/** The id, when a group with it exists (a configured group id may name none in a database without the demo data). */
export async function existingGroupId(db: Db, id: number): Promise<number | null> {
  const rows = await db.select({ id: groups.id }).from(groups).where(eq(groups.id, id)).limit(1);
  return rows[0]?.id ?? null;
}
