import type { CatalogDocument, PeopleDocument, RateRow } from '@benefit-store/domain';
import { and, eq, inArray, isNotNull, isNull, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  agentPortals,
  agents,
  carrierQuestions,
  carriers,
  catalogFees,
  groups,
  healthQuestions,
  planBlackouts,
  planCartMessages,
  planHealthQuestions,
  planQuestions,
  planRiders,
  plans,
  planSuggestions,
  portals,
  referrals,
  sites,
  siteThemes,
} from '../../db/schema/index.js';
import { chunks, excludedSet } from '../../db/seed/upsert.js';
import { plansInUse } from './catalog-reader.repository.js';
import { syncPricing, type NewPricingRow, type PricingSyncCounts } from './pricing-sync.repository.js';

/**
 * Writes the documents of an import (or of the demo data set) inside the caller's transaction, keyed by natural keys.
 * `prune` (an import): what the present documents leave out is removed; a plan still in use is retired instead.
 * Without it (the seed) rows not in the data set are kept, as before.
 */
export interface WriteOptions {
  prune: boolean;
}

const GENDER = { M: 0, F: 1 } as const;
const TOBACCO = { N: 0, Y: 1 } as const;

export function pricingRowsOf(planId: number, rates: readonly RateRow[]): NewPricingRow[] {
  return rates.map((r) => ({
    planId,
    tier: r.tier,
    ageMin: r.ageMin,
    ageMax: r.ageMax,
    gender: r.gender === null ? null : GENDER[r.gender],
    tobacco: r.tobacco === null ? null : TOBACCO[r.tobacco],
    state: r.state,
    priceCents: r.priceCents,
  }));
}

function need(map: Map<string, number>, key: string, what: string): number {
  const id = map.get(key);
  if (id === undefined) throw new Error(`The catalog refers to an unknown ${what}: ${key}`);
  return id;
}

async function replaceTheme(tx: Db, scope: string, owner: string, entries: Record<string, string>): Promise<void> {
  await tx.delete(siteThemes).where(and(eq(siteThemes.scope, scope), eq(siteThemes.owner, owner)));
  const rows = Object.entries(entries).map(([key, value]) => ({ scope, owner, key, value }));
  if (rows.length) await tx.insert(siteThemes).values(rows);
}

async function idMap<T extends { id: number; key: string }>(rows: Promise<T[]>): Promise<Map<string, number>> {
  return new Map((await rows).map((r) => [r.key, r.id]));
}

/** Portals, reps (with their portals and themes), groups, sites (with their menus and themes), referrals, the default theme. */
export async function writePeople(tx: Db, doc: PeopleDocument, options: WriteOptions): Promise<void> {
  if (doc.portals.length) {
    await tx
      .insert(portals)
      .values(doc.portals)
      .onConflictDoUpdate({ target: portals.code, set: excludedSet(portals, ['id', 'code']) });
  }
  const portalIds = await idMap(tx.select({ id: portals.id, key: portals.code }).from(portals));

  if (doc.reps.length) {
    const agentRows = await tx
      .insert(agents)
      .values(doc.reps.map(({ portals: _portals, theme: _theme, ...rep }) => ({ ...rep, translations: rep.translations ?? {} })))
      .onConflictDoUpdate({ target: agents.accessCode, set: excludedSet(agents, ['id', 'accessCode']) })
      .returning({ id: agents.id });
    await tx.delete(agentPortals).where(
      inArray(
        agentPortals.agentId,
        agentRows.map((a) => a.id),
      ),
    );
  }
  const agentIds = await idMap(tx.select({ id: agents.id, key: agents.accessCode }).from(agents));
  const links = doc.reps.flatMap((r) => r.portals.map((code) => ({ agentId: need(agentIds, r.accessCode, 'rep'), portalId: need(portalIds, code, 'portal') })));
  if (links.length) await tx.insert(agentPortals).values(links).onConflictDoNothing();

  if (doc.groups.length) {
    await tx
      .insert(groups)
      .values(
        doc.groups.map(({ rep, portal, theme: _theme, ...g }) => ({
          ...g,
          translations: g.translations ?? {},
          agentId: need(agentIds, rep, 'rep'),
          portalId: need(portalIds, portal, 'portal'),
        })),
      )
      .onConflictDoUpdate({ target: groups.code, set: excludedSet(groups, ['id', 'code']) });
    // A fixed id does not move the serial sequence: move it past the largest id, so a later group gets a free one.
    if (doc.groups.some((g) => g.id !== undefined)) {
      await tx.execute(sql`select setval(pg_get_serial_sequence('groups', 'id'), (select max(id) from groups))`);
    }
  }
  const groupIds = await idMap(tx.select({ id: groups.id, key: groups.code }).from(groups));
  const idOf = (map: Map<string, number>, key: string | null, what: string) => (key === null ? null : need(map, key, what));

  if (doc.sites.length) {
    await tx
      .insert(sites)
      .values(
        doc.sites.map(({ rep, group, portal, theme: _theme, defaultLocale, ...s }) => ({
          ...s,
          defaultLocale: defaultLocale ?? null,
          translations: s.translations ?? {},
          agentId: idOf(agentIds, rep, 'rep'),
          groupId: idOf(groupIds, group, 'group'),
          portalId: idOf(portalIds, portal, 'portal'),
        })),
      )
      .onConflictDoUpdate({ target: sites.key, set: excludedSet(sites, ['id', 'key']) });
  }
  if (doc.referrals.length) {
    await tx
      .insert(referrals)
      .values(
        doc.referrals.map(({ rep, group, portal, ...r }) => ({
          ...r,
          agentId: idOf(agentIds, rep, 'rep'),
          groupId: idOf(groupIds, group, 'group'),
          portalId: idOf(portalIds, portal, 'portal'),
        })),
      )
      .onConflictDoUpdate({ target: referrals.id, set: excludedSet(referrals, ['id', 'createdAt', 'expiresAt']) });
  }

  // Theme entries: the set of each owner is replaced as a whole, so a key removed from the file goes away.
  await replaceTheme(tx, 'default', '', doc.defaultTheme);
  for (const r of doc.reps) await replaceTheme(tx, 'agent', r.accessCode, r.theme);
  for (const g of doc.groups) await replaceTheme(tx, 'group', g.code, g.theme);
  for (const s of doc.sites) await replaceTheme(tx, 'site', s.key, s.theme);

  if (!options.prune) return;
  // An empty list keeps nothing (Drizzle's notInArray of [] is true). A NUL placeholder here failed on PostgreSQL,
  // which refuses NUL in text: a people file without referrals could not be imported.
  const keep = <T>(values: T[]) => values;
  await tx.delete(referrals).where(notInArray(referrals.id, keep(doc.referrals.map((r) => r.id))));
  const goneSites = await tx.delete(sites).where(notInArray(sites.key, keep(doc.sites.map((s) => s.key)))).returning({ key: sites.key });
  const goneGroups = await tx.delete(groups).where(notInArray(groups.code, keep(doc.groups.map((g) => g.code)))).returning({ key: groups.code });
  const goneAgents = await tx.delete(agents).where(notInArray(agents.accessCode, keep(doc.reps.map((r) => r.accessCode)))).returning({ key: agents.accessCode });
  await tx.delete(portals).where(notInArray(portals.code, keep(doc.portals.map((p) => p.code))));
  for (const [scope, gone] of [
    ['site', goneSites],
    ['group', goneGroups],
    ['agent', goneAgents],
  ] as const) {
    if (gone.length) await tx.delete(siteThemes).where(and(eq(siteThemes.scope, scope), inArray(siteThemes.owner, gone.map((g) => g.key))));
  }
}

const PLAN_COLUMNS = [
  ['slug', 'text'],
  ['carrier_id', 'int'],
  ['category', 'text'],
  ['name', 'text'],
  ['plan_type', 'text'],
  ['short_text', 'text'],
  ['body_text', 'text'],
  ['network', 'text'],
  ['callout_text', 'text'],
  ['callout_color', 'text'],
  ['featured', 'boolean'],
  ['one_time_fee_cents', 'int'],
  ['admin_fee_included', 'boolean'],
  ['requires_membership', 'boolean'],
  ['rules', 'jsonb'],
  ['details', 'jsonb'],
  ['facts', 'jsonb'],
  ['sort_order', 'int'],
  ['translations', 'jsonb'],
] as const;

/**
 * Upserts the plans by slug (a re-imported retired plan is offered again), as one JSON parameter per thousand plans:
 * binding nineteen parameters a plan is what took the time on a large catalog.
 */
async function upsertPlans(tx: Db, list: CatalogDocument['plans'], carrierIds: Map<string, number>): Promise<{ id: number; slug: string }[]> {
  const out: { id: number; slug: string }[] = [];
  const columns = sql.raw(PLAN_COLUMNS.map(([c]) => c).join(', '));
  const record = sql.raw(PLAN_COLUMNS.map(([c, type]) => `${c} ${type}`).join(', '));
  const select = sql.raw(PLAN_COLUMNS.map(([c, type]) => (type === 'jsonb' ? `nullif(x.${c}, 'null'::jsonb)` : `x.${c}`)).join(', '));
  const update = sql.raw(PLAN_COLUMNS.filter(([c]) => c !== 'slug').map(([c]) => `${c} = excluded.${c}`).join(', '));
  for (const part of chunks(list, 1000)) {
    const json = JSON.stringify(
      part.map((p) => ({
        slug: p.slug,
        carrier_id: need(carrierIds, p.carrier, 'carrier'),
        category: p.category,
        name: p.name,
        plan_type: p.planType,
        short_text: p.shortText,
        body_text: p.bodyText,
        network: p.network,
        callout_text: p.calloutText,
        callout_color: p.calloutColor,
        featured: p.featured,
        one_time_fee_cents: p.oneTimeFeeCents,
        admin_fee_included: p.adminFeeIncluded,
        requires_membership: p.requiresMembership,
        rules: p.rules,
        details: p.details,
        facts: p.facts,
        sort_order: p.sortOrder,
        translations: p.translations ?? {},
      })),
    );
    const result = await tx.execute(sql`insert into plans (${columns}, retired_at)
      select ${select}, null from jsonb_to_recordset(${json}::jsonb) as x(${record})
      on conflict (slug) do update set ${update}, retired_at = null, updated_at = now()
      returning id, slug`);
    out.push(...(result as unknown as { rows: { id: number; slug: string }[] }).rows);
  }
  return out;
}

export interface CatalogWriteOutcome {
  pricing: PricingSyncCounts;
  retired: string[];
  deleted: string[];
}

/** Carriers, plans with their rates, fees, riders, suggestions, blackouts, cart notes, health, plan and carrier questions. */
export async function writeCatalog(tx: Db, doc: CatalogDocument, options: WriteOptions, now: Date): Promise<CatalogWriteOutcome> {
  if (doc.carriers.length) {
    await tx
      .insert(carriers)
      .values(doc.carriers)
      .onConflictDoUpdate({ target: carriers.key, set: excludedSet(carriers, ['id', 'key']) });
  }
  const carrierIds = await idMap(tx.select({ id: carriers.id, key: carriers.key }).from(carriers));

  const planRows = await upsertPlans(tx, doc.plans, carrierIds);
  const docPlanIds = new Map(planRows.map((r) => [r.slug, r.id]));
  const pricing = await syncPricing(
    tx,
    planRows.map((p) => p.id),
    doc.plans.flatMap((p) => pricingRowsOf(need(docPlanIds, p.slug, 'plan'), p.rates)),
  );

  // Plans the files leave out: retired while something refers to them, deleted otherwise.
  const retired: string[] = [];
  const deleted: string[] = [];
  if (options.prune) {
    const missing = await tx
      .select({ id: plans.id, slug: plans.slug })
      .from(plans)
      .where(and(isNull(plans.retiredAt), notInArray(plans.slug, doc.plans.length ? doc.plans.map((p) => p.slug) : ['\u0000'])));
    const inUse = await plansInUse(
      tx,
      missing.map((m) => m.slug),
    );
    for (const m of missing) (inUse.has(m.slug) ? retired : deleted).push(m.slug);
    if (retired.length) await tx.update(plans).set({ retiredAt: now }).where(inArray(plans.slug, retired));
    if (deleted.length) await tx.delete(plans).where(inArray(plans.slug, deleted));
  }
  const allPlanIds = await idMap(tx.select({ id: plans.id, key: plans.slug }).from(plans));
  const planId = (slug: string) => need(allPlanIds, slug, 'plan');
  const retiredIds = options.prune ? (await tx.select({ id: plans.id }).from(plans).where(isNotNull(plans.retiredAt))).map((r) => r.id) : [];
  const notRetired = <C extends typeof planQuestions.planId | typeof carrierQuestions.planId | typeof planHealthQuestions.planId>(column: C) =>
    retiredIds.length ? notInArray(column, retiredIds) : undefined;

  if (options.prune) {
    const used = await tx.selectDistinct({ id: plans.carrierId }).from(plans);
    const usedIds = used.map((u) => u.id);
    const keys = doc.carriers.map((c) => c.key);
    await tx.delete(carriers).where(and(keys.length ? notInArray(carriers.key, keys) : undefined, usedIds.length ? notInArray(carriers.id, usedIds) : undefined));
  }

  // Fees and suggestions by key; riders, blackouts and cart notes of the file's plans are made equal to the file.
  if (doc.fees.length) {
    await tx
      .insert(catalogFees)
      .values(doc.fees)
      .onConflictDoUpdate({ target: catalogFees.key, set: excludedSet(catalogFees, ['key']) });
  }
  if (options.prune) await tx.delete(catalogFees).where(doc.fees.length ? notInArray(catalogFees.key, doc.fees.map((f) => f.key)) : undefined);

  const ownerPlans = options.prune ? [...docPlanIds.values()] : [...new Set(doc.riders.map((r) => planId(r.plan)))];
  if (ownerPlans.length) await tx.delete(planRiders).where(inArray(planRiders.planId, ownerPlans));
  if (doc.riders.length) await tx.insert(planRiders).values(doc.riders.map((r) => ({ planId: planId(r.plan), riderPlanId: planId(r.rider), sortOrder: r.sortOrder })));

  if (doc.suggestions.length) {
    await tx
      .insert(planSuggestions)
      .values(doc.suggestions.map(({ plan, ...rest }) => ({ ...rest, planId: planId(plan) })))
      .onConflictDoUpdate({ target: planSuggestions.kind, set: excludedSet(planSuggestions, ['kind']) });
  }
  if (options.prune) await tx.delete(planSuggestions).where(doc.suggestions.length ? notInArray(planSuggestions.kind, doc.suggestions.map((s) => s.kind)) : undefined);

  const blackoutPlans = options.prune ? [...docPlanIds.values()] : [...new Set(doc.blackouts.map((b) => planId(b.plan)))];
  if (blackoutPlans.length) await tx.delete(planBlackouts).where(inArray(planBlackouts.planId, blackoutPlans));
  if (doc.blackouts.length) await tx.insert(planBlackouts).values(doc.blackouts.map(({ plan, ...rest }) => ({ ...rest, planId: planId(plan) })));

  if (options.prune && docPlanIds.size) await tx.delete(planCartMessages).where(inArray(planCartMessages.planId, [...docPlanIds.values()]));
  if (doc.cartMessages.length) {
    await tx
      .insert(planCartMessages)
      .values(doc.cartMessages.map((m) => ({ planId: planId(m.plan), message: m.message, translations: m.translations ?? {} })))
      .onConflictDoUpdate({ target: planCartMessages.planId, set: excludedSet(planCartMessages, ['planId']) });
  }

  // Health questions by id, their plan links replaced (a retired plan keeps its links); plan and carrier questions by id.
  if (doc.healthQuestions.length) {
    await tx
      .insert(healthQuestions)
      .values(doc.healthQuestions.map(({ plans: _plans, gender, ...q }) => ({ ...q, gender: gender ?? null })))
      .onConflictDoUpdate({ target: healthQuestions.id, set: excludedSet(healthQuestions, ['id']) });
    const ids = doc.healthQuestions.map((q) => q.id);
    await tx.delete(planHealthQuestions).where(and(inArray(planHealthQuestions.questionId, ids), notRetired(planHealthQuestions.planId)));
    const links = doc.healthQuestions.flatMap((q) => q.plans.map((slug) => ({ planId: planId(slug), questionId: q.id })));
    if (links.length) await tx.insert(planHealthQuestions).values(links).onConflictDoNothing();
  }
  if (options.prune) {
    // A question the files leave out loses its links to offered plans; it stays, with its links, while a retired plan asks it.
    const notInDoc = <C extends typeof healthQuestions.id | typeof planHealthQuestions.questionId>(column: C) =>
      doc.healthQuestions.length ? notInArray(column, doc.healthQuestions.map((q) => q.id)) : undefined;
    await tx.delete(planHealthQuestions).where(and(notInDoc(planHealthQuestions.questionId), notRetired(planHealthQuestions.planId)));
    await tx
      .delete(healthQuestions)
      .where(and(notInDoc(healthQuestions.id), sql`not exists (select 1 from plan_health_questions l where l.question_id = ${healthQuestions.id})`));
  }

  if (doc.planQuestions.length) {
    await tx
      .insert(planQuestions)
      .values(
        doc.planQuestions.map((q) => ({
          id: q.id,
          planId: planId(q.plan),
          text: q.text,
          subType: q.subType,
          options: q.options ?? [],
          requireDetail: q.requireDetail ?? false,
          declineOnYes: q.declineOnYes ?? false,
          sortOrder: q.sortOrder,
          translations: q.translations ?? {},
        })),
      )
      .onConflictDoUpdate({ target: planQuestions.id, set: excludedSet(planQuestions, ['id']) });
  }
  if (options.prune) {
    await tx.delete(planQuestions).where(and(doc.planQuestions.length ? notInArray(planQuestions.id, doc.planQuestions.map((q) => q.id)) : undefined, notRetired(planQuestions.planId)));
  }
  if (doc.carrierQuestions.length) {
    await tx
      .insert(carrierQuestions)
      .values(doc.carrierQuestions.map(({ plan, ...q }) => ({ ...q, planId: planId(plan) })))
      .onConflictDoUpdate({ target: carrierQuestions.id, set: excludedSet(carrierQuestions, ['id']) });
  }
  if (options.prune) {
    await tx.delete(carrierQuestions).where(and(doc.carrierQuestions.length ? notInArray(carrierQuestions.id, doc.carrierQuestions.map((q) => q.id)) : undefined, notRetired(carrierQuestions.planId)));
  }
  return { pricing, retired, deleted };
}
