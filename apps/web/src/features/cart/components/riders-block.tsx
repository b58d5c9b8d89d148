import { formatMoney, type CartRider, STORE_WEB_MESSAGES, MESSAGES } from '@benefit-store/domain';
import { Button } from '../../../components/ui/button';
import { announce } from '../../../lib/announce';
import { useAddPlanToCart } from '../api/add-plan-to-cart';
import { AddPlanLabel } from './add-plan-label';
import styles from './riders-block.module.css';

function RiderItem({ rider, enrollmentId }: { rider: CartRider; enrollmentId: string }) {
  const add = useAddPlanToCart();
  const onAdd = () =>
    add.mutate(
      { enrollment_id: enrollmentId, plan_id: rider.plan_id, plan_pricing_id: rider.plan_pricing_id },
      { onSuccess: () => announce(STORE_WEB_MESSAGES.addedToCart({ planName: rider.plan_name })) },
    );
  return (
    <li className={styles.item}>
      <img className={styles.logo} src={rider.plan_logo} alt="" height={32} loading="lazy" />
      <div>
        <p className={styles.name}>{rider.plan_name}</p>
        <p className={styles.meta}>
          {STORE_WEB_MESSAGES.riderFor({ planName: rider.parent_plan_name })} {rider.plan_short_text}
        </p>
        {add.isError && (
          <p className={styles.error} role="alert">
            {add.error.message}
          </p>
        )}
      </div>
      <div className={styles.side}>
        <p className={styles.price}>{MESSAGES.pricePerMonth({ price: formatMoney(rider.price) })}</p>
        <Button variant="secondary" onClick={onAdd} busy={add.isPending}>
          <AddPlanLabel planName={rider.plan_name} />
        </Button>
      </div>
    </li>
  );
}

/** Additional Riders: optional add-ons of the plans in the cart, each addable here. */
export function RidersBlock({ riders, enrollmentId }: { riders: CartRider[]; enrollmentId: string }) {
  return (
    <section className={styles.block} aria-labelledby="riders-title">
      <h2 id="riders-title" className={styles.title}>
        {STORE_WEB_MESSAGES.additionalRiders}
      </h2>
      {riders.length === 0 ? (
        <p className={styles.empty}>{STORE_WEB_MESSAGES.noRiders}</p>
      ) : (
        <ul className={styles.list}>
          {riders.map((rider) => (
            <RiderItem key={rider.plan_id} rider={rider} enrollmentId={enrollmentId} />
          ))}
        </ul>
      )}
    </section>
  );
}
