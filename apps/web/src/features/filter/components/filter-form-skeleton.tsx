import { WEB_MESSAGES } from '@benefit-store/domain';
import { Skeleton } from '../../../components/ui/skeleton';
import styles from './filter-form.module.css';
import skeletonStyles from './filter-form-skeleton.module.css';

/** The landing form's shape while its code (and the form library) loads, so nothing moves when it arrives. */
export function FilterFormSkeleton() {
  return (
    <div className={styles.form} aria-busy="true" role="status" aria-label={WEB_MESSAGES.loading}>
      {Array.from({ length: 4 }, (_, i) => (
        <div key={i} className={skeletonStyles.field}>
          <Skeleton height="1.1rem" width="50%" />
          <Skeleton height="2.75rem" />
        </div>
      ))}
      <div className={styles.actions}>
        <Skeleton height="2.75rem" />
      </div>
    </div>
  );
}
