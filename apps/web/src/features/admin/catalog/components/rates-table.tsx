import {
  CONSOLE_CATALOG_MESSAGES as M,
  formatMoney,
  GENDER_LABELS,
  TIERS,
  tierLabel,
  type AdminPlanRate,
  type Gender,
  type Tier,
  WEB_MESSAGES,
} from '@benefit-store/domain';
import styles from '../catalog.module.css';

/** One row of the rates table: a rating cell (age band, gender, tobacco, state) and its price for each tier. */
interface RateRow {
  key: string;
  ageMin: number;
  ageMax: number;
  gender: number | null;
  tobacco: number | null;
  state: string | null;
  prices: Partial<Record<Tier, number>>;
}

/** The plan's rates as a tier × rating cell grid, in the order the API sends them (by age band, then "any" first). */
export function rateRows(rates: readonly AdminPlanRate[]): { tiers: Tier[]; rows: RateRow[] } {
  const rows = new Map<string, RateRow>();
  const tiers = new Set<Tier>();
  for (const rate of rates) {
    const key = [rate.age_min, rate.age_max, rate.gender ?? '', rate.tobacco ?? '', rate.state ?? ''].join('|');
    let row = rows.get(key);
    if (!row) {
      row = { key, ageMin: rate.age_min, ageMax: rate.age_max, gender: rate.gender, tobacco: rate.tobacco, state: rate.state, prices: {} };
      rows.set(key, row);
    }
    row.prices[rate.tier] = rate.price_cents;
    tiers.add(rate.tier);
  }
  return { tiers: TIERS.filter((t) => tiers.has(t)), rows: [...rows.values()] };
}

const genderText = (gender: number | null) => (gender === null ? M.anyValue : (GENDER_LABELS[gender as Gender] ?? String(gender)));
const tobaccoText = (tobacco: number | null) => (tobacco === null ? M.anyValue : tobacco === 1 ? M.tobaccoUser : M.tobaccoNonUser);

/** Every rate of a plan: one row per rating cell, one column per tier, monthly prices. */
export function RatesTable({ rates }: { rates: readonly AdminPlanRate[] }) {
  if (rates.length === 0) return <p role="status">{M.noRatesYet}</p>;
  const { tiers, rows } = rateRows(rates);
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a focusable scroll container, as axe's scrollable-region-focusable asks
    <div className={styles.scroll} role="region" aria-label={M.ratesTitle} tabIndex={0}>
      <table className={styles.table}>
        <caption>{M.ratesCaption({ n: rates.length })}</caption>
        <thead>
          <tr>
            <th scope="col">{M.columnAges}</th>
            <th scope="col">{WEB_MESSAGES.gender}</th>
            <th scope="col">{M.columnTobacco}</th>
            <th scope="col">{M.columnState}</th>
            {tiers.map((tier) => (
              <th key={tier} scope="col" className={styles.num}>
                {tierLabel(tier)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row" className={styles.nowrap}>
                {M.agesBetween({ min: row.ageMin, max: row.ageMax })}
              </th>
              <td>{genderText(row.gender)}</td>
              <td>{tobaccoText(row.tobacco)}</td>
              <td>{row.state ?? M.anyValue}</td>
              {tiers.map((tier) => {
                const cents = row.prices[tier];
                return (
                  <td key={tier} className={styles.num}>
                    {cents === undefined ? <span className={styles.muted}>{M.noPrice}</span> : formatMoney(cents)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
