import { lazy, Suspense, useRef, useState } from 'react';
import { PLAN_QUESTION_MESSAGES } from '@benefit-store/domain';
import { Button } from '../../../components/ui/button';

// The form (and the dialog it opens in) loads when Enroll Now is first pressed.
const PlanQuestionsDialog = lazy(() => import('./plan-questions-dialog').then((m) => ({ default: m.PlanQuestionsDialog })));

/** Enroll Now of a plan that asks its questions first (newQuestionsError): opens the plan's question form. */
export function EnrollNow({ planId, tempId }: { planId: number; tempId: string }) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button ref={ref} onClick={() => setOpen(true)} aria-haspopup="dialog">
        {PLAN_QUESTION_MESSAGES.enrollNow}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <PlanQuestionsDialog planId={planId} tempId={tempId} onClose={() => setOpen(false)} returnFocusTo={ref} />
        </Suspense>
      )}
    </>
  );
}
