import { categoryLabel, centsToDecimal, CONSOLE_REPORT_MESSAGES as M, csvDocument, type Report, type ReportRow, type ReportTable } from '@benefit-store/domain';

const money = (row: ReportRow) => centsToDecimal(row.premium_cents);

/**
 * One report table as CSV: a header row, then the rows the page shows, the same numbers (premium in dollars with two
 * decimals, as the page formats its cents). Texts pass through csvCell: a name starting with = + - @ is kept from
 * spreadsheets' formulas.
 */
export function reportCsv(report: Report, table: ReportTable): string {
  const counts = (row: ReportRow) => [row.enrollments, money(row)];
  const tail = [M.columnCompletions, M.columnPremiumUsd];
  switch (table) {
    case 'days':
      return csvDocument([M.columnDay, ...tail], report.days.map((r) => [r.key, ...counts(r)]));
    case 'carriers':
      return csvDocument([M.columnCarrierKey, M.columnCarrierName, ...tail], report.carriers.map((r) => [r.key, r.name ?? M.unknownCarrier, ...counts(r)]));
    case 'categories':
      return csvDocument([M.columnPlanCategory, ...tail], report.categories.map((r) => [categoryLabel(r.key), ...counts(r)]));
    case 'groups':
      return csvDocument([M.columnGroupId, M.columnGroupName, ...tail], report.groups.map((r) => [r.key, r.name ?? M.noGroupRow, ...counts(r)]));
  }
}

/** The download's file name: the table and the period, e.g. completed-enrollments-by-carriers_2026-11-01_2026-11-30.csv. */
export const reportCsvName = (report: Report, table: ReportTable) => `completed-enrollments-by-${table}_${report.from}_${report.to}.csv`;
