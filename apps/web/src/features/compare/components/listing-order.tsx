import {
  COMPARE_MESSAGES,
  DEDUCTIBLE_LIMITS,
  formatMoney,
  isNetworkType,
  isPlanSort,
  NETWORK_TYPES,
  PLAN_SORTS,
  type ListingOrder,
  type PlanSort,
} from '@benefit-store/domain';
import styles from './listing-order.module.css';

const SORT_LABELS: Record<PlanSort, () => string> = {
  recommended: () => COMPARE_MESSAGES.sortRecommended,
  'price-asc': () => COMPARE_MESSAGES.sortPriceAsc,
  'price-desc': () => COMPARE_MESSAGES.sortPriceDesc,
  name: () => COMPARE_MESSAGES.sortName,
};

interface ListingOrderProps {
  order: ListingOrder;
  onChange: (order: ListingOrder) => void;
  /** The deductible and network type filters, shown while medical plans alone are listed. */
  medicalFilters: boolean;
}

/** The listing's Sort by control and, on the medical listing, its deductible and network type filters. */
export function ListingOrderControls({ order, onChange, medicalFilters }: ListingOrderProps) {
  return (
    <div className={styles.controls}>
      <div className={styles.field}>
        <label htmlFor="plans-sort">{COMPARE_MESSAGES.sortLabel}</label>
        <select
          id="plans-sort"
          className={styles.select}
          value={order.sort}
          onChange={(e) => isPlanSort(e.target.value) && onChange({ ...order, sort: e.target.value })}
        >
          {PLAN_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {SORT_LABELS[sort]()}
            </option>
          ))}
        </select>
      </div>
      {medicalFilters && (
        <>
          <div className={styles.field}>
            <label htmlFor="plans-deductible">{COMPARE_MESSAGES.deductible}</label>
            <select
              id="plans-deductible"
              className={styles.select}
              value={order.maxDeductible ?? ''}
              onChange={(e) => onChange({ ...order, maxDeductible: e.target.value === '' ? null : Number(e.target.value) })}
            >
              <option value="">{COMPARE_MESSAGES.anyDeductible}</option>
              {DEDUCTIBLE_LIMITS.map((cents) => (
                <option key={cents} value={cents}>
                  {COMPARE_MESSAGES.deductibleAtMost({ amount: formatMoney(cents) })}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.field}>
            <label htmlFor="plans-network-type">{COMPARE_MESSAGES.networkType}</label>
            <select
              id="plans-network-type"
              className={styles.select}
              value={order.networkType ?? ''}
              onChange={(e) => onChange({ ...order, networkType: isNetworkType(e.target.value) ? e.target.value : null })}
            >
              <option value="">{COMPARE_MESSAGES.anyNetworkType}</option>
              {NETWORK_TYPES.map((type) => (
                <option key={type} value={type}>
                  {type}
                </option>
              ))}
            </select>
          </div>
        </>
      )}
    </div>
  );
}
