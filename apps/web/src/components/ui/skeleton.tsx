import styles from './skeleton.module.css';

/** A grey placeholder while content loads; hidden from assistive technology (the page says "Loading…" once). */
export function Skeleton({ height = '1rem', width = '100%' }: { height?: string; width?: string }) {
  return <span className={styles.skeleton} style={{ height, width }} aria-hidden="true" />;
}
