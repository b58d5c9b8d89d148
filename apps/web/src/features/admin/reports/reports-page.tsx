import { useSearchParams } from 'react-router';
import {
  categoryLabel,
  CONSOLE_REPORT_MESSAGES as M,
  displayDateText,
  formatMoney,
  resolveReportPeriod,
  utcDay,
  type Report,
  type ReportPeriod,
} from '@benefit-store/domain';
import { Notice } from '../../../components/ui/notice';
import { ErrorMessage, InfoMessage } from '../../../components/ui/status-message';
import { AdminPage } from '../shell/admin-page';
import { useReport } from './api/get-report';
import { PeriodForm } from './period-form';
import { ReportTable } from './report-table';
import styles from './reports-page.module.css';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The period in the address (?from=&to=, so Back, a bookmark and the CSV links keep it); a value the server would refuse is left out. */
function usePeriod(today: string): [ReportPeriod, (period: ReportPeriod) => void] {
  const [params, setParams] = useSearchParams();
  const asked = (key: string) => {
    const value = params.get(key);
    return value && ISO_DAY.test(value) ? value : undefined;
  };
  const period = resolveReportPeriod({ from: asked('from'), to: asked('to') }, today);
  return [period, (next) => setParams({ from: next.from, to: next.to })];
}

function Tables({ report }: { report: Report }) {
  const period = { from: report.from, to: report.to };
  return (
    <>
      <p className={styles.totals}>
        {M.shownPeriod({ from: displayDateText(report.from), to: displayDateText(report.to) })}{' '}
        {M.totals({ n: report.totals.enrollments, premium: formatMoney(report.totals.premium_cents) })}
      </p>
      <Notice kind="info" announce={false} className={styles.note}>
        <p>{M.premiumNote}</p>
      </Notice>
      <div className={styles.tables}>
        <ReportTable table="days" caption={M.daysCaption} keyLabel={M.columnDay} rowName={(r) => displayDateText(r.key)} rows={report.days} period={period} />
        <ReportTable table="carriers" caption={M.carriersCaption} keyLabel={M.columnCarrierName} rowName={(r) => r.name ?? M.unknownCarrier} rows={report.carriers} period={period} />
        <ReportTable table="categories" caption={M.categoriesCaption} keyLabel={M.columnPlanCategory} rowName={(r) => categoryLabel(r.key)} rows={report.categories} period={period} />
        <ReportTable table="groups" caption={M.groupsCaption} keyLabel={M.columnGroupName} rowName={(r) => r.name ?? M.noGroupRow} rows={report.groups} period={period} />
      </div>
    </>
  );
}

/**
 * /admin, the console's home (issue 25 item 5): completed enrollments and their monthly premium in a period (the last
 * 30 days unless chosen), by day, carrier, plan category and group, each table with its CSV. Days are whole UTC days.
 */
export default function ReportsPage() {
  const today = utcDay(new Date());
  const [period, setPeriod] = usePeriod(today);
  const report = useReport(period);
  return (
    <AdminPage title={M.navReports} lead={M.reportsLead}>
      <PeriodForm key={`${period.from}/${period.to}`} current={period} today={today} onApply={setPeriod} />
      <div aria-busy={report.isFetching} className={styles.result}>
        {report.isPending ? (
          <InfoMessage>{M.loadingReports}</InfoMessage>
        ) : report.isError ? (
          <ErrorMessage message={M.reportsError} onRetry={() => void report.refetch()} retrying={report.isFetching} />
        ) : (
          <Tables report={report.data} />
        )}
      </div>
    </AdminPage>
  );
}
