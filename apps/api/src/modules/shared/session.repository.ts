import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sessions } from '../../db/schema/index.js';
import type { SessionRef } from './request-context.js';

export async function findSession(db: Db, id: string): Promise<SessionRef | null> {
  const rows = await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function createSession(db: Db): Promise<SessionRef> {
  const id = randomBytes(24).toString('base64url');
  await db.insert(sessions).values({ id });
  return { id };
}
