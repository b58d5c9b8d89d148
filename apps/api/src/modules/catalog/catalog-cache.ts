import type { PricingRow } from '@benefit-store/domain';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { appMeta, carrierQuestions, planPricing, portals } from '../../db/schema/index.js';
import { FINGERPRINT_KEY } from '../../db/seed/fingerprint-key.js';
import { toPricingRow } from './pricing.repository.js';
import { listPlans, type CatalogPlan } from './catalog.repository.js';

/**
 * An in-process, read-through copy of the catalog and its pricing rows. The listing read them from the database on
 * every request (two queries returning every plan and hundreds of rows); they change only when the demo data set
 * (or, later, an administrator) changes them. The copy is rebuilt when the data set's fingerprint in app_meta
 * changes, checked at most every RECHECK_MS, so every replica converges within that time. It is a cache of data
 * the database owns, not state another replica needs (ARCHITECTURE.md section 6).
 */
export interface CatalogSnapshot {
  /** The plans offered to shoppers: retired plans are left out (byId and bySlug keep them, for carts that hold one). */
  plans: CatalogPlan[];
  byId: Map<number, CatalogPlan>;
  bySlug: Map<string, CatalogPlan>;
  rowsByPlan: Map<number, PricingRow[]>;
  /** Portal codes by id: the portal rule names portals by code, enrollments keep the id. */
  portalCodes: Map<number, string>;
  /** Plans with supplemental carrier questions: Add to Cart waits until an enrollment has saved their answers. */
  carrierQuestionPlans: Set<number>;
}

interface Entry {
  fingerprint: string | null;
  checkedAt: number;
  snapshot: Promise<CatalogSnapshot>;
}

const RECHECK_MS = 2_000;
const entries = new WeakMap<Db, Entry>();

/** Changed by every catalog import (markCatalogChanged), beside the demo data set's fingerprint. */
export const CATALOG_REVISION_KEY = 'catalog_revision';

async function fingerprintOf(db: Db): Promise<string | null> {
  const rows = await db.select({ key: appMeta.key, value: appMeta.value }).from(appMeta).where(inArray(appMeta.key, [FINGERPRINT_KEY, CATALOG_REVISION_KEY]));
  if (rows.length === 0) return null;
  return rows
    .map((r) => `${r.key}=${r.value}`)
    .sort()
    .join(';');
}

/**
 * Runs inside the transaction that changed the catalog (an import): every replica's copy is rebuilt within RECHECK_MS,
 * and this process's at once.
 */
export async function markCatalogChanged(tx: Db, db?: Db): Promise<void> {
  const revision = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
  await tx
    .insert(appMeta)
    .values({ key: CATALOG_REVISION_KEY, value: revision })
    .onConflictDoUpdate({ target: appMeta.key, set: { value: revision, updatedAt: sql`now()` } });
  if (db) entries.delete(db);
}

/** Forgets this process's copy (after the transaction that changed the catalog committed). */
export function forgetCatalogSnapshot(db: Db): void {
  entries.delete(db);
}

async function build(db: Db): Promise<CatalogSnapshot> {
  const [allPlans, rows, portalRows, carrierRows] = await Promise.all([
    listPlans(db),
    db.select().from(planPricing),
    db.select().from(portals),
    db.selectDistinct({ planId: carrierQuestions.planId }).from(carrierQuestions),
  ]);
  const rowsByPlan = new Map<number, PricingRow[]>();
  for (const row of rows) {
    const list = rowsByPlan.get(row.planId) ?? [];
    list.push(toPricingRow(row));
    rowsByPlan.set(row.planId, list);
  }
  return {
    plans: allPlans.filter((p) => p.retiredAt === null),
    byId: new Map(allPlans.map((p) => [p.id, p])),
    bySlug: new Map(allPlans.map((p) => [p.slug, p])),
    rowsByPlan,
    portalCodes: new Map(portalRows.map((p) => [p.id, p.code])),
    carrierQuestionPlans: new Set(carrierRows.map((r) => r.planId)),
  };
}

export async function catalogSnapshot(db: Db, now = Date.now()): Promise<CatalogSnapshot> {
  const entry = entries.get(db);
  if (entry && now - entry.checkedAt < RECHECK_MS) return entry.snapshot;
  const fingerprint = await fingerprintOf(db);
  if (entry && entry.fingerprint === fingerprint) {
    entry.checkedAt = now;
    return entry.snapshot;
  }
  const snapshot = build(db);
  const fresh: Entry = { fingerprint, checkedAt: now, snapshot };
  entries.set(db, fresh);
  // A failed build must not stay cached.
  snapshot.catch(() => entries.get(db) === fresh && entries.delete(db));
  return snapshot;
}
