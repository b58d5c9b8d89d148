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
  const button = (busy: boolean, onClick?: () => void) => (
    <button type="button" className={className} onClick={onClick} aria-busy={busy || undefined}>
      {children}
    </button>
  );
  if (!wanted) {
    return button(false, () => {
      setWanted(true);
      setOpen(true);
    });
  }
  return (
    <Suspense fallback={button(true)}>
      <PlanDetailDialog planId={planId} planName={planName} planPrice={planPrice} open={open} onOpenChange={setOpen} trigger={button(false)} />
    </Suspense>
  );
}
