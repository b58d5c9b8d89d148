import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { catalogFees } from '../../db/schema/index.js';

/** One catalog_fees row by key (catalog-facts.ts names the keys). */
export async function catalogFee(db: Db, key: string) {
  const rows = await db
    .select({ label: catalogFees.label, amountCents: catalogFees.amountCents, percentBp: catalogFees.percentBp })
    .from(catalogFees)
    .where(eq(catalogFees.key, key))
    .limit(1);
  return rows[0] ?? null;
}
