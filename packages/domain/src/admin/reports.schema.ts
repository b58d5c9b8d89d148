import { z } from 'zod';
import { CONSOLE_REPORT_MESSAGES as M } from './reports.messages.js';

/**
 * The console's reports (issue 25 item 5; decision 0084): completed enrollments and their monthly premium in a
 * period, by day, carrier, plan category and group. Money is integer cents.
 */
export const REPORT_TABLES = ['days', 'carriers', 'categories', 'groups'] as const;
export type ReportTable = (typeof REPORT_TABLES)[number];

/** The days a report may name: the store's years, kept far from the ends of JavaScript's and PostgreSQL's calendars. */
export const REPORT_FIRST_DAY = '2000-01-01';
export const REPORT_LAST_DAY = '2999-12-31';
const reportDay = () =>
  z.iso
    .date({ error: M.dateInvalid })
    .refine((day) => day >= REPORT_FIRST_DAY && day <= REPORT_LAST_DAY, { error: M.dateInvalid })
    .optional();

/** GET …/reports?from=&to=: whole UTC days, both included; missing ends are filled in (reports-period.ts). */
export const ReportQuerySchema = z.object({ from: reportDay(), to: reportDay() });
export type ReportQuery = z.infer<typeof ReportQuerySchema>;

/** GET …/reports/:file: one table as CSV (days.csv, carriers.csv, categories.csv, groups.csv). */
export const REPORT_CSV_FILES = ['days.csv', 'carriers.csv', 'categories.csv', 'groups.csv'] as const;
export const ReportCsvParamsSchema = z.object({ file: z.enum(REPORT_CSV_FILES) });
export const reportTableOfFile = (file: (typeof REPORT_CSV_FILES)[number]): ReportTable => file.slice(0, -'.csv'.length) as ReportTable;

/**
 * One row of a report table. `key`: the day (YYYY-MM-DD), the carrier's key, the plan category, or the group's id
 * ('' for enrollments made outside any group). `name`: the carrier's or group's name; null for days, categories, no
 * group and a carrier gone from the catalog.
 */
export const ReportRowSchema = z.object({
  key: z.string(),
  name: z.string().nullable(),
  enrollments: z.number().int().min(0),
  premium_cents: z.number().int(),
});
export type ReportRow = z.infer<typeof ReportRowSchema>;

export const ReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  time_zone: z.string(),
  totals: z.object({ enrollments: z.number().int().min(0), premium_cents: z.number().int() }),
  days: z.array(ReportRowSchema),
  carriers: z.array(ReportRowSchema),
  categories: z.array(ReportRowSchema),
  groups: z.array(ReportRowSchema),
});
export type Report = z.infer<typeof ReportSchema>;
