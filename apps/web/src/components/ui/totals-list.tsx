import styles from './totals-list.module.css';

export interface TotalsRow {
  label: string;
  value: string;
}

/** Label and amount pairs (the cart's Order Info, the quote's totals), as a description list. */
export function TotalsList({ rows }: { rows: readonly TotalsRow[] }) {
  return (
    <dl className={styles.totals}>
      {rows.map((row) => (
        <div className={styles.row} key={row.label}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
