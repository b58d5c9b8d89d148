import { useShallow } from 'zustand/react/shallow';
import { OPEN_TYPE } from '@benefit-store/domain';
import { useClientState } from '../../../lib/client-state';
import styles from './cart-view.module.css';

/**
 * The selected group, member and portal. On the premier site (the default host) the line shows only when the
 * store was opened as a group's (open type group), as the spec says.
 */
export function CartContextLine({ premierSite }: { premierSite: boolean }) {
  const s = useClientState(useShallow((state) => ({ gname: state.gname, username: state.username, portal: state.portal_name, openType: state.open_type })));
  if (premierSite && s.openType !== OPEN_TYPE.group) return null;
  const parts = [
    ['Group', s.gname],
    ['Member', s.username],
    ['Portal', s.portal],
  ].filter((p): p is [string, string] => Boolean(p[1]));
  if (parts.length === 0) return null;
  return (
    <p className={styles.context}>
      {parts.map(([label, value]) => (
        <span key={label}>
          <strong>{label}:</strong> {value}
        </span>
      ))}
    </p>
  );
}
