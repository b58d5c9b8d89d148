import { useSearchParams } from 'react-router';
import {
  categoryLabel,
  CONSOLE_REPORT_MESSAGES as M,
  displayDateText,
  formatMoney,
  reportPeriodProblem,
  ReportQuerySchema,
  resolveReportPeriod,
  utcDay,
  type Report,
  type ReportPeriod,
} from '@benefit-store/domain';
import { Notice } from '../../../components/ui/notice';
import { isApiError } from '../../../lib/api-error';
import { ErrorMessage, InfoMessage } from '../../../components/ui/status-message';
import { AdminPage } from '../shell/admin-page';
import { StaffHomeLink, StaffRoleText, type ConsoleArea } from '../shell/staff-area';
import { useReport } from './api/get-report';
import { PeriodForm, type PeriodErrors } from './period-form';
import { ReportTable } from './report-table';
import styles from './reports-page.module.css';

/**
 * The period in the address (?from=&to=, so Back, a bookmark and the CSV links keep it). A day the server's schema
 * refuses is left out, and a period it would refuse (reversed, too long) gives way to the default one: an edited
 * address opens a report, never a failure.
 */
function usePeriod(today: string): [ReportPeriod, (period: ReportPeriod) => void] {
  const [params, setParams] = useSearchParams();
  const asked = (key: keyof ReportPeriod) => {
    const value = params.get(key);
    return value !== null && ReportQuerySchema.shape[key].safeParse(value).success ? value : undefined;
  };
  const period = resolveReportPeriod({ from: asked('from'), to: asked('to') }, today);
  return [reportPeriodProblem(period) ? resolveReportPeriod({}, today) : period, (next) => setParams({ from: next.from, to: next.to })];
}

/** The server's field messages when it refused the period (422): they belong next to the fields, not in a failure. */
function refusedOf(error: unknown): PeriodErrors | undefined {
  if (!isApiError(error) || error.status !== 422 || error.fieldErrors.length === 0) return undefined;
  return Object.fromEntries(error.fieldErrors.filter((f) => f.target_element === 'from' || f.target_element === 'to').map((f) => [f.target_element, f.error_message]));
}

function Tables({ report, area }: { report: Report; area: ConsoleArea }) {
  const period = { from: report.from, to: report.to };
  return (
    <>
      {/* A polite status: a new period's figures are read out once they arrive, focus staying where it was. */}
      <p className={styles.totals} role="status" aria-atomic="true">
        {M.shownPeriod({ from: displayDateText(report.from), to: displayDateText(report.to) })}{' '}
        {M.totals({ n: report.totals.enrollments, premium: formatMoney(report.totals.premium_cents) })}
      </p>
      <Notice kind="info" announce={false} className={styles.note}>
        <p>{M.premiumNote}</p>
      </Notice>
      <div className={styles.tables}>
        <ReportTable table="days" caption={M.daysCaption} keyLabel={M.columnDay} rowName={(r) => displayDateText(r.key)} rows={report.days} period={period} area={area} />
        <ReportTable table="carriers" caption={M.carriersCaption} keyLabel={M.columnCarrierName} rowName={(r) => r.name ?? M.unknownCarrier} rows={report.carriers} period={period} area={area} />
        <ReportTable table="categories" caption={M.categoriesCaption} keyLabel={M.columnPlanCategory} rowName={(r) => categoryLabel(r.key)} rows={report.categories} period={period} area={area} />
        <ReportTable table="groups" caption={M.groupsCaption} keyLabel={M.columnGroupName} rowName={(r) => r.name ?? M.noGroupRow} rows={report.groups} period={period} area={area} />
      </div>
    </>
  );
}

/**
 * /admin, the console's home (issue 25 item 5): completed enrollments and their monthly premium in a period (the last
 * 30 days unless chosen), by day, carrier, plan category and group, each table with its CSV. Days are whole UTC days.
 * In the staff's area (/admin/staff-reports) the same page for a rep's members or a group administrator's group.
 */
export function ReportsView({ area }: { area: ConsoleArea }) {
  const today = utcDay(new Date());
  const [period, setPeriod] = usePeriod(today);
  const report = useReport(period, area);
  const refused = report.isError ? refusedOf(report.error) : undefined;
  const lead = area === 'admin' ? M.reportsLead : <StaffRoleText rep={M.staffReportsLead} group={M.groupReportsLead} />;
  return (
    <AdminPage title={M.navReports} lead={lead} actions={area === 'staff' && <StaffHomeLink />}>
      <PeriodForm current={period} today={today} onApply={setPeriod} refused={refused} />
      <div aria-busy={report.isFetching} className={styles.result}>
        {report.isPending ? (
          <InfoMessage>{M.loadingReports}</InfoMessage>
        ) : refused ? null : report.isError ? (
          <ErrorMessage message={M.reportsError} onRetry={() => void report.refetch()} retrying={report.isFetching} />
        ) : (
          <Tables report={report.data} area={area} />
        )}
      </div>
    </AdminPage>
  );
}

export default function ReportsPage() {
  return <ReportsView area="admin" />;
}
