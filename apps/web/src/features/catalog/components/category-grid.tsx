import { Link } from 'react-router';
import { CATEGORY_ICON_SPRITE, categoryIconPath, categoryLabel, isPlanCategory, type Category, WEB_MESSAGES } from '@benefit-store/domain';
import { Skeleton } from '../../../components/ui/skeleton';
import { ErrorMessage } from '../../../components/ui/status-message';
import { usePlanCategories } from '../api/get-plan-category';
import { plansHref } from '../plans-href';
import styles from './category-grid.module.css';

/**
 * A category's icon: the store's own drawn from the one sprite that holds them all (domain CATEGORY_ICON_SPRITE), any
 * other address the catalog gives as an image of its own. Decorative: the card's heading names the category.
 */
function CategoryIcon({ category }: { category: Category }) {
  const code = category.category;
  if (isPlanCategory(code) && (!category.icon || category.icon === categoryIconPath(code))) {
    return (
      <svg className={styles.icon} width={48} height={48} aria-hidden="true" focusable="false">
        <use href={`${CATEGORY_ICON_SPRITE}#${code}`} />
      </svg>
    );
  }
  if (!category.icon) return null;
  return (
    <img
      className={styles.icon}
      src={category.icon}
      alt=""
      width={48}
      height={48}
      loading="lazy"
      onError={(e) => (e.currentTarget.style.visibility = 'hidden')}
    />
  );
}

/** One card per plan category, each linking to its plans. */
export function CategoryGrid({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const categories = usePlanCategories();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  if (categories.isPending) {
    return (
      <ul className={styles.grid} aria-busy="true">
        {Array.from({ length: 8 }, (_, i) => (
          <li key={i} className={styles.card}>
            <Skeleton height="48px" width="48px" />
            <Skeleton height="1.25rem" width="60%" />
            <Skeleton height="2.5rem" />
          </li>
        ))}
      </ul>
    );
  }
  if (categories.isError) {
    return <ErrorMessage message={categories.error.message || WEB_MESSAGES.loadFailed} onRetry={() => void categories.refetch()} retrying={categories.isFetching} />;
  }
  return (
    <ul className={styles.grid}>
      {categories.data.map((c) => (
        <li key={c.category} className={styles.card}>
          <CategoryIcon category={c} />
          <Heading className={styles.title}>
            <Link className={styles.link} to={plansHref(c.category)}>
              {c.label || categoryLabel(c.category)}
            </Link>
          </Heading>
          {c.description && <p className={styles.description}>{c.description}</p>}
        </li>
      ))}
    </ul>
  );
}
