import { decimalToCents, formatMoney, L713_MESSAGES, l713FeeNotes, STORE_WEB_MESSAGES, type Cart } from '@benefit-store/domain';
import styles from './order-info.module.css';

/**
 * The carrier's price explanation for the premier plan L713 (002 section 2.4) as a sum: each fee, the Union Health
 * & Welfare Contributions (the returned net price), and the plan's monthly price they add up to; then the spec's
 * listing of the fees by tier.
 */
export function L713PriceBlock({ cart }: { cart: Pick<Cart, 'l713_lines'> }) {
  const total = cart.l713_lines.reduce((sum, line) => sum + decimalToCents(line.amount), 0);
  return (
    <section className={styles.l713} aria-labelledby="l713-title">
      <h3 id="l713-title" className={styles.blockTitle}>
        {STORE_WEB_MESSAGES.l713PriceDetails}
      </h3>
      {cart.l713_lines.length > 0 && (
        <table className={styles.l713Table}>
          <tbody>
            {cart.l713_lines.map((line) => (
              <tr key={line.label}>
                <th scope="row">{line.label}</th>
                <td>{formatMoney(line.amount)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{L713_MESSAGES.monthlyPrice}</th>
              <td>{formatMoney(total)}</td>
            </tr>
          </tfoot>
        </table>
      )}
      <dl className={styles.l713List}>
        {l713FeeNotes().map((note) => (
          <div key={note.label}>
            <dt>{note.label}</dt>
            <dd>{note.text}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
