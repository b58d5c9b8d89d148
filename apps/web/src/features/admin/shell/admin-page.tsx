import { useEffect, type ReactNode } from 'react';
import { CONSOLE_MESSAGES as M } from '@benefit-store/domain';
import { InfoMessage } from '../../../components/ui/status-message';
import styles from './admin-page.module.css';

/** The browser tab names the console page, so a screen reader and a tab strip tell them apart. */
export function useDocumentTitle(page: string) {
  useEffect(() => {
    document.title = M.documentTitle({ page });
  }, [page]);
}

interface AdminPageProps {
  title: string;
  /** A line under the title. */
  lead?: ReactNode;
  /** Buttons or links beside the title (New, Export…). */
  actions?: ReactNode;
  children?: ReactNode;
}

/** A console page: its one h1 (and the tab's title), an optional lead and actions, then its content. */
export function AdminPage({ title, lead, actions, children }: AdminPageProps) {
  useDocumentTitle(title);
  return (
    <>
      <div className={styles.head}>
        <h1 className={styles.title}>{title}</h1>
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
      {lead && <p className={styles.lead}>{lead}</p>}
      {children}
    </>
  );
}

/** What a console page shows while its code loads. */
export function PageLoading() {
  return <InfoMessage>{M.loadingPage}</InfoMessage>;
}
