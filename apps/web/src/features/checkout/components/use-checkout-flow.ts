import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { EPROCESS, isBundleSuggestion, MESSAGES, TAB_ROUTES, type CheckoutType, type SuggestedPlan } from '@benefit-store/domain';
import { isApiError } from '../../../lib/api-error';
import { getClientState } from '../../../lib/client-state';
import { setEffectiveDate, setRequiredTabs } from '../../../lib/client-transitions';
import { useSiteContext } from '../../../lib/site-context';
import { useAddPlanToCart } from '../../cart';
import { useCartCheckout } from '../api/cart-checkout';
import { getDynamicTabs, requiredTabNames } from '../api/get-dynamic-tabs';
import { getSuggestedPlans } from '../api/get-suggested-plans';
import { saveScreenshot } from '../../../lib/screenshot/save-screenshot';
import { whenIdle } from '../../../lib/after-paint';
import { preloadPage } from '../../../app/page-preload';
import { snapshotElement, snapshotToPng, type Snapshot } from '../../../lib/screenshot/capture-element';

export type CheckoutStep =
  | { kind: 'idle' }
  | { kind: 'suggest'; plan: SuggestedPlan; next: SuggestedPlan | null }
  | { kind: 'confirm' };

const FIRST_STEP = `/enrollment/${TAB_ROUTES.primary_info}`;

/** Renders and sends the picture once the first step has rendered (the browser is idle); a failure is only logged, as it must never block. */
async function sendScreenshot(enrollmentId: string, snapshot: Snapshot | null) {
  if (!snapshot) return;
  try {
    await whenIdle();
    const image = await snapshotToPng(snapshot);
    if (image) await saveScreenshot({ enrollment_id: enrollmentId, name: 'cart', image });
  } catch (error) {
    console.warn('The cart screenshot was not saved', error);
  }
}

/**
 * Proceed to Checkout: the member process first sees the term-life and then the dental or vision bundle popups;
 * other processes see the 'effective as of' confirmation. Checkout itself stores the date, asks for the wizard's tabs,
 * goes to the first step without waiting for them, and sends the cart screenshot once the browser is idle.
 */
export function useCheckoutFlow(enrollmentId: string, effectiveDate: string, captureId: string, onDateError: (message: string) => void) {
  const navigate = useNavigate();
  const site = useSiteContext();
  const checkout = useCartCheckout();
  const add = useAddPlanToCart();
  const [step, setStep] = useState<CheckoutStep>({ kind: 'idle' });
  const [loadingSuggestions, setLoadingSuggestions] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const busy = useRef(false);

  const finish = (type: CheckoutType) => {
    if (busy.current) return;
    busy.current = true;
    setError(null);
    // The wizard's code loads while checkout answers, so the first step follows without a wait.
    void preloadPage(FIRST_STEP);
    checkout.mutate(
      { enrollment_id: enrollmentId, effective_date: effectiveDate, type },
      {
        onSuccess: (result) => {
          const element = document.getElementById(captureId);
          const snapshot = element ? snapshotElement(element) : null;
          setEffectiveDate(result.effective_date);
          // The stored nav_array, beside the navigation: the wizard reads its tabs from each step's own answer, so the
          // first step does not wait for this call.
          getDynamicTabs(enrollmentId).then(
            (tabs) => setRequiredTabs(requiredTabNames(tabs)),
            (tabsError: unknown) => console.warn('The wizard tabs were not loaded', tabsError),
          );
          busy.current = false;
          void navigate(FIRST_STEP);
          void sendScreenshot(enrollmentId, snapshot);
        },
        onError: (failure) => {
          busy.current = false;
          setStep({ kind: 'idle' });
          const dateError = isApiError(failure) ? failure.fieldErrors.find((f) => f.target_element === 'effective_date') : undefined;
          if (dateError) onDateError(dateError.error_message);
          else setError(failure.message);
        },
      },
    );
  };

  const showSuggestion = (plan: SuggestedPlan | null, next: SuggestedPlan | null) => {
    if (plan) setStep({ kind: 'suggest', plan, next });
    else finish('member');
  };

  const proceed = async () => {
    setError(null);
    if (!effectiveDate) {
      onDateError(MESSAGES.fieldRequired);
      return;
    }
    if (getClientState().eprocess !== EPROCESS.applicant) {
      setStep({ kind: 'confirm' });
      return;
    }
    setLoadingSuggestions(true);
    let list: SuggestedPlan[] = [];
    try {
      list = (await getSuggestedPlans(enrollmentId, site)).filter((s) => s.pop_up_display);
    } catch (suggestError) {
      // The popups are offers: without them the member goes straight on to checkout.
      console.warn('Suggested plans could not be loaded', suggestError);
    } finally {
      setLoadingSuggestions(false);
    }
    const termLife = list.find((s) => s.suggestion === 'term_life') ?? null;
    const bundle = list.find((s) => isBundleSuggestion(s.suggestion)) ?? null;
    if (termLife) showSuggestion(termLife, bundle);
    else showSuggestion(bundle, null);
  };

  const acceptSuggestion = (plan: SuggestedPlan, next: SuggestedPlan | null) =>
    add.mutate(
      { enrollment_id: enrollmentId, plan_id: plan.plan_id_1, plan_pricing_id: plan.plan_pricing_id_1 },
      // A bundle covers both dental and vision: after adding one, the other suggestion is not needed.
      { onSuccess: () => showSuggestion(plan.suggestion === 'term_life' ? next : null, null) },
    );

  const declineSuggestion = (next: SuggestedPlan | null) => showSuggestion(next, null);

  const close = () => {
    if (checkout.isPending || add.isPending) return;
    add.reset();
    setStep({ kind: 'idle' });
  };

  return {
    step,
    proceed,
    finish,
    acceptSuggestion,
    declineSuggestion,
    close,
    busy: checkout.isPending || loadingSuggestions,
    checkoutPending: checkout.isPending,
    adding: add.isPending,
    addError: add.isError ? add.error.message : null,
    error,
  };
}
