import type { PricingRow } from '@benefit-store/domain';
import type { Db } from '../../db/client.js';
import { carrierQuestions, planPricing, portals } from '../../db/schema/index.js';
import { CHANGE_TOPICS, notifyChange } from '../shared/change-notice.js';
import { toPricingRow } from './pricing.repository.js';
import { listPlans, type CatalogPlan } from './catalog.repository.js';

/**
 * An in-process copy of the catalog and its pricing rows, read once and kept until the catalog changes: the listing,
 * the plan page and the cart price from it instead of reading every plan and hundreds of rows per request. A change
 * (an import from the console or the command line, the demo data set's loader) calls markCatalogChanged in its
 * transaction, which notifies every replica at commit (modules/shared/change-notice.ts); plugins/change-notices.ts
 * hears it and calls forgetCatalogSnapshot, and the next request reads the catalog again. It is a cache of data the
 * database owns, not state another replica needs (ARCHITECTURE.md section 6; decision 0071).
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

const snapshots = new WeakMap<Db, Promise<CatalogSnapshot>>();

/**
 * Runs inside the transaction that changed the catalog (an import, the demo data set's loader): every replica forgets
 * its copy when the transaction commits. The caller forgets this process's copy itself after the commit
 * (forgetCatalogSnapshot), so its next request reads the change without waiting for the notice.
 */
export async function markCatalogChanged(tx: Db): Promise<void> {
  await notifyChange(tx, CHANGE_TOPICS.catalog);
}

/** Forgets this process's copy: the next request reads the catalog again. */
export function forgetCatalogSnapshot(db: Db): void {
  snapshots.delete(db);
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

/** The catalog as last read, or read now; requests arriving while it is read wait for the same read. */
export function catalogSnapshot(db: Db): Promise<CatalogSnapshot> {
  const cached = snapshots.get(db);
  if (cached) return cached;
  const snapshot = build(db);
  snapshots.set(db, snapshot);
  // A failed read must not stay cached; a copy forgotten while it was read is not put back.
  snapshot.catch(() => snapshots.get(db) === snapshot && snapshots.delete(db));
  return snapshot;
}
