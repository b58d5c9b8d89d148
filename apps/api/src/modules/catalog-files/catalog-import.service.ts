import {
  CATALOG_FILE_MESSAGES as M,
  readCatalogFiles,
  type CatalogDocument,
  type CatalogFile,
  type ImportEntityChanges,
  type ImportError,
  type ImportReport,
  type PeopleDocument,
} from '@benefit-store/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { forgetCatalogSnapshot, markCatalogChanged } from '../catalog/index.js';
import { clearSiteCache, markSitesChanged } from '../sites/index.js';
import { systemClock, type Clock } from '../shared/clock.js';
import { diffCatalog, diffPeople } from './catalog-diff.js';
import { carriersOfPlans, membersOf, peopleInUse, plansInUse, readCatalogDocument, readPeopleDocument, retiredPlans } from './catalog-reader.repository.js';
import { writeCatalog, writePeople } from './catalog-writer.repository.js';

/** Any constant: imports and the demo data set's loading run one after another, whichever process starts them. */
export const CATALOG_LOCK_ID = 731_002;

/** Takes the catalog's write lock for the rest of the transaction. */
export async function lockCatalog(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${CATALOG_LOCK_ID})`);
}

function emptyReport(dryRun: boolean, errors: ImportError[]): ImportReport {
  return { dry_run: dryRun, applied: false, errors, entities: [], rate_changes: [], totals: { added: 0, changed: 0, removed: 0 } };
}

function moveToRetired(entity: ImportEntityChanges | undefined, keys: Set<string>): void {
  if (!entity) return;
  entity.retired = entity.removed.filter((k) => keys.has(k));
  entity.removed = entity.removed.filter((k) => !keys.has(k));
}

interface Plan {
  report: ImportReport;
  catalog: CatalogDocument | null;
  people: PeopleDocument | null;
}

/** Reads the files and what they would change against the database as it stands (db: the import's transaction when applying). */
async function planImport(db: Db, files: readonly CatalogFile[], dryRun: boolean): Promise<Plan> {
  const read = readCatalogFiles(files);
  if (read.errors.length > 0) return { report: emptyReport(dryRun, read.errors), catalog: null, people: null };
  const errors: ImportError[] = [];
  const entities: ImportEntityChanges[] = [];
  const report = emptyReport(dryRun, errors);

  if (read.people) {
    const diff = diffPeople(await readPeopleDocument(db), read.people);
    entities.push(...diff.entities);
    // Members belong to a rep, a group and a portal: those stay while members do.
    const checks = [
      ['reps', 'agent', 'rep'],
      ['groups', 'group', 'group'],
      ['portals', 'portal', 'portal'],
    ] as const;
    for (const [name, by, what] of checks) {
      const removed = diff.entities.find((e) => e.entity === name)?.removed ?? [];
      for (const [key, n] of await membersOf(db, by, removed)) {
        errors.push({ file: read.peopleFile ?? '', line: null, path: name, message: M.stillReferenced({ what, key, by: `${n} members` }) });
      }
    }
    // Staff accounts and group billing would go with a rep or group (they cascade); enrollments, policies and leads
    // would be left pointing at nobody. Such a rep or group stays until those are dealt with.
    for (const [name, by, what] of [checks[0], checks[1]] as const) {
      const removed = diff.entities.find((e) => e.entity === name)?.removed ?? [];
      for (const [key, uses] of await peopleInUse(db, by, removed)) {
        for (const [use, count] of uses) errors.push({ file: read.peopleFile ?? '', line: null, path: name, message: M.stillInUse({ what, key, count, use }) });
      }
    }
  }
  if (read.catalog) {
    const diff = diffCatalog(await readCatalogDocument(db), read.catalog);
    const plans = diff.entities.find((e) => e.entity === 'plans');
    const retiring = await plansInUse(db, plans?.removed ?? []);
    moveToRetired(plans, retiring);
    // A carrier the files leave out stays while a retired plan uses it.
    const retired = await retiredPlans(db);
    const stillUsed = new Set([...retired.carrierKeys, ...(await carriersOfPlans(db, [...retiring]))]);
    const incomingCarriers = new Set(read.catalog.carriers.map((c) => c.key));
    moveToRetired(
      diff.entities.find((e) => e.entity === 'carriers'),
      new Set([...stillUsed].filter((k) => !incomingCarriers.has(k))),
    );
    entities.push(...diff.entities);
    report.rate_changes = diff.rateChanges;
  }
  report.entities = entities;
  report.totals = {
    added: entities.reduce((n, e) => n + e.added.length, 0),
    changed: entities.reduce((n, e) => n + e.changed.length, 0),
    removed: entities.reduce((n, e) => n + e.removed.length, 0),
  };
  return { report, catalog: errors.length ? null : read.catalog, people: errors.length ? null : read.people };
}

/** What importing these files would change, and every error in them; nothing is written. */
export async function planCatalogImport(db: Db, files: readonly CatalogFile[]): Promise<ImportReport> {
  return (await planImport(db, files, true)).report;
}

export interface ApplyOptions {
  clock?: Clock;
  /** Called inside the import's transaction once written (the console records its audit entry there). */
  onApplied?: (tx: Db, report: ImportReport) => Promise<void>;
}

/**
 * Imports the files in one transaction under the catalog's lock: the report is computed again inside it, and the
 * import is refused (nothing written, the report's errors) when the files have any error. Prices change through
 * syncPricing, which keeps each rating cell's id, so carts holding a plan are re-priced at checkout with the notice.
 */
export async function applyCatalogImport(db: Db, files: readonly CatalogFile[], options: ApplyOptions = {}): Promise<ImportReport> {
  const now = (options.clock ?? systemClock).now();
  const report = await db.transaction(async (tx) => {
    await lockCatalog(tx);
    const plan = await planImport(tx, files, false);
    if (plan.report.errors.length > 0) return plan.report;
    await writeDocuments(tx, { catalog: plan.catalog, people: plan.people }, { prune: true }, now);
    await markCatalogChanged(tx);
    await markSitesChanged(tx);
    const applied = { ...plan.report, applied: true };
    if (options.onApplied) await options.onApplied(tx, applied);
    return applied;
  });
  if (report.applied) {
    forgetCatalogSnapshot(db);
    clearSiteCache(db);
  }
  return report;
}

/**
 * Writes documents inside the caller's transaction (which holds the catalog's lock): people first, then the catalog.
 * The demo data set's loader calls it without prune (rows not in the set are kept).
 */
export async function writeDocuments(tx: Db, docs: { catalog: CatalogDocument | null; people: PeopleDocument | null }, options: { prune: boolean }, now: Date) {
  if (docs.people) await writePeople(tx, docs.people, options);
  return docs.catalog ? writeCatalog(tx, docs.catalog, options, now) : null;
}
