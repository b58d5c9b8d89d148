import { createHash } from 'node:crypto';
import { readCatalogFiles, type CatalogDocument, type PeopleDocument } from '@benefit-store/domain';
import { count, eq, sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { appMeta, plans } from '../schema/index.js';
import { forgetCatalogSnapshot, markCatalogChanged } from '../../modules/catalog/index.js';
import { clearSiteCache, markSitesChanged } from '../../modules/sites/index.js';
import { lockCatalog, writeDocuments } from '../../modules/catalog-files/index.js';
import { loadMemberData, loadMemberRecords } from './load-member-data.js';
import { loadStaffAccounts, removeDemoStaffAccounts } from '../../modules/access/load-staff-accounts.js';
import { staffAccounts as seedStaffAccounts } from './demo/accounts.js';
import { importFedAchDirectory } from '../../modules/payments/fedach-directory.js';
import type { FieldCipher } from '../../modules/shared/field-encryption.js';
import type { DemoData } from './seed-types.js';
import { catalogDocumentOf, peopleDocumentOf } from './seed-documents.js';

export interface PricingSyncCounts {
  inserted: number;
  updated: number;
  deleted: number;
}

/** Bump when the loader itself changes how data is written, so existing databases are loaded again. */
const LOADER_VERSION = 5;
import { FINGERPRINT_KEY } from './fingerprint-key.js';
export { FINGERPRINT_KEY };

export interface SeedOutcome {
  loaded: boolean;
  fingerprint: string;
  pricing?: PricingSyncCounts;
}

export interface DemoLoadOptions {
  /** Load the demo sign-in accounts (default); false removes them (production: their passwords are public). */
  staffAccounts?: boolean;
}

/** The data set's fingerprint; with the data key's id, since members' earlier answers are stored encrypted under it. */
export function fingerprintOf(data: DemoData, cipher?: FieldCipher, options: DemoLoadOptions = {}): string {
  // The demo accounts' e-mails count: a new demo account (the operator, issue 23) is loaded into an existing database.
  const accounts = options.staffAccounts === false ? { accounts: false } : { accounts: seedStaffAccounts.map((a) => a.email) };
  return createHash('sha256').update(JSON.stringify({ v: LOADER_VERSION, data, key: cipher?.keyId() ?? null, ...accounts })).digest('hex').slice(0, 32);
}

/**
 * The data set's catalog and people as the catalog files' documents, read through the import's reader (the same
 * checks and defaults as a file): a data set the reader refuses stops the start with its located errors.
 */
function documentsOf(data: DemoData): { catalog: CatalogDocument; people: PeopleDocument } {
  const read = readCatalogFiles([
    { name: 'catalog.json', text: JSON.stringify(catalogDocumentOf(data)) },
    { name: 'people.json', text: JSON.stringify(peopleDocumentOf(data)) },
  ]);
  if (!read.catalog || !read.people) {
    throw new Error(`The data set is not a valid catalog: ${read.errors.map((e) => `${e.file} ${e.path ?? ''}: ${e.message}`).join('; ')}`);
  }
  return { catalog: read.catalog, people: read.people };
}

/**
 * Writes the demo data set keyed by natural keys (carrier key, plan slug, portal code, agent access code,
 * group code), in one transaction: running it twice leaves the same rows, and records not in the set are kept.
 */
export async function loadDemoData(db: Db, data: DemoData, cipher?: FieldCipher, options: DemoLoadOptions = {}): Promise<SeedOutcome> {
  const fingerprint = fingerprintOf(data, cipher, options);
  const docs = documentsOf(data);
  const pricing = await db.transaction(async (tx) => {
    await lockCatalog(tx);
    const written = await writeDocuments(tx, docs, { prune: false }, new Date());
    const counts = written?.pricing ?? { inserted: 0, updated: 0, deleted: 0 };

    if (data.bankDirectory) await importFedAchDirectory(tx, data.bankDirectory);
    await loadMemberData(tx, data);
    if (options.staffAccounts === false) await removeDemoStaffAccounts(tx);
    else await loadStaffAccounts(tx, data, undefined, cipher);
    // Members' earlier answers are stored only encrypted: without the cipher (the seed tests) they are left out.
    if (cipher && data.memberRecords) await loadMemberRecords(tx, cipher, data.memberRecords);

    await tx
      .insert(appMeta)
      .values({ key: FINGERPRINT_KEY, value: fingerprint })
      .onConflictDoUpdate({ target: appMeta.key, set: { value: fingerprint, updatedAt: sql`now()` } });
    // Every replica drops its copies of the catalog and the sites at the commit (decision 0071).
    await markCatalogChanged(tx);
    await markSitesChanged(tx);
    return counts;
  });
  forgetCatalogSnapshot(db);
  clearSiteCache(db);
  return { loaded: true, fingerprint, pricing };
}

/** Loads the data set at start only when the catalog is empty or the data set differs from the one last loaded. */
export async function loadDemoDataIfChanged(db: Db, data: DemoData, cipher?: FieldCipher, options: DemoLoadOptions = {}): Promise<SeedOutcome> {
  const fingerprint = fingerprintOf(data, cipher, options);
  const [meta] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, FINGERPRINT_KEY));
  const [plansCount] = await db.select({ n: count() }).from(plans);
  if (meta?.value === fingerprint && (plansCount?.n ?? 0) > 0) return { loaded: false, fingerprint };
  return loadDemoData(db, data, cipher, options);
}
