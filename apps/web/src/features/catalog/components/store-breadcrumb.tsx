import { Link } from 'react-router';
import { useShallow } from 'zustand/react/shallow';
import { EPROCESS, homePath, STORE_WEB_MESSAGES, WEB_MESSAGES } from '@benefit-store/domain';
import { useClientState } from '../../../lib/client-state';
import styles from './store-breadcrumb.module.css';

/**
 * The store's breadcrumb (spec 000 section 2): Home > Current Member (if available) > Plans > Plan Details, then Cart
 * on the cart. Home leads by the stored context (homePath), Plans to the menu's category; on the cart, Plan Details
 * links to the plan last opened (shown only when there is one).
 */
export function StoreBreadcrumb({ current }: { current: 'planDetails' | 'cart' }) {
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
        {current === 'cart' && s.planId !== null && s.planName && (
          <li>
            <Link to={`/plan/${s.planId}/${encodeURIComponent(s.planName)}`}>{STORE_WEB_MESSAGES.planDetails}</Link>
          </li>
        )}
        <li>
          <span aria-current="page">{current === 'cart' ? WEB_MESSAGES.cart : STORE_WEB_MESSAGES.planDetails}</span>
        </li>
      </ol>
    </nav>
  );
}
