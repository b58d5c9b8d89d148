import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { carriers, enrollmentCompletions, enrollments, groups, plans, signedRecords } from '../../db/schema/index.js';
import type { ReportScope } from './report-scope.js';

/** One group of a report as SQL answers it (counts and sums may come back as text: bigint). */
interface AggregateRow {
  key: string | null;
  name: string | null;
  enrollments: number | string;
  premium_cents: number | string | null;
}

export interface ReportAggregate {
  key: string | null;
  name: string | null;
  enrollments: number;
  premiumCents: number;
}

export interface ReportAggregates {
  days: ReportAggregate[];
  carriers: ReportAggregate[];
  categories: ReportAggregate[];
  groups: ReportAggregate[];
  totals: { enrollments: number; premiumCents: number };
}

/**
 * The completions of the period within the scope (the completion index narrows the period, the enrollments' agent and
 * group indexes the scope; migration 0029), each with its signed record: the erased ones have none and are not
 * counted, as the console's list leaves them out.
 */
function completionsIn(scope: ReportScope, from: Date, before: Date): SQL {
  const scoped =
    scope.kind === 'agent' ? sql`and ${enrollments.agentId} = ${scope.agentId}` : scope.kind === 'group' ? sql`and ${enrollments.groupId} = ${scope.groupId}` : sql``;
  return sql`select ${enrollmentCompletions.enrollmentId} as enrollment_id, ${enrollmentCompletions.completedAt} as completed_at, ${enrollments.groupId} as group_id, ${signedRecords.record} as record
    from ${enrollmentCompletions}
    join ${enrollments} on ${enrollments.id} = ${enrollmentCompletions.enrollmentId}
    join ${signedRecords} on ${signedRecords.enrollmentId} = ${enrollmentCompletions.enrollmentId}
    where ${enrollmentCompletions.completedAt} >= ${from.toISOString()}::timestamptz and ${enrollmentCompletions.completedAt} < ${before.toISOString()}::timestamptz ${scoped}`;
}

/**
 * Each plan line of those completions, at the price it was signed for: integer cents in records of version 2, the
 * API's "12.50" in version 1 (read as numeric, exactly). Never re-priced from the catalog.
 */
const PLAN_LINES = sql`select d.enrollment_id, d.completed_at, d.group_id, (line->>'plan_id')::int as plan_id, line->>'plan_category' as category,
    case when jsonb_typeof(line->'price') = 'number' then (line->>'price')::bigint else round((line->>'price')::numeric * 100)::bigint end as cents
  from done d cross join lateral jsonb_array_elements(d.record->'cart'->'plans') as line`;

const rowsOf = (result: unknown): ReportAggregate[] =>
  (result as { rows: AggregateRow[] }).rows.map((r) => ({ key: r.key, name: r.name, enrollments: Number(r.enrollments), premiumCents: Number(r.premium_cents ?? 0) }));

/**
 * The four tables of a report, aggregated in SQL (GROUP BY), never by loading the records: by UTC day of completion,
 * by the carrier of each plan (an enrollment counts once under each carrier it bought from, with that carrier's plans'
 * premium), by the category of each plan (the same way), and by the enrollment's group. `before` is exclusive.
 */
export async function aggregateCompletions(db: Db, scope: ReportScope, from: Date, before: Date): Promise<ReportAggregates> {
  const withLines = (query: SQL) => sql`with done as (${completionsIn(scope, from, before)}), lines as (${PLAN_LINES}) ${query}`;
  const grouped = (key: SQL, name: SQL, join: SQL, order: SQL) =>
    db.execute(
      withLines(sql`select ${key} as key, ${name} as name, count(distinct l.enrollment_id)::int as enrollments, sum(l.cents)::bigint as premium_cents
        from lines l ${join} group by 1, 2 order by ${order}`),
    );
  const [days, byCarrier, categories, byGroup, totals] = await Promise.all([
    grouped(sql`to_char(l.completed_at at time zone 'UTC', 'YYYY-MM-DD')`, sql`null::text`, sql``, sql`1`),
    grouped(sql`c.key`, sql`c.name`, sql`left join ${plans} p on p.id = l.plan_id left join ${carriers} c on c.id = p.carrier_id`, sql`2, 1`),
    grouped(sql`l.category`, sql`null::text`, sql``, sql`1`),
    grouped(sql`l.group_id::text`, sql`g.name`, sql`left join ${groups} g on g.id = l.group_id`, sql`2 nulls last, 1`),
    db.execute(withLines(sql`select null::text as key, null::text as name, count(distinct l.enrollment_id)::int as enrollments, sum(l.cents)::bigint as premium_cents from lines l`)),
  ]);
  const [total] = rowsOf(totals);
  return {
    days: rowsOf(days),
    carriers: rowsOf(byCarrier),
    categories: rowsOf(categories),
    groups: rowsOf(byGroup),
    totals: { enrollments: total?.enrollments ?? 0, premiumCents: total?.premiumCents ?? 0 },
  };
}
