import { lazy, Suspense, useState, type ReactNode } from 'react';

// The dialog (and Radix with it) loads on the first click.
const PlanDetailDialog = lazy(() => import('./plan-detail-dialog').then((m) => ({ default: m.PlanDetailDialog })));

interface PlanDetailButtonProps {
  planId: number;
  planName: string;
  /** The plan's "from" price shown in the dialog; null when the caller shows its own price. */
  planPrice?: string | null;
  className?: string;
  /** The button's content; name the plan in it (visually hidden if need be) so each button is told apart. */
  children: ReactNode;
}

/** A button opening the plan's description in a dialog (More Info on a recommended card, Plan Details in the cart). */
export function PlanDetailButton({ planId, planName, planPrice = null, className, children }: PlanDetailButtonProps) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  // One button throughout (not a placeholder swapped for the dialog's trigger), so focus comes back to it on close.
  return (
    <>
      <button
        type="button"
        className={className}
        aria-haspopup="dialog"
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        {children}
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <PlanDetailDialog planId={planId} planName={planName} planPrice={planPrice} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
