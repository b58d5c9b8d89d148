import { Link } from 'react-router';
import { useShallow } from 'zustand/react/shallow';
import { EPROCESS, homePath, STORE_WEB_MESSAGES, WEB_MESSAGES } from '@benefit-store/domain';
import { useClientState } from '../../../lib/client-state';
import styles from './cart-breadcrumb.module.css';

/**
 * Home > Current Member (if available) > Plans > Plan Details > Cart. Home leads by the stored context (homePath);
 * Plan Details is shown when a plan was opened, as its link needs the plan.
 */
export function CartBreadcrumb() {
  const s = useClientState(
    useShallow((state) => ({
      referral: state.referral,
      open_type: state.open_type,
      eprocess: state.eprocess,
      isCurrentMemberAvailable: state.isCurrentMemberAvailable,
      planId: state.planId,
      planName: state.planName,
      menuSelectedItem: state.menuSelectedItem,
    })),
  );
  const currentMember = s.eprocess === EPROCESS.group ? '/group-select-member' : '/agent-select-member';
  const plans = s.menuSelectedItem && s.menuSelectedItem !== 'home' ? `/plans?type=${encodeURIComponent(s.menuSelectedItem)}` : '/plans';
  return (
    <nav aria-label={STORE_WEB_MESSAGES.breadcrumb} className={styles.nav}>
      <ol className={styles.list}>
        <li>
          <Link to={homePath(s)}>{WEB_MESSAGES.home}</Link>
        </li>
        {s.isCurrentMemberAvailable && (
          <li>
            <Link to={currentMember}>{STORE_WEB_MESSAGES.currentMember}</Link>
          </li>
        )}
        <li>
          <Link to={plans}>{STORE_WEB_MESSAGES.plans}</Link>
        </li>
        {s.planId !== null && s.planName && (
          <li>
            <Link to={`/plan/${s.planId}/${encodeURIComponent(s.planName)}`}>{STORE_WEB_MESSAGES.planDetails}</Link>
          </li>
        )}
        <li>
          <span aria-current="page">{WEB_MESSAGES.cart}</span>
        </li>
      </ol>
    </nav>
  );
}
