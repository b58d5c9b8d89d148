import type { ReactNode } from 'react';
import { Button } from '../ui/button';
import { SubmitButton } from './form';

interface FormActionsProps {
  /** 'step': Back and Next (a wizard step on its way); 'edit': Cancel and Submit (the same step reopened to change it). */
  mode: 'step' | 'edit';
  /** Back in step mode, Cancel in edit mode; no button when absent. */
  onSecondary?: () => void;
  secondaryLabel: ReactNode;
  submitLabel: ReactNode;
  className?: string;
}

/** The two buttons under a step form; the same form is shown in either mode, only these change. */
export function FormActions({ mode, onSecondary, secondaryLabel, submitLabel, className }: FormActionsProps) {
  return (
    <div className={className} data-mode={mode}>
      {onSecondary && (
        <Button variant="secondary" onClick={onSecondary}>
          {secondaryLabel}
        </Button>
      )}
      <SubmitButton>{submitLabel}</SubmitButton>
    </div>
  );
}
