import { sql, type SQL } from 'drizzle-orm';
import type { ReportTable } from '@benefit-store/domain';
import type { Db } from '../../db/client.js';
import { carriers, coverageChanges, enrollmentCompletions, enrollments, groups, plans, signedRecords } from '../../db/schema/index.js';
import type { ReportScope } from './report-scope.js';

/** One group of a report as SQL answers it (counts and sums may come back as text: bigint). */
interface AggregateRow {
  /** Which grouping set the row belongs to: the table's name, or 'totals'. */
  report_table: ReportTable | 'totals';
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
 * A plan line's price in cents, read as the app's reader does (completed-enrollments.ts centsOf → decimalToCents): a
 * number is integer cents (records of version 2), a decimal string the API's "12.50" (version 1, exact, half away from
 * zero past two decimals), and any other text ("", "$12.50") 0 — so one malformed old record never fails the report.
 */
const PRICE_CENTS = sql`case
    when jsonb_typeof(line->'price') = 'number' then round((line->>'price')::numeric)::bigint
    when jsonb_typeof(line->'price') = 'string' and line->>'price' ~ '^\\s*-?(\\d+(\\.\\d*)?|\\.\\d+)\\s*$' then round(btrim(line->>'price')::numeric * 100)::bigint
    else 0::bigint end`;

/**
 * Each plan line of those completions, at the price it was signed for, never re-priced from the catalog, with what
 * each table groups it by: the UTC day of completion, the plan's catalog carrier, the category signed, the group. A
 * plan cancelled before its coverage began (a coverage change, decision 0086) is not counted: it was never in force. A
 * terminated one was, and counts.
 */
const PLAN_LINES = sql`select d.enrollment_id, line->>'plan_category' as category, ${PRICE_CENTS} as cents,
    to_char(d.completed_at at time zone 'UTC', 'YYYY-MM-DD') as day, c.key as carrier_key, c.name as carrier_name, d.group_id::text as group_key, g.name as group_name
  from done d cross join lateral jsonb_array_elements(d.record->'cart'->'plans') as line
  left join ${plans} p on p.id = (line->>'plan_id')::int
  left join ${carriers} c on c.id = p.carrier_id
  left join ${groups} g on g.id = d.group_id
  where not exists (select 1 from ${coverageChanges} cc where cc.enrollment_id = d.enrollment_id and cc.kind = 'cancel_plan' and cc.plan_id = (line->>'plan_id')::int)`;

/** Each table's grouping set, its key and name columns (a table without names groups by its key alone). */
const SETS: Record<ReportTable, { set: SQL; key: SQL; name: SQL }> = {
  days: { set: sql`(day)`, key: sql`day`, name: sql`null::text` },
  carriers: { set: sql`(carrier_key, carrier_name)`, key: sql`carrier_key`, name: sql`carrier_name` },
  categories: { set: sql`(category)`, key: sql`category`, name: sql`null::text` },
  groups: { set: sql`(group_key, group_name)`, key: sql`group_key`, name: sql`group_name` },
};

const aggregateOf = (r: AggregateRow): ReportAggregate => ({ key: r.key, name: r.name, enrollments: Number(r.enrollments), premiumCents: Number(r.premium_cents ?? 0) });
const byName = (a: ReportAggregate, b: ReportAggregate) => (a.name === b.name ? 0 : a.name === null ? 1 : b.name === null ? -1 : a.name < b.name ? -1 : 1);
const byKey = (a: ReportAggregate, b: ReportAggregate) => ((a.key ?? '') < (b.key ?? '') ? -1 : (a.key ?? '') > (b.key ?? '') ? 1 : 0);

/**
 * The tables asked for (all four for the page, one for a CSV) and the totals, aggregated in ONE statement (GROUP BY
 * GROUPING SETS): the period's records are read once and the report holds one of the pool's connections, never by
 * loading the records. By UTC day of completion, by the carrier of each plan (an enrollment counts once under each
 * carrier it bought from, with that carrier's plans' premium), by the category of each plan (the same way), and by the
 * enrollment's group. `before` is exclusive. A table not asked for comes back empty.
 */
export async function aggregateCompletions(db: Db, scope: ReportScope, from: Date, before: Date, tables: readonly ReportTable[]): Promise<ReportAggregates> {
  const asked = Object.entries(SETS).filter(([table]) => tables.includes(table as ReportTable)) as [ReportTable, (typeof SETS)[ReportTable]][];
  // grouping(col) is 0 for the columns of the row's own set: the set whose key column is not rolled up names the row.
  const setOf = sql.join(
    [sql`case`, ...asked.map(([table, s]) => sql`when grouping(${s.key}) = 0 then ${table}`), sql`else 'totals' end`],
    sql` `,
  );
  const pick = (column: 'key' | 'name') => sql.join([sql`case`, ...asked.map(([, s]) => sql`when grouping(${s.key}) = 0 then ${s[column]}`), sql`else null::text end`], sql` `);
  const result = await db.execute(
    sql`with done as (${completionsIn(scope, from, before)}), lines as (${PLAN_LINES})
      select ${setOf} as report_table, ${pick('key')} as key, ${pick('name')} as name, count(distinct enrollment_id)::int as enrollments, sum(cents)::bigint as premium_cents
      from lines group by grouping sets (${sql.join([...asked.map(([, s]) => s.set), sql`()`], sql`, `)})`,
  );
  const rows = (result as unknown as { rows: AggregateRow[] }).rows;
  const of = (table: AggregateRow['report_table']) => rows.filter((r) => r.report_table === table).map(aggregateOf);
  const [total] = of('totals');
  return {
    days: of('days').sort(byKey),
    carriers: of('carriers').sort((a, b) => byName(a, b) || byKey(a, b)),
    categories: of('categories').sort(byKey),
    groups: of('groups').sort((a, b) => byName(a, b) || byKey(a, b)),
    totals: { enrollments: total?.enrollments ?? 0, premiumCents: total?.premiumCents ?? 0 },
  };
}
