import {
  CATALOG_FORMAT,
  CATALOG_FORMAT_VERSION,
  PEOPLE_FORMAT,
  PEOPLE_FORMAT_VERSION,
  type CatalogDocument,
  type PeopleDocument,
  type RateRow,
  type Tier,
} from '@benefit-store/domain';
import { readPricingRows } from './pricing-sync.repository.js';
import { and, asc, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import {
  agentPortals,
  agents,
  carrierQuestions,
  carriers,
  catalogFees,
  completedEnrollments,
  enrollments,
  groupBilling,
  groups,
  healthQuestions,
  leadDevices,
  leadVisits,
  members,
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
  staffAccounts,
} from '../../db/schema/index.js';

const GENDER_OF = { 0: 'M', 1: 'F' } as const;
const TOBACCO_OF = { 0: 'N', 1: 'Y' } as const;

/** A stored pricing row as the files write it. */
export function rateOf(row: { tier: string; ageMin: number; ageMax: number; gender: number | null; tobacco: number | null; state: string | null; priceCents: number }): RateRow {
  return {
    tier: row.tier as Tier,
    ageMin: row.ageMin,
    ageMax: row.ageMax,
    gender: row.gender === null ? null : (GENDER_OF[row.gender as 0 | 1] ?? null),
    tobacco: row.tobacco === null ? null : (TOBACCO_OF[row.tobacco as 0 | 1] ?? null),
    state: row.state,
    priceCents: row.priceCents,
  };
}

/**
 * The catalog as it stands, in the files' shape: every carrier, and the plans that are offered (retired ones and what
 * hangs on them are left out: they are no longer part of the catalog, and importing them again brings them back).
 */
export async function readCatalogDocument(db: Db): Promise<CatalogDocument> {
  const carrierRows = await db.select().from(carriers).orderBy(asc(carriers.id));
  const planRows = await db.select().from(plans).where(isNull(plans.retiredAt)).orderBy(asc(plans.category), asc(plans.sortOrder), asc(plans.id));
  const slugOf = new Map(planRows.map((p) => [p.id, p.slug]));
  const carrierKey = new Map(carrierRows.map((c) => [c.id, c.key]));
  const pricing = await readPricingRows(db);
  const ratesOf = new Map<number, RateRow[]>();
  for (const row of pricing) {
    if (!slugOf.has(row.planId)) continue;
    const list = ratesOf.get(row.planId) ?? [];
    list.push(rateOf(row));
    ratesOf.set(row.planId, list);
  }
  const offered = <T extends { planId: number }>(rows: T[]) => rows.filter((r) => slugOf.has(r.planId));
  const fees = await db.select().from(catalogFees).orderBy(asc(catalogFees.key));
  const riders = offered(await db.select().from(planRiders).orderBy(asc(planRiders.planId), asc(planRiders.sortOrder), asc(planRiders.riderPlanId))).filter((r) => slugOf.has(r.riderPlanId));
  const suggestions = offered(await db.select().from(planSuggestions).orderBy(asc(planSuggestions.sortOrder), asc(planSuggestions.kind)));
  const blackouts = offered(await db.select().from(planBlackouts).orderBy(asc(planBlackouts.planId), asc(planBlackouts.startsOn)));
  const cartMessages = offered(await db.select().from(planCartMessages).orderBy(asc(planCartMessages.planId)));
  const allLinks = await db.select().from(planHealthQuestions).orderBy(asc(planHealthQuestions.planId));
  const links = offered(allLinks);
  // A question kept only for retired plans (the files left it out) is not part of the catalog either.
  const retiredOnly = new Set(allLinks.map((l) => l.questionId));
  for (const l of links) retiredOnly.delete(l.questionId);
  const questions = (await db.select().from(healthQuestions).orderBy(asc(healthQuestions.sortOrder), asc(healthQuestions.id))).filter((q) => !retiredOnly.has(q.id));
  const pq = offered(await db.select().from(planQuestions).orderBy(asc(planQuestions.planId), asc(planQuestions.sortOrder), asc(planQuestions.id)));
  const cq = offered(await db.select().from(carrierQuestions).orderBy(asc(carrierQuestions.planId), asc(carrierQuestions.sortOrder), asc(carrierQuestions.id)));
  const slug = (id: number) => slugOf.get(id) ?? '';

  return {
    format: CATALOG_FORMAT,
    version: CATALOG_FORMAT_VERSION,
    carriers: carrierRows.map((c) => ({ key: c.key, name: c.name, logo: c.logo })),
    plans: planRows.map((p) => ({
      slug: p.slug,
      carrier: carrierKey.get(p.carrierId) ?? '',
      category: p.category as CatalogDocument['plans'][number]['category'],
      name: p.name,
      planType: p.planType as CatalogDocument['plans'][number]['planType'],
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
      details: p.details,
      facts: p.facts,
      sortOrder: p.sortOrder,
      rates: ratesOf.get(p.id) ?? [],
      ...translationsField(p.translations),
    })),
    fees: fees.map((f) => ({ key: f.key, label: f.label, amountCents: f.amountCents, percentBp: f.percentBp, ...translationsField(f.translations) })),
    riders: riders.map((r) => ({ plan: slug(r.planId), rider: slug(r.riderPlanId), sortOrder: r.sortOrder })),
    suggestions: suggestions.map(({ planId, translations, ...s }) => ({ ...s, kind: s.kind as CatalogDocument['suggestions'][number]['kind'], plan: slug(planId), ...translationsField(translations) })),
    blackouts: blackouts.map((b) => ({ plan: slug(b.planId), startsOn: b.startsOn, endsOn: b.endsOn, message: b.message, ...translationsField(b.translations) })),
    cartMessages: cartMessages.map((m) => ({ plan: slug(m.planId), message: m.message, ...translationsField(m.translations) })),
    healthQuestions: questions.map((q) => ({
      id: q.id,
      text: q.text,
      detailFields: q.detailFields as CatalogDocument['healthQuestions'][number]['detailFields'],
      kind: q.kind as CatalogDocument['healthQuestions'][number]['kind'],
      who: q.who as CatalogDocument['healthQuestions'][number]['who'],
      sortOrder: q.sortOrder,
      ...(q.gender === null ? {} : { gender: q.gender as 0 | 1 }),
      plans: links.filter((l) => l.questionId === q.id).map((l) => slug(l.planId)),
      ...translationsField(q.translations),
    })),
    planQuestions: pq.map((q) => ({
      id: q.id,
      plan: slug(q.planId),
      text: q.text,
      subType: q.subType as CatalogDocument['planQuestions'][number]['subType'],
      ...(q.options.length ? { options: q.options } : {}),
      ...(q.requireDetail ? { requireDetail: true } : {}),
      ...(q.declineOnYes ? { declineOnYes: true } : {}),
      sortOrder: q.sortOrder,
      ...translationsField(q.translations),
    })),
    carrierQuestions: cq.map((q) => ({ id: q.id, plan: slug(q.planId), question: q.question, requiredYes: q.requiredYes, sortOrder: q.sortOrder, ...translationsField(q.translations) })),
  };
}

/** A row's translations as the files write them: left out when it has none, as a file written without them reads. */
function translationsField<T extends object>(translations: T): { translations?: T } {
  return Object.values(translations).some((texts) => texts && Object.keys(texts).length > 0) ? { translations } : {};
}

/** Portals, reps, groups, sites, referrals and the default theme as they stand, in the files' shape. */
export async function readPeopleDocument(db: Db): Promise<PeopleDocument> {
  const portalRows = await db.select().from(portals).orderBy(asc(portals.id));
  const agentRows = await db.select().from(agents).orderBy(asc(agents.id));
  const links = await db.select().from(agentPortals);
  const groupRows = await db.select().from(groups).orderBy(asc(groups.id));
  const siteRows = await db.select().from(sites).orderBy(asc(sites.id));
  const referralRows = await db.select().from(referrals).orderBy(asc(referrals.createdAt), asc(referrals.id));
  const themes = await db.select().from(siteThemes).orderBy(asc(siteThemes.scope), asc(siteThemes.owner), asc(siteThemes.key));
  const portalCode = new Map(portalRows.map((p) => [p.id, p.code]));
  const agentCode = new Map(agentRows.map((a) => [a.id, a.accessCode]));
  const groupCode = new Map(groupRows.map((g) => [g.id, g.code]));
  const theme = (scope: string, owner: string) => Object.fromEntries(themes.filter((t) => t.scope === scope && t.owner === owner).map((t) => [t.key, t.value]));
  const code = (map: Map<number, string>, id: number | null) => (id === null ? null : (map.get(id) ?? null));
  return {
    format: PEOPLE_FORMAT,
    version: PEOPLE_FORMAT_VERSION,
    portals: portalRows.map((p) => ({ code: p.code, name: p.name })),
    reps: agentRows.map((a) => ({
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
      portals: links
        .filter((l) => l.agentId === a.id)
        .map((l) => portalCode.get(l.portalId) ?? '')
        .sort(),
      theme: theme('agent', a.accessCode),
      ...translationsField(a.translations),
    })),
    groups: groupRows.map((g) => ({
      id: g.id,
      code: g.code,
      name: g.name,
      rep: agentCode.get(g.agentId) ?? '',
      portal: portalCode.get(g.portalId) ?? '',
      displayName: g.displayName,
      displayEmail: g.displayEmail,
      displayPhone: g.displayPhone,
      tagline: g.tagline,
      aboutUs: g.aboutUs,
      landingPage: g.landingPage,
      host: g.host,
      address: g.address,
      theme: theme('group', g.code),
      ...translationsField(g.translations),
    })),
    sites: siteRows.map((s) => ({
      key: s.key,
      name: s.name,
      kind: s.kind,
      host: s.host,
      websitesId: s.websitesId,
      rep: code(agentCode, s.agentId),
      group: code(groupCode, s.groupId),
      portal: code(portalCode, s.portalId),
      isPartner: s.isPartner,
      whiteLabel: s.whiteLabel,
      displayName: s.displayName,
      displayEmail: s.displayEmail,
      displayPhone: s.displayPhone,
      tagline: s.tagline,
      links: s.links,
      theme: theme('site', s.key),
      ...(s.defaultLocale ? { defaultLocale: s.defaultLocale } : {}),
      ...translationsField(s.translations),
    })),
    referrals: referralRows.map((r) => ({
      id: r.id,
      rep: code(agentCode, r.agentId),
      group: code(groupCode, r.groupId),
      portal: code(portalCode, r.portalId),
      referrerName: r.referrerName,
      active: r.active,
    })),
    defaultTheme: theme('default', ''),
  };
}

/**
 * Of the given plans, those a cart, a quote, an unfinished enrollment's household or answers, or a policy still
 * refers to (answers cascade with their plan, so such a plan is retired, not deleted).
 */
export async function plansInUse(db: Db, slugs: readonly string[]): Promise<Set<string>> {
  if (slugs.length === 0) return new Set();
  const rows = await db
    .select({ slug: plans.slug })
    .from(plans)
    .where(
      and(
        inArray(plans.slug, [...slugs]),
        sql`(exists (select 1 from cart_items c where c.plan_id = ${plans.id})
          or exists (select 1 from completed_enrollment_plans e where e.plan_id = ${plans.id})
          or exists (select 1 from temp_dependent_info d where d.plan_id = ${plans.id})
          or exists (select 1 from plan_question_answers pa where pa.plan_id = ${plans.id})
          or exists (select 1 from carrier_question_answers ca where ca.plan_id = ${plans.id})
          or exists (select 1 from quotes q where q.plans @> jsonb_build_array(jsonb_build_object('plan_id', ${plans.id}))))`,
      ),
    );
  return new Set(rows.map((r) => r.slug));
}

/** Slugs of the plans already retired, and the carriers they use. */
export async function retiredPlans(db: Db): Promise<{ slugs: Set<string>; carrierKeys: Set<string> }> {
  const rows = await db.select({ slug: plans.slug, carrierId: plans.carrierId }).from(plans).where(isNotNull(plans.retiredAt));
  const carrierRows = rows.length ? await db.select({ key: carriers.key }).from(carriers).where(inArray(carriers.id, [...new Set(rows.map((r) => r.carrierId))])) : [];
  return { slugs: new Set(rows.map((r) => r.slug)), carrierKeys: new Set(carrierRows.map((c) => c.key)) };
}

/** Carrier keys of the given plans. */
export async function carriersOfPlans(db: Db, slugs: readonly string[]): Promise<Set<string>> {
  if (slugs.length === 0) return new Set();
  const rows = await db.selectDistinct({ key: carriers.key }).from(plans).innerJoin(carriers, sql`${carriers.id} = ${plans.carrierId}`).where(inArray(plans.slug, [...slugs]));
  return new Set(rows.map((r) => r.key));
}

/** Members that still belong to the given reps, groups or portals (they cannot be removed while members do). */
export async function membersOf(db: Db, by: 'agent' | 'group' | 'portal', codes: readonly string[]): Promise<Map<string, number>> {
  if (codes.length === 0) return new Map();
  const [table, keyCol, idCol, memberCol] =
    by === 'agent' ? ([agents, agents.accessCode, agents.id, members.agentId] as const) : by === 'group' ? ([groups, groups.code, groups.id, members.groupId] as const) : ([portals, portals.code, portals.id, members.portalId] as const);
  const rows = await db
    .select({ key: keyCol, n: sql<number>`count(${members.id})::int` })
    .from(table)
    .innerJoin(members, sql`${memberCol} = ${idCol}`)
    .where(inArray(keyCol, [...codes]))
    .groupBy(keyCol);
  return new Map(rows.map((r) => [r.key, Number(r.n)]));
}


/** What still hangs on a rep or a group besides its members (see PEOPLE_USES). */
export type PeopleUse = 'staff' | 'billing' | 'enrollments' | 'leads';

type IdColumn = PgColumn;

/**
 * Where rows refer to a rep (agent) or a group by id: staff accounts and group billing would go with it (they cascade),
 * enrollments, policies and leads would be left pointing at nobody, or at whoever takes the code next.
 */
const PEOPLE_USES: Record<'agent' | 'group', [PeopleUse, IdColumn][]> = {
  agent: [
    ['staff', staffAccounts.agentId],
    ['enrollments', enrollments.agentId],
    ['enrollments', completedEnrollments.agentId],
    ['leads', leadDevices.agentId],
    ['leads', leadVisits.agentId],
  ],
  group: [
    ['staff', staffAccounts.groupId],
    ['billing', groupBilling.groupId],
    ['enrollments', enrollments.groupId],
    ['enrollments', enrollments.platformGroupId],
    ['enrollments', completedEnrollments.groupId],
    ['leads', leadDevices.groupId],
    ['leads', leadVisits.groupId],
  ],
};

/** Of the given reps or groups (by code), what still refers to each: per code, the kind of row and how many. */
export async function peopleInUse(db: Db, by: 'agent' | 'group', codes: readonly string[]): Promise<Map<string, Map<PeopleUse, number>>> {
  const found = new Map<string, Map<PeopleUse, number>>();
  if (codes.length === 0) return found;
  const owners =
    by === 'agent'
      ? await db.select({ id: agents.id, key: agents.accessCode }).from(agents).where(inArray(agents.accessCode, [...codes]))
      : await db.select({ id: groups.id, key: groups.code }).from(groups).where(inArray(groups.code, [...codes]));
  if (owners.length === 0) return found;
  const keyOf = new Map(owners.map((o) => [o.id, o.key]));
  for (const [use, column] of PEOPLE_USES[by]) {
    const rows = await db
      .select({ id: sql<number>`${column}`, n: sql<number>`count(*)::int` })
      .from(column.table as PgTable)
      .where(inArray(column, [...keyOf.keys()]))
      .groupBy(column);
    for (const r of rows) {
      const key = keyOf.get(Number(r.id))!;
      const uses = found.get(key) ?? new Map<PeopleUse, number>();
      uses.set(use, (uses.get(use) ?? 0) + Number(r.n));
      found.set(key, uses);
    }
  }
  return found;
}
