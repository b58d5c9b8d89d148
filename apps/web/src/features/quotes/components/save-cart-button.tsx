import { lazy, Suspense, useRef, useState } from 'react';
import { EPROCESS, QUOTE_WEB_MESSAGES, WEB_MESSAGES } from '@benefit-store/domain';
import { Button } from '../../../components/ui/button';
import { ModalClose, ModalContent, ModalDescription, ModalRoot, ModalTitle, ModalTrigger } from '../../../components/ui/modal';
import { Skeleton } from '../../../components/ui/skeleton';
import { announce } from '../../../lib/announce';
import { useClientState } from '../../../lib/client-state';
import { usePlanCart } from '../../cart';
import { QuoteSentDialog } from './quote-sent-dialog';
import styles from './quote-dialog.module.css';

// The quote form (its form library, zod's classic API for its checks, the quote schema) loads when the modal opens or
// the button is pointed at or focused, not with every cart (docs/decisions/0070-react-in-production-and-one-bootstrap-call.md).
const loadSaveQuoteForm = () => import('./save-quote-form');
const SaveQuoteForm = lazy(() => loadSaveQuoteForm().then((m) => ({ default: m.SaveQuoteForm })));

/**
 * "Save Cart": opens the save cart / send quote modal for the stored enrollment's cart, then the 'quote sent' modal.
 * The enrollment is the stored tempId and the plans are the cart the page shows; the quote keeps the effective date
 * chosen in the cart's dropdown ('' when none). Renders nothing while there is no cart to save.
 */
export function SaveCartButton({ effectiveDate = '' }: { effectiveDate?: string }) {
  const tempId = useClientState((s) => s.tempId);
  // Only a rep quotes for a client: eprocess is rep only once a rep has signed in (staff sign-in) and started an
  // enrollment from the rep home (New Member, for a portal or one of their groups) or their members table. A rep's
  // access code only opens their storefront (decision 0052): a visitor there (eprocess applicant), like one on any
  // site, sends the plans to themselves or to someone they choose.
  const byRep = useClientState((s) => s.eprocess === EPROCESS.rep);
  const cart = usePlanCart(tempId);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);

  const plans = cart.data?.result ?? [];
  if (!tempId || plans.length === 0) return null;

  return (
    <>
      <ModalRoot open={open} onOpenChange={(next) => (busy ? undefined : setOpen(next))}>
        <ModalTrigger asChild ref={triggerRef}>
          <Button variant="secondary" onPointerEnter={() => void loadSaveQuoteForm().catch(() => undefined)} onFocus={() => void loadSaveQuoteForm().catch(() => undefined)}>
            {QUOTE_WEB_MESSAGES.saveCart}
          </Button>
        </ModalTrigger>
        <ModalContent
          size="wide"
          // After sending, focus goes to the 'quote sent' modal instead of back to the button.
          onCloseAutoFocus={(event) => sentTo !== null && event.preventDefault()}
        >
          <div className={styles.header}>
            <ModalTitle className={styles.title}>{QUOTE_WEB_MESSAGES.saveCartTitle}</ModalTitle>
            <ModalClose className={styles.close} aria-label={WEB_MESSAGES.close}>
              <span aria-hidden="true">×</span>
            </ModalClose>
          </div>
          <ModalDescription className={styles.description}>
            {byRep ? QUOTE_WEB_MESSAGES.saveCartLead : QUOTE_WEB_MESSAGES.saveCartLeadVisitor}
          </ModalDescription>
          <Suspense
            fallback={
              <div aria-busy="true">
                <Skeleton height="16rem" />
              </div>
            }
          >
            <SaveQuoteForm
              enrollmentId={tempId}
              effectiveDate={effectiveDate}
              plans={plans.map((p) => ({ plan_id: p.plan_id, plan_pricing_id: p.plan_pricing_id }))}
              onBusyChange={setBusy}
              onSent={(email) => {
                setSentTo(email);
                setOpen(false);
                announce(QUOTE_WEB_MESSAGES.quoteSentTo({ email }));
              }}
            />
          </Suspense>
        </ModalContent>
      </ModalRoot>
      <QuoteSentDialog
        email={sentTo}
        onClose={() => {
          setSentTo(null);
          triggerRef.current?.focus();
        }}
      />
    </>
  );
}
