import { CONSOLE_REPORT_MESSAGES as M, formatMoney, type ReportPeriod, type ReportRow, type ReportTable as Table } from '@benefit-store/domain';
import type { ConsoleArea } from '../shell/staff-area';
import { reportCsvUrl } from './api/get-report';
import styles from './reports-page.module.css';

interface ReportTableProps {
  table: Table;
  caption: string;
  /** The first column's header and how a row names itself in it (a day, a carrier, a category, a group). */
  keyLabel: string;
  rowName: (row: ReportRow) => string;
  rows: ReportRow[];
  period: ReportPeriod;
  area: ConsoleArea;
}

/**
 * One report table (caption, a row per day, carrier, category or group, counts and premium aligned right) with its
 * Download CSV link: a real link to the same table for the same period, so the file holds the numbers shown.
 */
export function ReportTable({ table, caption, keyLabel, rowName, rows, period, area }: ReportTableProps) {
  const captionId = `report-${table}-caption`;
  return (
    // A plain block: the scroll region inside carries the caption's name (two regions of one name fail axe's landmark-unique).
    <div className={styles.section}>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a focusable scroll container, as axe's scrollable-region-focusable asks */}
      <div className={styles.scroll} role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className={styles.table}>
          <caption id={captionId}>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{keyLabel}</th>
              <th scope="col" className={styles.num}>
                {M.columnCompletions}
              </th>
              <th scope="col" className={styles.num}>
                {M.columnPremium}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={3}>{M.noCompletions}</td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr key={row.key}>
                  <th scope="row">{rowName(row)}</th>
                  <td className={styles.num}>{row.enrollments}</td>
                  <td className={styles.num}>{formatMoney(row.premium_cents)}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <p className={styles.download}>
        <a href={reportCsvUrl(table, period, area)} download aria-label={M.downloadCsvLabel({ table: caption })}>
          {M.downloadCsv}
        </a>
      </p>
    </div>
  );
}
