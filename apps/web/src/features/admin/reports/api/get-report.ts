import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ReportSchema, type ReportPeriod, type ReportTable } from '@benefit-store/domain';
import { api, apiUrl } from '../../../../lib/api-client';

/** GET admin/reports?from=&to=: completed enrollments and premium by day, carrier, category and group. */
export function useReport(period: ReportPeriod) {
  return useQuery({
    queryKey: ['admin', 'reports', period.from, period.to],
    queryFn: ({ signal }) => api.get('admin/reports', ReportSchema, { from: period.from, to: period.to }, signal),
    staleTime: 0,
    // A new period keeps the last tables on screen (marked busy) until its own arrive.
    placeholderData: keepPreviousData,
  });
}

/** GET admin/reports/<table>.csv?from=&to=: a table as a CSV attachment, the period the page shows (the console's cookie signs it). */
export const reportCsvUrl = (table: ReportTable, period: ReportPeriod) => apiUrl(`admin/reports/${table}.csv`, { from: period.from, to: period.to });
