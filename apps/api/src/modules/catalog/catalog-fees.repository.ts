import { localized } from '@benefit-store/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { catalogFees } from '../../db/schema/index.js';

/** One catalog_fees row by key (catalog-facts.ts names the keys). */
export async function catalogFee(db: Db, key: string) {
  const rows = await db
    .select({ label: catalogFees.label, amountCents: catalogFees.amountCents, percentBp: catalogFees.percentBp, translations: catalogFees.translations })
    .from(catalogFees)
    .where(eq(catalogFees.key, key))
    .limit(1);
  const row = rows[0];
  // Its label in the request's language (English where the catalog has no translation of it).
  return row ? { label: localized({ label: row.label }, row.translations).texts.label, amountCents: row.amountCents, percentBp: row.percentBp } : null;
}
