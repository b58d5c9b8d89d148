import { createHash } from 'node:crypto';
import { count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { agentPortals, agents, appMeta, carriers, groups, plans, portals, siteThemes } from '../schema/index.js';
import { clearSiteCache } from '../../modules/sites/site-resolver.js';
import { loadCheckoutData } from './load-checkout-data.js';
import { loadSiteData } from './load-site-data.js';
import { loadMemberData, loadMemberRecords } from './load-member-data.js';
import { loadHealthQuestions } from './load-health-questions.js';
import { loadPlanQuestions } from './load-plan-questions.js';
import { loadStaffAccounts, removeDemoStaffAccounts } from '../../modules/access/load-staff-accounts.js';
import { staffAccounts as seedStaffAccounts } from './demo/accounts.js';
import { importFedAchDirectory } from '../../modules/payments/fedach-directory.js';
import type { FieldCipher } from '../../modules/shared/field-encryption.js';
import { expandBands, syncPricing, type PricingSyncCounts } from './load-pricing.js';
import type { DemoData } from './seed-types.js';
import { excludedSet } from './upsert.js';

/** Bump when the loader itself changes how data is written, so existing databases are loaded again. */
const LOADER_VERSION = 4;
export const FINGERPRINT_KEY = 'demo_data_fingerprint';
/** Any constant: makes two processes starting on one PostgreSQL load one after the other. */
const SEED_LOCK_ID = 731_002;

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

function byKey<T>(rows: readonly T[], key: (row: T) => string): Map<string, T> {
  return new Map(rows.map((row) => [key(row), row]));
}

function need<T>(map: Map<string, T>, key: string, what: string): T {
  const found = map.get(key);
  if (found === undefined) throw new Error(`Demo data refers to an unknown ${what}: ${key}`);
  return found;
}

/**
 * Writes the demo data set keyed by natural keys (carrier key, plan slug, portal code, agent access code,
 * group code), in one transaction: running it twice leaves the same rows, and records not in the set are kept.
 */
export async function loadDemoData(db: Db, data: DemoData, cipher?: FieldCipher, options: DemoLoadOptions = {}): Promise<SeedOutcome> {
  const fingerprint = fingerprintOf(data, cipher, options);
  const pricing = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);

    const portalRows = data.portals.length
      ? await tx
          .insert(portals)
          .values(data.portals.map((p) => ({ code: p.code, name: p.name })))
          .onConflictDoUpdate({ target: portals.code, set: excludedSet(portals, ['id', 'code']) })
          .returning({ id: portals.id, code: portals.code })
      : [];
    const portalIds = byKey(portalRows, (r) => r.code);

    const carrierRows = data.carriers.length
      ? await tx
          .insert(carriers)
          .values(data.carriers.map((c) => ({ key: c.key, name: c.name, logo: c.logo })))
          .onConflictDoUpdate({ target: carriers.key, set: excludedSet(carriers, ['id', 'key']) })
          .returning({ id: carriers.id, key: carriers.key })
      : [];
    const carrierIds = byKey(carrierRows, (r) => r.key);

    const agentRows = data.agents.length
      ? await tx
          .insert(agents)
          .values(
            data.agents.map((a) => ({
              accessCode: a.accessCode,
              firstName: a.firstName,
              middleName: a.middleName,
              lastName: a.lastName,
              displayName: a.displayName,
              displayEmail: a.displayEmail,
              displayPhone: a.displayPhone,
              displayAboutName: a.displayAboutName,
              bio: a.bio,
              tagline: a.tagline,
              landingPage: a.landingPage,
            })),
          )
          .onConflictDoUpdate({ target: agents.accessCode, set: excludedSet(agents, ['id', 'accessCode']) })
          .returning({ id: agents.id, accessCode: agents.accessCode })
      : [];
    const agentIds = byKey(agentRows, (r) => r.accessCode);

    if (agentRows.length) {
      await tx.delete(agentPortals).where(
        inArray(
          agentPortals.agentId,
          agentRows.map((a) => a.id),
        ),
      );
      const links = data.agents.flatMap((a) =>
        a.portals.map((code) => ({ agentId: need(agentIds, a.accessCode, 'agent').id, portalId: need(portalIds, code, 'portal').id })),
      );
      if (links.length) await tx.insert(agentPortals).values(links).onConflictDoNothing();
    }

    if (data.groups.length) {
      await tx
        .insert(groups)
        .values(
          data.groups.map((g) => ({
            id: g.id,
            code: g.code,
            name: g.name,
            agentId: need(agentIds, g.agent, 'agent').id,
            portalId: need(portalIds, g.portal, 'portal').id,
            displayName: g.displayName,
            displayEmail: g.displayEmail,
            displayPhone: g.displayPhone,
            tagline: g.tagline,
            aboutUs: g.aboutUs,
            landingPage: g.landingPage,
            host: g.host,
            address: g.address,
          })),
        )
        .onConflictDoUpdate({ target: groups.code, set: excludedSet(groups, ['id', 'code']) });
      // A fixed id does not move the serial sequence: move it past the largest id, so a later group gets a free one.
      if (data.groups.some((g) => g.id !== undefined)) {
        await tx.execute(sql`select setval(pg_get_serial_sequence('groups', 'id'), (select max(id) from groups))`);
      }
    }

    // Theme entries: the set for each owner is replaced as a whole, so a key removed from the data goes away.
    const themes = [
      { scope: 'default', owner: '', entries: data.defaultTheme },
      ...data.agents.map((a) => ({ scope: 'agent', owner: a.accessCode, entries: a.theme })),
      ...data.groups.map((g) => ({ scope: 'group', owner: g.code, entries: g.theme })),
    ];
    for (const theme of themes) {
      await tx.delete(siteThemes).where(sql`${siteThemes.scope} = ${theme.scope} and ${siteThemes.owner} = ${theme.owner}`);
      const rows = Object.entries(theme.entries).map(([key, value]) => ({ scope: theme.scope, owner: theme.owner, key, value }));
      if (rows.length) await tx.insert(siteThemes).values(rows);
    }

    const planRows = data.plans.length
      ? await tx
          .insert(plans)
          .values(
            data.plans.map((p) => ({
              slug: p.slug,
              carrierId: need(carrierIds, p.carrier, 'carrier').id,
              category: p.category,
              name: p.name,
              planType: p.planType,
              shortText: p.shortText,
              bodyText: p.bodyText,
              network: p.network,
              calloutText: p.calloutText,
              calloutColor: p.calloutColor,
              featured: p.featured,
              oneTimeFeeCents: p.oneTimeFeeCents,
              adminFeeIncluded: p.adminFeeIncluded,
              requiresMembership: p.requiresMembership,
              rules: p.rules,
              details: p.details ?? {},
              facts: p.facts ?? null,
              sortOrder: p.sortOrder,
            })),
          )
          .onConflictDoUpdate({
            target: plans.slug,
            set: { ...excludedSet(plans, ['id', 'slug', 'createdAt', 'updatedAt']), updatedAt: sql`now()` },
          })
          .returning({ id: plans.id, slug: plans.slug })
      : [];
    const planIds = byKey(planRows, (r) => r.slug);
    const wanted = data.plans.flatMap((p) => expandBands(need(planIds, p.slug, 'plan').id, p.bands));
    const counts = await syncPricing(
      tx,
      planRows.map((p) => p.id),
      wanted,
    );

    await loadHealthQuestions(tx, data.healthQuestions);
    await loadPlanQuestions(tx, data.planQuestions);
    if (data.bankDirectory) await importFedAchDirectory(tx, data.bankDirectory);
    if (data.checkout) await loadCheckoutData(tx, data.checkout);
    await loadSiteData(tx, data);
    await loadMemberData(tx, data);
    if (options.staffAccounts === false) await removeDemoStaffAccounts(tx);
    else await loadStaffAccounts(tx, data, undefined, cipher);
    // Members' earlier answers are stored only encrypted: without the cipher (the seed tests) they are left out.
    if (cipher && data.memberRecords) await loadMemberRecords(tx, cipher, data.memberRecords);

    await tx
      .insert(appMeta)
      .values({ key: FINGERPRINT_KEY, value: fingerprint })
      .onConflictDoUpdate({ target: appMeta.key, set: { value: fingerprint, updatedAt: sql`now()` } });
    return counts;
  });
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
