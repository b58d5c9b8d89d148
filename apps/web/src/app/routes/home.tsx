import { Link } from 'react-router';
import { WEB_MESSAGES, STORE_WEB_MESSAGES } from '@benefit-store/domain';
import { plansHref } from '../../features/catalog/plans-href';
import { useGroupMenu } from '../../features/sites/api/get-group-menu';
import { useClientState } from '../../lib/client-state';
import { LandingRoute } from './landing';
import styles from './site-entry.module.css';

/** The group's plan menu (get-group-menu) above the landing, for a visitor in a group's store. */
function GroupPlans({ groupId }: { groupId: number }) {
  const fromSite = useClientState((s) => s.fromSite);
  const menu = useGroupMenu(groupId, fromSite);
  return (
    <section className={styles.groupBand} aria-labelledby="group-plans-title">
      <div className={styles.groupInner}>
        <h2 className={styles.groupTitle} id="group-plans-title">
          {menu.data ? STORE_WEB_MESSAGES.plansOfferedBy({ group: menu.data.gname }) : STORE_WEB_MESSAGES.plansOfferedByEmployer}
        </h2>
        {menu.isLoading && <p role="status">{WEB_MESSAGES.loading}</p>}
        {menu.isError && (
          <p role="alert">
            {WEB_MESSAGES.menuFailed}{' '}
            <button type="button" onClick={() => void menu.refetch()}>
              {WEB_MESSAGES.retry}
            </button>
          </p>
        )}
        {menu.data && menu.data.menu.length === 0 && <p>{STORE_WEB_MESSAGES.noGroupPlans}</p>}
        {menu.data && menu.data.menu.length > 0 && (
          <ul className={styles.chips}>
            {menu.data.menu.map((item) => (
              <li key={item.category}>
                <Link to={plansHref(item.category)}>{item.label}</Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

/** /home — the start of direct enrollment: the storefront landing of the resolved site (with its group's plans). */
export function HomeRoute() {
  const groupId = useClientState((s) => s.group_id);
  // The form first (a phone's first screen), then the group's plans in place of the category grid: the categories are
  // listed once on the page, not in both.
  return <LandingRoute categories={groupId !== null ? <GroupPlans groupId={groupId} /> : undefined} />;
}

export const Component = HomeRoute;
