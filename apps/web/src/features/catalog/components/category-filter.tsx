import { useState } from 'react';
import { WEB_MESSAGES, STORE_WEB_MESSAGES } from '@benefit-store/domain';
import { Skeleton } from '../../../components/ui/skeleton';
import { ErrorMessage, InfoMessage } from '../../../components/ui/status-message';
import { useLeftSideFilterFields } from '../api/get-left-side-filter-fields';
import styles from './category-filter.module.css';

interface CategoryFilterProps {
  enrollmentId: string;
  selected: readonly string[];
  onChange: (categories: string[]) => void;
}

/** The side category filter: a checkbox per category with plans for the visitor; none checked shows every category. */
export function CategoryFilter({ enrollmentId, selected, onChange }: CategoryFilterProps) {
  const fields = useLeftSideFilterFields(enrollmentId);
  // On narrow screens the list folds away behind a toggle so the plans are not pushed below fourteen checkboxes.
  const [expanded, setExpanded] = useState(false);
  let body;
  if (fields.isPending) {
    body = (
      <div className={styles.loading} aria-busy="true">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} height="1.5rem" />
        ))}
      </div>
    );
  } else if (fields.isError) {
    body = <ErrorMessage message={fields.error.message || WEB_MESSAGES.loadFailed} onRetry={() => void fields.refetch()} retrying={fields.isFetching} />;
  } else if (fields.data.result.categories.length === 0) {
    body = <InfoMessage>{STORE_WEB_MESSAGES.noCategoriesForSelection}</InfoMessage>;
  } else {
    const toggle = (category: string, checked: boolean) =>
      onChange(checked ? [...selected, category] : selected.filter((c) => c !== category));
    body = (
      <ul className={styles.list}>
        {fields.data.result.categories.map((c) => (
          <li key={c.category}>
            <label className={styles.option}>
              <input type="checkbox" checked={selected.includes(c.category)} onChange={(e) => toggle(c.category, e.target.checked)} />
              <span>{c.label}</span>
              <span className={styles.count} aria-hidden="true">
                {c.plan_count}
              </span>
              <span className="visually-hidden-inline">, {STORE_WEB_MESSAGES.categoryPlanCount({ count: c.plan_count })}</span>
            </label>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <fieldset className={styles.filter}>
      <legend className={styles.legend}>{STORE_WEB_MESSAGES.categories}</legend>
      <button type="button" className={styles.toggle} aria-expanded={expanded} aria-controls="category-filter-options" onClick={() => setExpanded((v) => !v)}>
        {expanded ? STORE_WEB_MESSAGES.hideCategories : STORE_WEB_MESSAGES.filterByCategory({ chosen: selected.length })}
      </button>
      <div id="category-filter-options" className={expanded ? styles.options : `${styles.options} ${styles.folded}`}>
        {body}
        {selected.length > 0 && (
          <button type="button" className={styles.clear} onClick={() => onChange([])}>
            {STORE_WEB_MESSAGES.showAllCategories}
          </button>
        )}
      </div>
    </fieldset>
  );
}
