import type { ReactNode } from 'react';
import styles from './site-footer.module.css';
import { FOOTER_WEB_MESSAGES } from '@benefit-store/domain';

/** A link to another system: a new tab, no opener or referrer, and a hint for screen-reader users. */
export function NewTabLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className={styles.srOnly}> {FOOTER_WEB_MESSAGES.opensInNewTab}</span>
    </a>
  );
}
