import type { AdminPage, AdminPlanListQuery, AdminPlanRow, PlanCategory, PlanFacts, PlanRules, PlanTexts, Tier } from '@benefit-store/domain';
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { carriers, planPricing, plans } from '../../db/schema/index.js';

/** The console's reads of the catalog (issue 23 item 5): whole tables, never cached, as the operator must see what is stored. */

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Each plan's rate count and lowest and highest price, as a subquery joined to the plans. */
function rateTotals(db: Db) {
  return db
    .select({
      planId: planPricing.planId,
      n: sql<number>`count(*)::int`.mapWith(Number).as('rate_n'),
      min: sql<number>`min(${planPricing.priceCents})::int`.mapWith(Number).as('rate_min'),
      max: sql<number>`max(${planPricing.priceCents})::int`.mapWith(Number).as('rate_max'),
    })
    .from(planPricing)
    .groupBy(planPricing.planId)
    .as('rate_totals');
}

/** One page of plans matching the category and the search (name, slug or carrier), sorted on the server. */
export async function selectPlanPage(db: Db, query: AdminPlanListQuery): Promise<AdminPage<AdminPlanRow>> {
  const totals = rateTotals(db);
  const rateCount = sql<number>`coalesce(${totals.n}, 0)`;
  const sortColumns: Record<AdminPlanListQuery['sort'], SQL | typeof plans.name> = {
    sort_order: sql`${plans.sortOrder}`,
    name: plans.name,
    category: sql`${plans.category}`,
    carrier: sql`${carriers.name}`,
    rate_count: rateCount,
    min_price: sql`${totals.min}`,
  };
  const search = query.q ? `%${escapeLike(query.q)}%` : null;
  const where = and(
    query.category ? eq(plans.category, query.category) : undefined,
    search ? or(ilike(plans.name, search), ilike(plans.slug, search), ilike(carriers.name, search)) : undefined,
  );
  const column = sortColumns[query.sort];
  const order = query.dir === 'asc' ? sql`${column} asc nulls last` : sql`${column} desc nulls last`;
  const [total] = await db.select({ n: count() }).from(plans).innerJoin(carriers, eq(carriers.id, plans.carrierId)).where(where);
  const rows = await db
    .select({
      id: plans.id,
      slug: plans.slug,
      name: plans.name,
      category: plans.category,
      carrierName: carriers.name,
      rateCount: sql<number>`coalesce(${totals.n}, 0)::int`.mapWith(Number),
      minPrice: totals.min,
      maxPrice: totals.max,
      featured: plans.featured,
      sortOrder: plans.sortOrder,
    })
    .from(plans)
    .innerJoin(carriers, eq(carriers.id, plans.carrierId))
    .leftJoin(totals, eq(totals.planId, plans.id))
    .where(where)
    .orderBy(order, asc(plans.name), asc(plans.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  return {
    items: rows.map((r) => ({
      id: r.id,
      slug: r.slug,
      name: r.name,
      category: r.category as PlanCategory,
      carrier_name: r.carrierName,
      rate_count: r.rateCount,
      min_price_cents: r.minPrice ?? null,
      max_price_cents: r.maxPrice ?? null,
      featured: r.featured,
      sort_order: r.sortOrder,
    })),
    total: total?.n ?? 0,
    page: query.page,
    per_page: query.per_page,
  };
}

/** How many plans each stored category has. */
export async function selectCategoryCounts(db: Db): Promise<Map<string, number>> {
  const rows = await db.select({ category: plans.category, n: count() }).from(plans).groupBy(plans.category);
  return new Map(rows.map((r) => [r.category, r.n]));
}

export interface AdminPlanRecord {
  id: number;
  slug: string;
  name: string;
  category: string;
  planType: string;
  carrierKey: string;
  carrierName: string;
  featured: boolean;
  sortOrder: number;
  shortText: string;
  bodyText: string;
  network: string | null;
  calloutText: string | null;
  calloutColor: string | null;
  details: PlanTexts;
  rules: PlanRules;
  facts: PlanFacts | null;
  oneTimeFeeCents: number;
  adminFeeIncluded: boolean;
  requiresMembership: boolean;
}

export async function selectPlanBySlug(db: Db, slug: string): Promise<AdminPlanRecord | null> {
  const rows = await db
    .select({
      id: plans.id,
      slug: plans.slug,
      name: plans.name,
      category: plans.category,
      planType: plans.planType,
      carrierKey: carriers.key,
      carrierName: carriers.name,
      featured: plans.featured,
      sortOrder: plans.sortOrder,
      shortText: plans.shortText,
      bodyText: plans.bodyText,
      network: plans.network,
      calloutText: plans.calloutText,
      calloutColor: plans.calloutColor,
      details: plans.details,
      rules: plans.rules,
      facts: plans.facts,
      oneTimeFeeCents: plans.oneTimeFeeCents,
      adminFeeIncluded: plans.adminFeeIncluded,
      requiresMembership: plans.requiresMembership,
    })
    .from(plans)
    .innerJoin(carriers, eq(carriers.id, plans.carrierId))
    .where(eq(plans.slug, slug))
    .limit(1);
  return rows[0] ?? null;
}

export interface AdminRateRecord {
  id: number;
  tier: Tier;
  ageMin: number;
  ageMax: number;
  gender: number | null;
  tobacco: number | null;
  state: string | null;
  priceCents: number;
}

/** Every rating cell of a plan, by age band, then gender, tobacco and state (nulls, "any", first), then tier. */
export async function selectPlanRates(db: Db, planId: number): Promise<AdminRateRecord[]> {
  const rows = await db
    .select({
      id: planPricing.ppid,
      tier: planPricing.tier,
      ageMin: planPricing.ageMin,
      ageMax: planPricing.ageMax,
      gender: planPricing.gender,
      tobacco: planPricing.tobacco,
      state: planPricing.state,
      priceCents: planPricing.priceCents,
    })
    .from(planPricing)
    .where(eq(planPricing.planId, planId))
    .orderBy(
      asc(planPricing.ageMin),
      asc(planPricing.ageMax),
      sql`${planPricing.gender} asc nulls first`,
      sql`${planPricing.tobacco} asc nulls first`,
      sql`${planPricing.state} asc nulls first`,
      asc(planPricing.tier),
      desc(planPricing.ppid),
    );
  return rows.map((r) => ({ ...r, tier: r.tier as Tier }));
}
