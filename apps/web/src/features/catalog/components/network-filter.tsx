import { WEB_MESSAGES, STORE_WEB_MESSAGES } from '@benefit-store/domain';
import { ErrorMessage } from '../../../components/ui/status-message';
import { useSiteContext } from '../../../lib/site-context';
import { usePlanNetworks } from '../api/get-plan-network';
import styles from './network-filter.module.css';

interface NetworkFilterProps {
  value: string;
  onChange: (network: string) => void;
}

/** The medical network dropdown (get-plan-network) with Clear; shown only on the medical listing. */
export function NetworkFilter({ value, onChange }: NetworkFilterProps) {
  const context = useSiteContext();
  const networks = usePlanNetworks(context, true);
  if (networks.isError) {
    return <ErrorMessage message={networks.error.message || WEB_MESSAGES.loadFailed} onRetry={() => void networks.refetch()} retrying={networks.isFetching} />;
  }
  return (
    <div className={styles.filter}>
      <label className={styles.label} htmlFor="plan-network">
        {STORE_WEB_MESSAGES.networkLabel}
      </label>
      <div className={styles.row}>
        <select
          id="plan-network"
          className={styles.select}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          disabled={networks.isPending}
          aria-busy={networks.isPending}
        >
          <option value="">{networks.isPending ? WEB_MESSAGES.loading : STORE_WEB_MESSAGES.allNetworks}</option>
          {networks.data?.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
        <button type="button" className={styles.clear} onClick={() => onChange('')} disabled={value === ''}>
          {STORE_WEB_MESSAGES.clear}
          <span className="visually-hidden-inline"> {STORE_WEB_MESSAGES.clearNetwork}</span>
        </button>
      </div>
    </div>
  );
}
