import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { STORE_WEB_MESSAGES, WEB_MESSAGES } from '@benefit-store/domain';
import { Button } from '../ui/button';
import { ModalActions, ModalClose } from '../ui/modal';
import { Form, FormErrorSummary, SubmitButton, type FormProps } from './form';

interface ModalFormProps<TInput extends FieldValues, TContext, TOutput extends FieldValues> extends FormProps<TInput, TContext, TOutput> {
  /** Draws the failure summary's message (default: the standard error box). */
  failure?: (message: string) => ReactNode;
}

/**
 * A dialog's form (the members' Enroll Now tier picker, the Employee Enroll code): the caller's fields, the failure
 * summary, then Cancel (closes the dialog; focus goes back to its opener) and Submit (busy while the form sends).
 * Import it by its path, not from the form index: it carries the modal (Radix), which only lazily loaded code may.
 */
export function ModalForm<TInput extends FieldValues, TContext, TOutput extends FieldValues>({ failure, children, ...form }: ModalFormProps<TInput, TContext, TOutput>) {
  return (
    <Form {...form}>
      {children}
      <FormErrorSummary>{failure}</FormErrorSummary>
      <ModalActions>
        <ModalClose asChild>
          <Button variant="secondary">{STORE_WEB_MESSAGES.cancel}</Button>
        </ModalClose>
        <SubmitButton>{WEB_MESSAGES.submit}</SubmitButton>
      </ModalActions>
    </Form>
  );
}
