import { Link } from 'react-router';
import { COMPARE_MESSAGES, compareHref } from '@benefit-store/domain';
import { buttonClassName } from '../../../components/ui/button';
import { useCompareSelection } from '../compare-selection';
import styles from './compare-bar.module.css';

/** Above the listing once a plan is ticked: how many are chosen, the link to the compare page and Clear compare. */
export function CompareBar() {
  const ids = useCompareSelection((s) => s.ids);
  const clear = useCompareSelection((s) => s.clear);
  if (ids.length === 0) return null;
  return (
    <section className={styles.bar} aria-labelledby="compare-bar-title">
      <p className={styles.count} id="compare-bar-title">
        {COMPARE_MESSAGES.compareSelected({ n: ids.length })}
      </p>
      <div className={styles.actions}>
        <Link className={buttonClassName('primary')} to={compareHref(ids)}>
          {COMPARE_MESSAGES.comparePlans}
        </Link>
        <button type="button" className={buttonClassName('secondary')} onClick={clear}>
          {COMPARE_MESSAGES.clearCompare}
        </button>
      </div>
    </section>
  );
}
