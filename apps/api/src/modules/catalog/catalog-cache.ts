import type { PricingRow, RatingCell, Tier } from '@benefit-store/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { appMeta, planPricing } from '../../db/schema/index.js';
import { FINGERPRINT_KEY } from '../../db/seed/load-demo-data.js';
import { listPlans, type CatalogPlan } from './catalog.repository.js';

/**
 * An in-process, read-through copy of the catalog and its pricing rows. The listing read them from the database on
 * every request (two queries returning every plan and hundreds of rows); they change only when the demo data set
 * (or, later, an administrator) changes them. The copy is rebuilt when the data set's fingerprint in app_meta
 * changes, checked at most every RECHECK_MS, so every replica converges within that time. It is a cache of data
 * the database owns, not state another replica needs (ARCHITECTURE.md section 6).
 */
export interface CatalogSnapshot {
  plans: CatalogPlan[];
  byId: Map<number, CatalogPlan>;
  rowsByPlan: Map<number, PricingRow[]>;
}

interface Entry {
  fingerprint: string | null;
  checkedAt: number;
  snapshot: Promise<CatalogSnapshot>;
}

const RECHECK_MS = 2_000;
const entries = new WeakMap<Db, Entry>();

async function fingerprintOf(db: Db): Promise<string | null> {
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, FINGERPRINT_KEY));
  return row?.value ?? null;
}

async function build(db: Db): Promise<CatalogSnapshot> {
  const [plans, rows] = await Promise.all([listPlans(db), db.select().from(planPricing)]);
  const rowsByPlan = new Map<number, PricingRow[]>();
  for (const row of rows) {
    const list = rowsByPlan.get(row.planId) ?? [];
    list.push({
      ppid: row.ppid,
      tier: row.tier as Tier,
      ageMin: row.ageMin,
      ageMax: row.ageMax,
      gender: row.gender as 0 | 1 | null,
      tobacco: row.tobacco as 0 | 1 | null,
      state: row.state,
      priceCents: row.priceCents,
    });
    rowsByPlan.set(row.planId, list);
  }
  return { plans, byId: new Map(plans.map((p) => [p.id, p])), rowsByPlan };
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

/** Same rule as pricing.repository's candidateRows, over the cached rows. */
export function candidateRowsOf(snapshot: CatalogSnapshot, planId: number, cell: RatingCell): PricingRow[] {
  const tobacco = cell.tobacco ?? 0;
  return (snapshot.rowsByPlan.get(planId) ?? []).filter(
    (r) =>
      r.ageMin <= cell.age &&
      r.ageMax >= cell.age &&
      (r.gender === null || r.gender === cell.gender) &&
      (r.tobacco === null || r.tobacco === tobacco) &&
      (cell.state === null ? r.state === null : r.state === null || r.state === cell.state),
  );
}

/** The lowest Member Only price of a plan ("from" price), or null. */
export function lowestMemberOnlyOf(snapshot: CatalogSnapshot, planId: number): number | null {
  let lowest: number | null = null;
  for (const row of snapshot.rowsByPlan.get(planId) ?? []) {
    if (row.tier !== 'IO' || row.priceCents < 1) continue;
    if (lowest === null || row.priceCents < lowest) lowest = row.priceCents;
  }
  return lowest;
}
