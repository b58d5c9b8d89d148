import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { catalogFees } from '../../db/schema/index.js';

/** Keys of the catalog_fees rows the cart reads. */
export const FEE_KEYS = { membership: 'association_membership', adminFee: 'administrative_fee' } as const;

export interface CatalogFee {
  label: string;
  amountCents: number | null;
  percentBp: number | null;
}

export async function catalogFee(db: Db, key: string): Promise<CatalogFee | null> {
  const rows = await db
    .select({ label: catalogFees.label, amountCents: catalogFees.amountCents, percentBp: catalogFees.percentBp })
    .from(catalogFees)
    .where(eq(catalogFees.key, key))
    .limit(1);
  return rows[0] ?? null;
}
