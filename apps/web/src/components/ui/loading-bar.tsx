import { WEB_MESSAGES } from '@benefit-store/domain';
import { useLoadingState } from '../../lib/loading-state';
import styles from './loading-bar.module.css';

/** A thin bar at the top while any request is in flight (or a route loads), and "Loading…" for screen readers. */
export function LoadingBar({ pending = false }: { pending?: boolean }) {
  const requests = useLoadingState((s) => s.inFlight > 0);
  const busy = requests || pending;
  return (
    <>
      {busy && <div className={styles.bar} aria-hidden="true" />}
      <div className="visually-hidden" role="status" aria-live="polite">
        {busy ? WEB_MESSAGES.loading : ''}
      </div>
    </>
  );
}
