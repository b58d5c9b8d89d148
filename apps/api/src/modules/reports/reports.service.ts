import {
  addDays,
  CONSOLE_REPORT_MESSAGES as M,
  REPORT_MAX_DAYS,
  REPORT_TABLES,
  REPORT_TIME_ZONE,
  reportPeriodProblem,
  resolveReportPeriod,
  utcDay,
  type Report,
  type ReportQuery,
  type ReportRow,
  type ReportTable,
} from '@benefit-store/domain';
import type { Db } from '../../db/client.js';
import { AppError } from '../shared/app-error.js';
import type { ReportScope } from './report-scope.js';
import { aggregateCompletions, type ReportAggregate } from './reports.repository.js';

const rowOf = (a: ReportAggregate): ReportRow => ({ key: a.key ?? '', name: a.name, enrollments: a.enrollments, premium_cents: a.premiumCents });

/**
 * The console's report of completed enrollments (issue 25 item 5; decision 0084) for a period of whole UTC days
 * (missing ends filled in from today), within the scope. A period that ends before it starts or covers more than a
 * year is refused on the field to correct, as a schema failure is. `tables`: the tables to aggregate (a CSV asks for its
 * own only); the others come back empty.
 */
export async function completedReport(db: Db, scope: ReportScope, query: ReportQuery, now: Date, tables: readonly ReportTable[] = REPORT_TABLES): Promise<Report> {
  const period = resolveReportPeriod(query, utcDay(now));
  const problem = reportPeriodProblem(period);
  if (problem) throw AppError.field(problem.field, problem.problem === 'reversed' ? M.periodReversed : M.periodTooLong({ max: REPORT_MAX_DAYS }));
  const aggregates = await aggregateCompletions(db, scope, new Date(`${period.from}T00:00:00Z`), new Date(`${addDays(period.to, 1)}T00:00:00Z`), tables);
  return {
    from: period.from,
    to: period.to,
    time_zone: REPORT_TIME_ZONE,
    totals: { enrollments: aggregates.totals.enrollments, premium_cents: aggregates.totals.premiumCents },
    days: aggregates.days.map(rowOf),
    carriers: aggregates.carriers.map(rowOf),
    categories: aggregates.categories.map(rowOf),
    groups: aggregates.groups.map(rowOf),
  };
}
