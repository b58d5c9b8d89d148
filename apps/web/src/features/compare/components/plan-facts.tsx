import { cardFactRows, COMPARE_MESSAGES, planFactRows, type FactRow, type PlanFacts } from '@benefit-store/domain';
import styles from './plan-facts.module.css';

function FactList({ rows, compact }: { rows: FactRow[]; compact?: boolean }) {
  return (
    <dl className={compact ? styles.compact : styles.list}>
      {rows.map((row) => (
        <div key={row.key} className={styles.row}>
          <dt className={styles.term}>{row.label}</dt>
          <dd className={styles.value}>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The two facts that matter most for the plan's category, on its card. */
export function CardFacts({ facts }: { facts: PlanFacts | null | undefined }) {
  if (!facts) return null;
  return <FactList rows={cardFactRows(facts)} compact />;
}

/** Every benefit fact of a plan, for the plan page. */
export function PlanFactsSection({ facts }: { facts: PlanFacts | null | undefined }) {
  if (!facts) return null;
  return (
    <section className={styles.section} aria-labelledby="plan-facts">
      <h2 id="plan-facts" className={styles.heading}>
        {COMPARE_MESSAGES.factsHeading}
      </h2>
      <FactList rows={planFactRows(facts)} />
    </section>
  );
}
