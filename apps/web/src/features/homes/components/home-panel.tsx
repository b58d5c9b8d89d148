import { useEffect, useRef, type ReactNode } from 'react';
import styles from '../homes.module.css';

/**
 * One popup step of a home (the portal dropdown, the enrol choice), drawn in place of the New Member / Current Member
 * choice. Its heading takes focus when it opens, so keyboard and screen-reader users land on the new step.
 */
export function HomePanel({ id, title, lead, children }: { id: string; title: string; lead?: string; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <section className={styles.panel} aria-labelledby={id}>
      <h2 id={id} ref={heading} tabIndex={-1} className={styles.panelTitle}>
        {title}
      </h2>
      {lead && <p>{lead}</p>}
      {children}
    </section>
  );
}
