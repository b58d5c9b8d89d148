import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { agents } from '../../../db/schema/index.js';

/**
 * An enroller code is a rep's access code (the agents' codes of the site data). The code as typed, any case; the
 * result is the code as stored, or null when no rep has it.
 */
export async function findEnrollerCode(db: Db, code: string): Promise<string | null> {
  const rows = await db
    .select({ code: agents.accessCode })
    .from(agents)
    .where(sql`upper(${agents.accessCode}) = upper(${code.trim()})`)
    .limit(1);
  return rows[0]?.code ?? null;
}
