import { useState } from 'react';
import { EPROCESS, formatMoney, MESSAGES, POPUP_MESSAGES, STORE_WEB_MESSAGES, type SuggestedPlan } from '@benefit-store/domain';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ModalActions, ModalContent, ModalDescription, ModalRoot, ModalTitle } from '../../../components/ui/modal';
import { announce } from '../../../lib/announce';
import { getClientState } from '../../../lib/client-state';
import { AddPlanLabel, useAddPlanToCart } from '../../cart';
import { getSuggestedPlansAfterAdd } from './api/get-suggested-plans';
import styles from './popup.module.css';

/**
 * After a plan is added on the plan page (000 section 4, add to cart): the member process (eprocess applicant) may
 * meet a suggested-plan popup (pop_up_display set) before the cart; everyone else goes straight to the cart. A
 * failure to load the suggestions never holds the visitor back: they are offers.
 */
export function useUpsellAfterAdd(tempId: string, goToCart: () => void) {
  const [offer, setOffer] = useState<SuggestedPlan | null>(null);
  const onAdded = async (planId: number) => {
    if (getClientState().eprocess !== EPROCESS.applicant) return goToCart();
    let first: SuggestedPlan | undefined;
    try {
      first = (await getSuggestedPlansAfterAdd(tempId, planId)).find((s) => s.pop_up_display);
    } catch (error) {
      console.warn('Suggested plans could not be loaded', error);
    }
    if (first) setOffer(first);
    else goToCart();
  };
  const popup = offer && <UpsellDialog tempId={tempId} offer={offer} onDone={goToCart} />;
  return { onAdded: (planId: number) => void onAdded(planId), popup };
}

function UpsellDialog({ tempId, offer, onDone }: { tempId: string; offer: SuggestedPlan; onDone: () => void }) {
  const add = useAddPlanToCart();
  const accept = async () => {
    try {
      await add.mutateAsync({ enrollment_id: tempId, plan_id: offer.plan_id_1, plan_pricing_id: offer.plan_pricing_id_1 });
    } catch {
      return; // Shown in the popup.
    }
    announce(STORE_WEB_MESSAGES.addedToCart({ planName: offer.plan_name }));
    onDone();
  };
  return (
    <ModalRoot open onOpenChange={(open) => (open ? undefined : onDone())}>
      <ModalContent>
        <ModalTitle className={styles.title}>{offer.pop_up_title}</ModalTitle>
        <ModalDescription className={styles.lead}>{offer.pop_up_header}</ModalDescription>
        <div className={styles.card}>
          <img src={offer.plan_logo} alt="" height={32} />
          <strong>{offer.plan_name}</strong>
          <span>{MESSAGES.pricePerMonth({ price: formatMoney(offer.plan_price) })}</span>
          {offer.pop_up_link && (
            <Link to={offer.pop_up_link}>
              {offer.pop_up_link_description}
            </Link>
          )}
        </div>
        {add.isError && (
          <p className={styles.fieldError} role="alert">
            {add.error.message}
          </p>
        )}
        <ModalActions>
          <Button variant="secondary" onClick={onDone}>
            {POPUP_MESSAGES.noThanks}
          </Button>
          <Button onClick={() => void accept()} busy={add.isPending}>
            <AddPlanLabel planName={offer.plan_name} />
          </Button>
        </ModalActions>
      </ModalContent>
    </ModalRoot>
  );
}
