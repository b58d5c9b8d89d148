/**
 * The console's reports (issue 25 item 5) count whole days of completion in UTC, as the console's other date filters
 * and the carrier files' daily window do (the store has no time zone setting of its own): decision 0084.
 */
export const REPORT_TIME_ZONE = 'UTC';
/** The period a report opens with: the last 30 days, today included. */
export const REPORT_DEFAULT_DAYS = 30;
/** The longest period one report covers: a year, a leap year's too. */
export const REPORT_MAX_DAYS = 366;

const DAY_MS = 24 * 60 * 60 * 1000;

/** A report's period: whole days from `from` to `to`, both included, as YYYY-MM-DD. */
export interface ReportPeriod {
  from: string;
  to: string;
}

/** The UTC calendar day of an instant, as YYYY-MM-DD. */
export const utcDay = (instant: Date): string => instant.toISOString().slice(0, 10);
/** The day `n` days after (or before, when negative) a YYYY-MM-DD day. */
export const addDays = (day: string, n: number): string => utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS));
/** How many days a period covers, both ends included. */
export const periodDays = ({ from, to }: ReportPeriod): number => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

/**
 * The period a query asks for, its missing ends filled in: the end defaults to today (or to the start, when that is
 * later), the start to 30 days up to the end.
 */
export function resolveReportPeriod(query: { from?: string | undefined; to?: string | undefined }, today: string): ReportPeriod {
  const to = query.to ?? (query.from && query.from > today ? query.from : today);
  return { from: query.from ?? addDays(to, 1 - REPORT_DEFAULT_DAYS), to };
}

/** What is wrong with a period, named by the field a person corrects: an end before the start, or more than a year. */
export type ReportPeriodProblem = { field: 'to'; problem: 'reversed' } | { field: 'from'; problem: 'tooLong' };

export function reportPeriodProblem(period: ReportPeriod): ReportPeriodProblem | null {
  if (period.to < period.from) return { field: 'to', problem: 'reversed' };
  if (periodDays(period) > REPORT_MAX_DAYS) return { field: 'from', problem: 'tooLong' };
  return null;
}

export const REPORT_QUICK_PERIODS = ['last30', 'thisMonth', 'lastMonth'] as const;
export type ReportQuickPeriod = (typeof REPORT_QUICK_PERIODS)[number];

/** The quick choices above the period form, for the UTC day `today`. */
export function quickReportPeriod(choice: ReportQuickPeriod, today: string): ReportPeriod {
  const monthStart = `${today.slice(0, 7)}-01`;
  if (choice === 'thisMonth') return { from: monthStart, to: today };
  if (choice === 'lastMonth') {
    const lastMonthEnd = addDays(monthStart, -1);
    return { from: `${lastMonthEnd.slice(0, 7)}-01`, to: lastMonthEnd };
  }
  return { from: addDays(today, 1 - REPORT_DEFAULT_DAYS), to: today };
}
