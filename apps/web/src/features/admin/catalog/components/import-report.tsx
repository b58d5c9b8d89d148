import type { Ref } from 'react';
import { CONSOLE_CATALOG_MESSAGES as M, formatMoney, type ImportReport } from '@benefit-store/domain';
import styles from '../catalog.module.css';

/** How many names a cell lists before "and N more". */
const NAMES_SHOWN = 8;

function Names({ names }: { names: readonly string[] }) {
  if (names.length === 0) return <span className={styles.muted}>0</span>;
  const shown = names.slice(0, NAMES_SHOWN);
  const more = names.length - shown.length;
  return (
    <>
      <strong>{names.length}</strong>{' '}
      <span className={styles.muted}>
        ({shown.join(', ')}
        {more > 0 ? ` ${M.moreNames({ n: more })}` : ''})
      </span>
    </>
  );
}

const price = (cents: number | null) => (cents === null ? M.noPrice : formatMoney(cents));

/** The one-line verdict of a report, for its alert: errors, nothing to change, what applying would do, or what it did. */
export function reportSummary(report: ImportReport): string {
  const { added, changed, removed } = report.totals;
  if (report.errors.length > 0) return M.summaryErrors({ n: report.errors.length });
  if (report.applied) return M.summaryApplied({ added, changed, removed });
  if (added + changed + removed === 0 && report.entities.every((e) => e.retired.length === 0)) return M.summaryNothing;
  return M.summaryClean({ added, changed, removed });
}

interface ImportReportViewProps {
  report: ImportReport;
  /** The report's heading takes focus when it appears, so a screen reader reads the result next. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/**
 * An import's report (a dry run's or an applied import's): a summary alert, every error with its file, line or path
 * and message, the changes per kind of entry, and each changed rate with its old and new price.
 */
export function ImportReportView({ report, headingRef }: ImportReportViewProps) {
  const failed = report.errors.length > 0;
  const changedEntities = report.entities.filter((e) => e.added.length + e.changed.length + e.removed.length + e.retired.length > 0);
  return (
    <section className={styles.section} aria-labelledby="import-report-title">
      <h2 id="import-report-title" ref={headingRef} tabIndex={-1} className={styles.report}>
        {report.applied ? M.appliedTitle : M.reportTitle}
      </h2>
      <p className={`${styles.summary} ${failed ? styles.summaryError : styles.summaryOk}`} role={failed ? 'alert' : 'status'}>
        {reportSummary(report)}
      </p>

      {failed && (
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a focusable scroll container, as axe's scrollable-region-focusable asks
        <div className={styles.scroll} role="region" aria-label={M.errorsCaption} tabIndex={0}>
          <table className={styles.table}>
            <caption>{M.errorsCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{M.columnFile}</th>
                <th scope="col">{M.columnWhere}</th>
                <th scope="col">{M.columnMessage}</th>
              </tr>
            </thead>
            <tbody>
              {report.errors.map((error, i) => (
                <tr key={`${error.file}-${error.line ?? ''}-${error.path ?? ''}-${i}`}>
                  <th scope="row" className={styles.nowrap}>
                    {error.file}
                  </th>
                  <td className={styles.nowrap}>{error.line !== null ? M.lineNumber({ n: error.line }) : error.path ?? M.wholeFile}</td>
                  <td>{error.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      {changedEntities.length > 0 && (
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a focusable scroll container, as axe's scrollable-region-focusable asks
        <div className={styles.scroll} role="region" aria-label={M.entitiesCaption} tabIndex={0}>
          <table className={styles.table}>
            <caption>{M.entitiesCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{M.columnEntity}</th>
                <th scope="col">{M.columnAdded}</th>
                <th scope="col">{M.columnChanged}</th>
                <th scope="col">{M.columnRemoved}</th>
                <th scope="col">{M.columnRetired}</th>
              </tr>
            </thead>
            <tbody>
              {changedEntities.map((entity) => (
                <tr key={entity.entity}>
                  <th scope="row">{entity.entity}</th>
                  <td>
                    <Names names={entity.added} />
                  </td>
                  <td>
                    <Names names={entity.changed} />
                  </td>
                  <td>
                    <Names names={entity.removed} />
                  </td>
                  <td>
                    <Names names={entity.retired} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      {report.rate_changes.length > 0 && (
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a focusable scroll container, as axe's scrollable-region-focusable asks
        <div className={styles.scroll} role="region" aria-label={M.rateChangesCaption} tabIndex={0}>
          <table className={styles.table}>
            <caption>{M.rateChangesCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{M.columnPlanSlug}</th>
                <th scope="col">{M.columnCell}</th>
                <th scope="col" className={styles.num}>
                  {M.columnOldPrice}
                </th>
                <th scope="col" className={styles.num}>
                  {M.columnNewPrice}
                </th>
              </tr>
            </thead>
            <tbody>
              {report.rate_changes.map((change, i) => (
                <tr key={`${change.plan}-${change.cell}-${i}`}>
                  <th scope="row">{change.plan}</th>
                  <td>{change.cell}</td>
                  <td className={styles.num}>{price(change.old_cents)}</td>
                  <td className={styles.num}>{price(change.new_cents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
