import type { FieldValues } from 'react-hook-form';
import { STORE_WEB_MESSAGES, WEB_MESSAGES } from '@benefit-store/domain';
import { Button } from '../ui/button';
import { Form, FormErrorSummary, SubmitButton, type FormProps } from './form';

interface ChoiceFormProps<TInput extends FieldValues, TContext, TOutput extends FieldValues> extends FormProps<TInput, TContext, TOutput> {
  /** Back: to the step before, or away. */
  onBack: () => void;
  /** The class of the Back and Submit row. */
  actionsClassName?: string;
}

/**
 * A one-choice step drawn in a page (the plan page's start and the rep and group homes: a portal, a group, whom to
 * enrol): the caller's field, the failure summary, then Back and Submit (busy while the form sends).
 */
export function ChoiceForm<TInput extends FieldValues, TContext, TOutput extends FieldValues>({ onBack, actionsClassName, children, ...form }: ChoiceFormProps<TInput, TContext, TOutput>) {
  return (
    <Form {...form}>
      {children}
      <FormErrorSummary />
      <div className={actionsClassName}>
        <Button variant="secondary" onClick={onBack}>
          {STORE_WEB_MESSAGES.back}
        </Button>
        <SubmitButton>{WEB_MESSAGES.submit}</SubmitButton>
      </div>
    </Form>
  );
}
