import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { STORE_WEB_MESSAGES, WEB_MESSAGES } from '@benefit-store/domain';
import { Button } from '../ui/button';
import { ModalActions, ModalClose } from '../ui/modal';
import { Form, FormErrorSummary, SubmitButton, type FormProps } from './form';

interface ModalFormProps<TInput extends FieldValues, TContext, TOutput extends FieldValues> extends FormProps<TInput, TContext, TOutput> {
  /** Draws the failure summary's message (default: the standard error box). */
  failure?: (message: string) => ReactNode;
  /** The submit button's text (default: Submit). */
  submitLabel?: ReactNode;
  /** The closing button's text (default: Cancel). */
  cancelLabel?: ReactNode;
  /** The feature's class for the row of buttons. */
  actionsClassName?: string;
}

/**
 * A dialog's form (the members' Enroll Now tier picker, the Employee Enroll code, the plan page's dependent,
 * salary/hours and tobacco popups, the filter's Edit, the plan questions, the Enroller Code): the caller's fields, the
 * failure summary, then Cancel (closes the dialog; focus goes back to its opener) and Submit (busy while the form
 * sends).
 * Import it by its path, not from the form index: it carries the modal (Radix), which only lazily loaded code may.
 */
export function ModalForm<TInput extends FieldValues, TContext, TOutput extends FieldValues>({ failure, submitLabel = WEB_MESSAGES.submit, cancelLabel = STORE_WEB_MESSAGES.cancel, actionsClassName, children, ...form }: ModalFormProps<TInput, TContext, TOutput>) {
  return (
    <Form {...form}>
      {children}
      <FormErrorSummary>{failure}</FormErrorSummary>
      <ModalActions className={actionsClassName}>
        <ModalClose asChild>
          <Button variant="secondary">{cancelLabel}</Button>
        </ModalClose>
        <SubmitButton>{submitLabel}</SubmitButton>
      </ModalActions>
    </Form>
  );
}
