import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CONSOLE_SITES_MESSAGES as M } from '@benefit-store/domain';
import { ErrorMessage, InfoMessage } from '../../../../components/ui/status-message';
import { isApiError } from '../../../../lib/api-error';
import { AdminPage, useDocumentTitle } from '../../shell/admin-page';
import styles from './record-page.module.css';

interface RecordPageProps<T> {
  /** The list this record belongs to, and the link's text back to it. */
  back: { to: string; label: string };
  /** The section's name (the tab's title while the record loads). */
  section: string;
  query: { data: T | undefined; isPending: boolean; isError: boolean; error: unknown; isFetching: boolean; refetch: () => unknown };
  title: (record: T) => string;
  children: (record: T) => ReactNode;
}

/** One site, rep or group: a link back to its list, then its details and branding once loaded (or why not). */
export function RecordPage<T>({ back, section, query, title, children }: RecordPageProps<T>) {
  const record = query.data;
  return (
    <>
      <p className={styles.back}>
        <Link to={back.to}>{back.label}</Link>
      </p>
      {record ? (
        <AdminPage title={title(record)}>{children(record)}</AdminPage>
      ) : (
        <Pending section={section}>
          {query.isPending ? (
            <InfoMessage>{M.loadingRecord}</InfoMessage>
          ) : isApiError(query.error) && query.error.isNotFound ? (
            <ErrorMessage message={M.notFound} />
          ) : (
            <ErrorMessage message={M.detailFailed} onRetry={() => void query.refetch()} retrying={query.isFetching} />
          )}
        </Pending>
      )}
    </>
  );
}

/** Before the record's name is known, the page is named after its section. */
function Pending({ section, children }: { section: string; children: ReactNode }) {
  useDocumentTitle(section);
  return (
    <>
      <h1 className={styles.pendingTitle}>{section}</h1>
      {children}
    </>
  );
}

/** The record's fixed facts as a description list. */
export function Facts({ rows }: { rows: readonly [string, ReactNode][] }) {
  return (
    <section aria-labelledby="record-facts" className={styles.facts}>
      <h2 id="record-facts">{M.detailsHeading}</h2>
      <dl>
        {rows.map(([term, value]) => (
          <div key={term} className={styles.fact}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
