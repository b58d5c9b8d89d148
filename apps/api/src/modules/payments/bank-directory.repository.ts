import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { bankDirectory } from '../../db/schema/index.js';

/** The bank a routing number belongs to (bank_directory, filled from the FedACH file), or null when not listed. */
export async function bankByRoutingNumber(db: Db, routingNumber: string): Promise<{ name: string } | null> {
  const [row] = await db.select({ name: bankDirectory.name }).from(bankDirectory).where(eq(bankDirectory.routingNumber, routingNumber)).limit(1);
  return row ? { name: row.name.toUpperCase() } : null;
}
