import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ReportSchema, type ReportPeriod, type ReportTable } from '@benefit-store/domain';
import { api, apiUrl } from '../../../../lib/api-client';
import type { ConsoleArea } from '../../shell/staff-area';

/** GET admin/reports or staff/reports?from=&to=: completed enrollments and premium by day, carrier, category and group. */
export function useReport(period: ReportPeriod, area: ConsoleArea) {
  return useQuery({
    queryKey: [area, 'reports', period.from, period.to],
    queryFn: ({ signal }) => api.get(`${area}/reports`, ReportSchema, { from: period.from, to: period.to }, signal),
    staleTime: 0,
    // A new period keeps the last tables on screen (marked busy) until its own arrive.
    placeholderData: keepPreviousData,
  });
}

/** GET <area>/reports/<table>.csv?from=&to=: a table as a CSV attachment, the period the page shows (the session's cookie signs it). */
export const reportCsvUrl = (table: ReportTable, period: ReportPeriod, area: ConsoleArea) => apiUrl(`${area}/reports/${table}.csv`, { from: period.from, to: period.to });
