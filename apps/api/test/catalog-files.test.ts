import { CATALOG_FILE_MESSAGES, TIERS, type Cart, type CatalogFile, type ImportReport, type PlanCard } from '@benefit-store/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agents, enrollments, groupBilling, groups, healthQuestions, planHealthQuestions, planQuestionAnswers, plans as plansTable, staffAccounts } from '../src/db/schema/index.js';
import { demoData } from '../src/db/seed/demo/index.js';
import { applyCatalogImport, exportCatalog, planCatalogImport } from '../src/modules/catalog-files/index.js';
import { listAuditEntries } from '../src/modules/audit/index.js';
import { importFromCommandLine } from '../src/scripts/catalog.js';
import { Browser, startEnrollment } from './helpers/browser.js';
import { operatorSession } from './helpers/operator-session.js';
import { DEMO_ACCOUNTS, signIn } from './helpers/sign-in.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demoData });
});
afterAll(async () => t.close());

const db = () => t.app.database.db;
const file = (files: CatalogFile[], name: string) => files.find((f) => f.name === name)!;
const withFile = (files: CatalogFile[], name: string, text: string) => files.map((f) => (f.name === name ? { name, text } : f));

/** The plan cards a new visitor (zip 10001, member only, 35) is offered, by name. */
async function listing(): Promise<Map<string, PlanCard>> {
  const browser = new Browser(t.app);
  const id = await startEnrollment(browser);
  const groups = (await browser.get('get-filtered-plans', { enrollment_id: id })).json().data.result as { plans: PlanCard[] }[];
  return new Map(groups.flatMap((g) => g.plans.map((p) => [p.plan_name, p] as const)));
}

/** The export with one plan taken out of the catalog document and the rates file. */
function withoutPlan(files: CatalogFile[], slug: string): CatalogFile[] {
  const catalog = JSON.parse(file(files, 'catalog.json').text) as { plans: { slug: string }[]; healthQuestions: { plans: string[] }[] };
  catalog.plans = catalog.plans.filter((p) => p.slug !== slug);
  for (const q of catalog.healthQuestions) q.plans = q.plans.filter((p) => p !== slug);
  const rates = file(files, 'rates.csv')
    .text.split('\n')
    .filter((line) => !line.startsWith(`${slug},`))
    .join('\n');
  return withFile(withFile(files, 'catalog.json', JSON.stringify(catalog)), 'rates.csv', rates);
}

const changesOf = (report: ImportReport) => report.entities.filter((e) => e.added.length + e.changed.length + e.removed.length + e.retired.length > 0);

describe('the catalog as files', () => {
  it('exports the demo catalog so that importing it again changes nothing', async () => {
    const files = await exportCatalog(db());
    expect(files.map((f) => f.name)).toEqual(['catalog.json', 'rates.csv', 'people.json']);
    const report = await planCatalogImport(db(), files);
    expect(report.errors).toEqual([]);
    expect(changesOf(report)).toEqual([]);
    expect(report.rate_changes).toEqual([]);
    expect(report.totals).toEqual({ added: 0, changed: 0, removed: 0 });
  });

  it('shows one changed rate on a dry run, with its old and new price, and writes nothing', async () => {
    const files = await exportCatalog(db());
    const rates = file(files, 'rates.csv').text.replace('bluepine-preventive-plus,IO,18,100,,,,34.00', 'bluepine-preventive-plus,IO,18,100,,,,36.50');
    const report = await planCatalogImport(db(), withFile(files, 'rates.csv', rates));
    expect(report).toMatchObject({ dry_run: true, applied: false, errors: [], totals: { added: 0, changed: 1, removed: 0 } });
    expect(report.rate_changes).toEqual([{ plan: 'bluepine-preventive-plus', cell: 'IO, ages 18-100, any gender, any tobacco, any state', old_cents: 3400, new_cents: 3650 }]);
    expect(changesOf(report).map((e) => [e.entity, e.changed])).toEqual([['rates', ['bluepine-preventive-plus: IO, ages 18-100, any gender, any tobacco, any state']]]);
    expect((await listing()).get('Bluepine Preventive Plus')?.plan_price).toBe('34.00');
  });

  it('applies the change in one go: the plans page shows the new price', async () => {
    const files = await exportCatalog(db());
    const rates = file(files, 'rates.csv').text.replace('bluepine-preventive-plus,IO,18,100,,,,34.00', 'bluepine-preventive-plus,IO,18,100,,,,36.50');
    const report = await applyCatalogImport(db(), withFile(files, 'rates.csv', rates));
    expect(report).toMatchObject({ dry_run: false, applied: true, errors: [], totals: { added: 0, changed: 1, removed: 0 } });
    expect((await listing()).get('Bluepine Preventive Plus')?.plan_price).toBe('36.50');
    expect(changesOf(await planCatalogImport(db(), await exportCatalog(db())))).toEqual([]);
  });

  it('audits an import from the command line, with no one named: each changed rate with its old and new price', async () => {
    const files = await exportCatalog(db());
    const rates = file(files, 'rates.csv').text.replace('bluepine-preventive-plus,IO,18,100,,,,36.50', 'bluepine-preventive-plus,IO,18,100,,,,37.25');
    const query = { page: 1, per_page: 25, sort: 'at', dir: 'desc', action: 'catalog.import' } as const;
    const before = (await listAuditEntries(db(), query)).total;
    await importFromCommandLine(db(), withFile(files, 'rates.csv', rates), true);
    expect((await listAuditEntries(db(), query)).total).toBe(before);

    const report = await importFromCommandLine(db(), withFile(files, 'rates.csv', rates), false);
    expect(report.applied).toBe(true);
    const audit = await listAuditEntries(db(), query);
    expect(audit.total).toBe(before + 1);
    const cell = 'IO, ages 18-100, any gender, any tobacco, any state';
    expect(audit.items[0]).toMatchObject({
      actor_email: null,
      ip: null,
      before: { rate_changes: [{ plan: 'bluepine-preventive-plus', cell, cents: 3650 }], rate_change_count: 1 },
      after: { files: ['catalog.json', 'rates.csv', 'people.json'], totals: { changed: 1 }, rate_changes: [{ plan: 'bluepine-preventive-plus', cell, cents: 3725 }], rate_change_count: 1 },
    });
  });

  it('refuses a file with a negative rate and an unknown tier, naming both with their line, and changes nothing', async () => {
    const files = await exportCatalog(db());
    const lines = file(files, 'rates.csv').text.split('\n');
    lines[1] = lines[1]!.replace(/,[\d.]+$/, ',-5.00');
    lines[2] = lines[2]!.replace(/^([^,]+),[A-Z]+,/, '$1,XX,');
    for (const dryRun of [true, false]) {
      const edited = withFile(files, 'rates.csv', lines.join('\n'));
      const report = dryRun ? await planCatalogImport(db(), edited) : await applyCatalogImport(db(), edited);
      expect(report.applied).toBe(false);
      expect(report.errors).toEqual([
        { file: 'rates.csv', line: 2, path: null, message: CATALOG_FILE_MESSAGES.atLeast({ field: 'price', min: 0 }) },
        { file: 'rates.csv', line: 3, path: null, message: CATALOG_FILE_MESSAGES.unknownTier({ tier: 'XX', tiers: TIERS.join(', ') }) },
      ]);
      expect(report.errors.map((e) => e.message)).toEqual(['price must be 0 or more', 'unknown tier "XX" (tiers are IO, IS, IC, IF)']);
    }
    expect(changesOf(await planCatalogImport(db(), await exportCatalog(db())))).toEqual([]);
  });

  it('locates errors of the JSON documents by their path, every one of them', async () => {
    const files = await exportCatalog(db());
    const catalog = JSON.parse(file(files, 'catalog.json').text);
    catalog.plans[3].carrier = 'nobody';
    catalog.plans[4].rates = [{ tier: 'IO', ageMin: 18, ageMax: 30, priceCents: -1 }];
    const report = await planCatalogImport(db(), withFile(files, 'catalog.json', JSON.stringify(catalog)));
    expect(report.errors).toEqual([
      { file: 'catalog.json', line: null, path: 'plans[4].rates[0].priceCents', message: 'priceCents must be 0 or more' },
    ]);
    catalog.plans[4].rates = [];
    const second = await planCatalogImport(db(), withFile(files, 'catalog.json', JSON.stringify(catalog)));
    expect(second.errors).toEqual([{ file: 'catalog.json', line: null, path: 'plans[3].carrier', message: 'unknown carrier "nobody"' }]);
  });

  it('retires a removed plan that sits in an open cart: the cart keeps it and checks out, new shoppers no longer see it', async () => {
    const browser = new Browser(t.app);
    const id = await startEnrollment(browser);
    const card = (await listing()).get('Pawsure Accident Only')!;
    expect((await browser.post('add-plan-to-cart', { enrollment_id: id, plan_id: card.plan_id, plan_pricing_id: card.ppid })).statusCode).toBe(200);

    // A plan nobody has bought yet: added by one import, deleted by the next.
    const exported = await exportCatalog(db(), { ratesInline: true });
    const catalog = JSON.parse(file(exported, 'catalog.json').text);
    catalog.plans.push({ ...catalog.plans.find((p: { slug: string }) => p.slug === 'pawsure-wellness-plus'), slug: 'pawsure-trial-plan', name: 'Pawsure Trial Plan' });
    const added = await applyCatalogImport(db(), withFile(exported, 'catalog.json', JSON.stringify(catalog)));
    expect(added.entities.find((e) => e.entity === 'plans')?.added).toEqual(['pawsure-trial-plan']);
    expect((await listing()).has('Pawsure Trial Plan')).toBe(true);

    const files = withoutPlan(await exportCatalog(db()), 'pawsure-accident-only');
    const trial = JSON.parse(file(files, 'catalog.json').text);
    trial.plans = trial.plans.filter((p: { slug: string }) => p.slug !== 'pawsure-trial-plan');
    const removing = withFile(withFile(files, 'catalog.json', JSON.stringify(trial)), 'rates.csv', file(files, 'rates.csv').text.split('\n').filter((l) => !l.startsWith('pawsure-trial-plan,')).join('\n'));
    const dry = await planCatalogImport(db(), removing);
    const plans = dry.entities.find((e) => e.entity === 'plans')!;
    expect(plans).toMatchObject({ removed: ['pawsure-trial-plan'], retired: ['pawsure-accident-only'] });
    expect(dry.totals.removed).toBeGreaterThanOrEqual(1);
    expect((await applyCatalogImport(db(), removing)).applied).toBe(true);

    const offered = await listing();
    expect(offered.has('Pawsure Accident Only')).toBe(false);
    expect(offered.has('Pawsure Trial Plan')).toBe(false);
    expect(await db().select({ slug: plansTable.slug }).from(plansTable).where(eq(plansTable.slug, 'pawsure-trial-plan'))).toEqual([]);

    const cart = (await browser.get('get-plan-cart', { enrollment_id: id })).json().data as Cart;
    expect(cart.result.map((p) => p.plan_name)).toEqual(['Pawsure Accident Only']);
    const dates = (await browser.get('get-cart-effective-dates', { enrollment_id: id })).json().data.result as string[];
    const checkout = await browser.post('cart-checkout', { enrollment_id: id, effective_date: dates[0], type: 'member' });
    expect(checkout.statusCode, checkout.body).toBe(200);

    // Exporting now leaves the retired plan out, so importing the export changes nothing.
    expect(changesOf(await planCatalogImport(db(), await exportCatalog(db())))).toEqual([]);
  });

  it('brings a retired plan back when the files name it again', async () => {
    const files = await exportCatalog(db(), { ratesInline: true });
    const catalog = JSON.parse(file(files, 'catalog.json').text);
    const original = JSON.parse(demoCatalogText());
    catalog.plans.push(original.plans.find((p: { slug: string }) => p.slug === 'pawsure-accident-only'));
    const rates = demoRatesOf('pawsure-accident-only');
    const report = await applyCatalogImport(db(), [...withFile(files, 'catalog.json', JSON.stringify(catalog)), { name: 'pet.csv', text: rates }]);
    expect(report.errors).toEqual([]);
    expect(report.entities.find((e) => e.entity === 'plans')?.added).toEqual(['pawsure-accident-only']);
    expect((await listing()).has('Pawsure Accident Only')).toBe(true);
  });

  it("retires a removed plan whose questions someone answered, and keeps the health questions it still asks", async () => {
    const slug = 'northstar-cancer-heart-stroke';
    const exported = await exportCatalog(db(), { ratesInline: true });
    const catalog = JSON.parse(file(exported, 'catalog.json').text);
    const asked = catalog.healthQuestions.find((q: { id: number }) => q.id === 141);
    catalog.healthQuestions.push({ ...asked, id: 149, text: 'Only this plan asks this.', plans: [slug] });
    expect((await applyCatalogImport(db(), withFile(exported, 'catalog.json', JSON.stringify(catalog)))).applied).toBe(true);

    // Someone answered the plan's questions in an enrollment not finished yet: nothing in a cart or a policy.
    const [plan] = await db().select({ id: plansTable.id }).from(plansTable).where(eq(plansTable.slug, slug));
    const enrollmentId = await startEnrollment(new Browser(t.app));
    await db().insert(planQuestionAnswers).values({ enrollmentId, planId: plan!.id, outcome: 'accepted', secret: 'sealed', savedAt: new Date() });

    const files = withoutPlan(await exportCatalog(db()), slug);
    const without = JSON.parse(file(files, 'catalog.json').text);
    without.healthQuestions = without.healthQuestions.filter((q: { id: number }) => q.id !== 149);
    const removing = withFile(files, 'catalog.json', JSON.stringify(without));
    expect((await planCatalogImport(db(), removing)).entities.find((e) => e.entity === 'plans')).toMatchObject({ removed: [], retired: [slug] });
    expect((await applyCatalogImport(db(), removing)).applied).toBe(true);

    const links = await db().select().from(planHealthQuestions).where(eq(planHealthQuestions.planId, plan!.id));
    expect(links.map((l) => l.questionId).sort()).toEqual([141, 142, 143, 144, 145, 146, 147, 148, 149]);
    expect(await db().select({ id: healthQuestions.id }).from(healthQuestions).where(eq(healthQuestions.id, 149))).toEqual([{ id: 149 }]);
    expect(await db().select({ planId: planQuestionAnswers.planId }).from(planQuestionAnswers).where(eq(planQuestionAnswers.enrollmentId, enrollmentId))).toEqual([{ planId: plan!.id }]);
    // The question kept for the retired plan is no longer part of the catalog: the export leaves it out.
    expect(changesOf(await planCatalogImport(db(), await exportCatalog(db())))).toEqual([]);
  });

  it("refuses to remove a rep or group that staff accounts, group billing, enrollments or leads still refer to, and writes nothing", async () => {
    const exported = await exportCatalog(db());
    const people = JSON.parse(file(exported, 'people.json').text);
    const { host: _host, id: _id, ...group } = people.groups[0];
    people.reps.push({ ...people.reps[0], accessCode: 'GONE0001', landingPage: 'gone-rep' });
    people.groups.push({ ...group, code: 'GONEGRP1', rep: 'GONE0001', landingPage: 'gone-group' });
    expect((await applyCatalogImport(db(), withFile(exported, 'people.json', JSON.stringify(people)))).errors).toEqual([]);

    const [rep] = await db().select({ id: agents.id }).from(agents).where(eq(agents.accessCode, 'GONE0001'));
    const [grp] = await db().select({ id: groups.id }).from(groups).where(eq(groups.code, 'GONEGRP1'));
    await db().insert(staffAccounts).values({ email: 'gone.rep@example.test', passwordHash: 'x', role: 'agent', agentId: rep!.id, displayName: 'Gone Rep' });
    await db().insert(groupBilling).values({ groupId: grp!.id, paymentMethod: 'list' });
    const enrollmentId = await startEnrollment(new Browser(t.app));
    await db().update(enrollments).set({ groupId: grp!.id }).where(eq(enrollments.id, enrollmentId));

    const removing = withFile(exported, 'people.json', file(exported, 'people.json').text);
    const located = (message: string) => ({ file: 'people.json', line: null, path: expect.any(String), message });
    for (const dryRun of [true, false]) {
      const report = dryRun ? await planCatalogImport(db(), removing) : await applyCatalogImport(db(), removing);
      expect(report.applied).toBe(false);
      expect(report.errors).toEqual(
        expect.arrayContaining([
          located(CATALOG_FILE_MESSAGES.stillInUse({ what: 'rep', key: 'GONE0001', count: 1, use: 'staff' })),
          located(CATALOG_FILE_MESSAGES.stillInUse({ what: 'group', key: 'GONEGRP1', count: 1, use: 'billing' })),
          located(CATALOG_FILE_MESSAGES.stillInUse({ what: 'group', key: 'GONEGRP1', count: 1, use: 'enrollments' })),
        ]),
      );
      expect(report.errors).toHaveLength(3);
    }
    expect(await db().select({ email: staffAccounts.email }).from(staffAccounts).where(eq(staffAccounts.agentId, rep!.id))).toEqual([{ email: 'gone.rep@example.test' }]);
    expect(await db().select({ method: groupBilling.paymentMethod }).from(groupBilling).where(eq(groupBilling.groupId, grp!.id))).toEqual([{ method: 'list' }]);
    expect(CATALOG_FILE_MESSAGES.stillInUse({ what: 'rep', key: 'GONE0001', count: 2, use: 'staff' })).toBe('rep "GONE0001" cannot be removed: it still has 2 staff accounts');

    // Once nothing refers to them, they go.
    await db().delete(staffAccounts).where(eq(staffAccounts.agentId, rep!.id));
    await db().delete(groupBilling).where(eq(groupBilling.groupId, grp!.id));
    await db().update(enrollments).set({ groupId: null }).where(eq(enrollments.id, enrollmentId));
    const removed = await applyCatalogImport(db(), removing);
    expect(removed.errors).toEqual([]);
    expect(removed.entities.find((e) => e.entity === 'groups')?.removed).toEqual(['GONEGRP1']);
    expect(removed.entities.find((e) => e.entity === 'reps')?.removed).toEqual(['GONE0001']);
  });
});

describe("the console's catalog calls", () => {
  const IMPORT = '/api/v1/admin/catalog/import';
  const EXPORT = '/api/v1/admin/catalog/export';

  it('answer 404 to a stranger, a rep and a group administrator, whatever the body', async () => {
    const rep = await signIn(t.app, DEMO_ACCOUNTS.jordanLee);
    const admin = await signIn(t.app, DEMO_ACCOUNTS.acmeAdmin);
    for (const cookie of [undefined, rep, admin]) {
      const headers = cookie ? { cookie } : {};
      expect((await t.app.inject({ method: 'GET', url: EXPORT, headers })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'POST', url: IMPORT, headers, payload: { dry_run: true, files: [] } })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'POST', url: IMPORT, headers, payload: { dry_run: false, files: [{ name: 'catalog.json', text: '{}' }] } })).statusCode).toBe(404);
    }
  });

  it("refuse an import sent from another site's page, even an operator's, and still answer 404 to a stranger first", async () => {
    const operator = await operatorSession(t.app);
    const files = await exportCatalog(db());
    const crossSite = await t.app.inject({ method: 'POST', url: IMPORT, headers: { cookie: operator.cookie, 'sec-fetch-site': 'cross-site' }, payload: { dry_run: false, files } });
    expect(crossSite.statusCode).toBe(403);
    const stranger = await t.app.inject({ method: 'POST', url: IMPORT, headers: { 'sec-fetch-site': 'cross-site' }, payload: { dry_run: false, files } });
    expect(stranger.statusCode).toBe(404);
    const sameSite = await t.app.inject({ method: 'POST', url: IMPORT, headers: { cookie: operator.cookie, 'sec-fetch-site': 'same-origin' }, payload: { dry_run: true, files } });
    expect(sameSite.statusCode).toBe(200);
  });

  it("give an operator the export, a dry run that writes nothing, and an import with its audit entry", async () => {
    const operator = await operatorSession(t.app);
    const headers = { cookie: operator.cookie };
    const exported = await t.app.inject({ method: 'GET', url: EXPORT, headers });
    expect(exported.statusCode).toBe(200);
    const files = exported.json().data.files as CatalogFile[];
    expect(files.map((f) => f.name)).toEqual(['catalog.json', 'rates.csv', 'people.json']);

    const people = JSON.parse(file(files, 'people.json').text);
    people.reps[0].tagline = 'Benefits, explained in plain words.';
    const edited = withFile(files, 'people.json', JSON.stringify(people));
    const dry = await t.app.inject({ method: 'POST', url: IMPORT, headers, payload: { dry_run: true, files: edited } });
    expect(dry.json().data).toMatchObject({ dry_run: true, applied: false, errors: [], totals: { added: 0, changed: 1, removed: 0 } });
    expect((dry.json().data as ImportReport).entities.find((e) => e.entity === 'reps')?.changed).toEqual([people.reps[0].accessCode]);
    const before = (await listAuditEntries(db(), { page: 1, per_page: 25, sort: 'at', dir: 'desc', action: 'catalog.import' })).total;

    const applied = await t.app.inject({ method: 'POST', url: IMPORT, headers, payload: { dry_run: false, files: edited } });
    expect(applied.json().data).toMatchObject({ dry_run: false, applied: true, totals: { changed: 1 } });
    const audit = await listAuditEntries(db(), { page: 1, per_page: 25, sort: 'at', dir: 'desc', action: 'catalog.import' });
    expect(audit.total).toBe(before + 1);
    expect(audit.items[0]).toMatchObject({
      action: 'catalog.import',
      actor_email: operator.email,
      before: { entities: { reps: { changed: { keys: [people.reps[0].accessCode], count: 1 }, removed: { keys: [], count: 0 } } }, rate_changes: [], rate_change_count: 0 },
      after: { totals: { added: 0, changed: 1, removed: 0 }, entities: { reps: { added: { keys: [], count: 0 }, changed: { keys: [people.reps[0].accessCode], count: 1 } } } },
    });

    const refused = await t.app.inject({ method: 'POST', url: IMPORT, headers, payload: { dry_run: false, files: [{ name: 'catalog.json', text: '{"format":"benefit-store/catalog","version":2}' }] } });
    expect(refused.json().data).toMatchObject({ applied: false, errors: [{ file: 'catalog.json', path: 'version', message: 'version 2 is not supported (this store reads version 1)' }] });
  });
});

import { readFileSync } from 'node:fs';
import { DEMO_CATALOG_FOLDER } from '../src/db/seed/demo/catalog-files.js';
function demoCatalogText(): string {
  return readFileSync(`${DEMO_CATALOG_FOLDER}/catalog.json`, 'utf8');
}
function demoRatesOf(slug: string): string {
  const lines = readFileSync(`${DEMO_CATALOG_FOLDER}/rates/pet.csv`, 'utf8').split('\n');
  return [lines[0], ...lines.filter((l) => l.startsWith(`${slug},`))].join('\n');
}
