import { Link, useLocation, useSearchParams } from 'react-router';
import { categoryLabel, PLAN_CATEGORIES, WEB_MESSAGES } from '@benefit-store/domain';
import { chooseMenuItem, useClientState } from '../../../lib/client-state';
import { useSiteContext } from '../../../lib/site-context';
import { useCommonMenu } from '../api/get-common-menu';
import { plansHref } from '../plans-href';
import styles from './category-menu.module.css';

/** The site menu: Home, then the categories that have plans on this site. */
export function CategoryMenu({ onNavigate }: { onNavigate?: () => void }) {
  const context = useSiteContext();
  const tempId = useClientState((s) => s.tempId);
  const menu = useCommonMenu(context, tempId);
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const current = pathname === '/plans' ? params.get('type') : null;

  const choose = (item: string) => {
    chooseMenuItem(item);
    onNavigate?.();
  };

  return (
    <ul className={styles.list}>
      <li>
        <Link className={styles.link} to="/" aria-current={pathname === '/' ? 'page' : undefined} onClick={() => choose('home')}>
          {WEB_MESSAGES.home}
        </Link>
      </li>
      {/* While the menu loads, a bar the size of each default category's link holds its place: the menu (and so the
          header) has its final height from the first paint and pushes nothing down when it arrives. */}
      {menu.isPending &&
        PLAN_CATEGORIES.map((category) => (
          <li key={category} aria-hidden="true">
            <span className={styles.placeholder}>{categoryLabel(category)}</span>
          </li>
        ))}
      {menu.isError && (
        <li>
          <button type="button" className={styles.retry} onClick={() => void menu.refetch()}>
            {`${WEB_MESSAGES.menuFailed} ${WEB_MESSAGES.retry}`}
          </button>
        </li>
      )}
      {menu.data?.items.map((item) => (
        <li key={item.category}>
          <Link
            className={styles.link}
            to={plansHref(item.category)}
            aria-current={current === item.category ? 'page' : undefined}
            onClick={() => choose(item.category)}
          >
            {item.label || categoryLabel(item.category)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
