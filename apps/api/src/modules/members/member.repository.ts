import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { members } from '../../db/schema/index.js';

export type MemberRow = typeof members.$inferSelect;

export async function findMember(db: Db, id: number): Promise<MemberRow | null> {
  const rows = await db.select().from(members).where(eq(members.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function listMembers(db: Db): Promise<MemberRow[]> {
  return db.select().from(members).orderBy(asc(members.ref));
}
