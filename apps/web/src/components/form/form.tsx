import { createContext, useContext, useRef, useState, type FormHTMLAttributes, type ReactNode, type RefObject } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { Button } from '../ui/button';
import { ErrorMessage } from '../ui/status-message';
import { applyServerFieldErrors } from '../../lib/form-errors';

interface FormStatus {
  /** The submit handler is running: the submit button shows its busy state and ignores clicks. */
  busy: boolean;
  /** A failure that belongs to no field (shown by <FormErrorSummary />). */
  formError: string | null;
  /** The summary element, so a failed submit can move focus to it. */
  summaryRef: RefObject<HTMLDivElement | null>;
  /**
   * The form's useForm methods, for the field helpers. Passed here rather than through react-hook-form's
   * FormProvider, whose code would weigh on the landing page's budget for nothing more.
   */
  form: UseFormReturn<FieldValues> | null;
}

// Read only inside a <Form>, which always provides it.
const FormStatusContext = createContext({} as FormStatus);

/** The running state of the enclosing <Form>: for buttons and messages that are not the plain submit button. */
export const useFormStatus = () => useContext(FormStatusContext);

/** The enclosing <Form>'s useForm methods (register, formState…), like react-hook-form's useFormContext. */
export function useFormApi<T extends FieldValues = FieldValues>(): UseFormReturn<T> {
  // Null only outside a <Form>, which is a programming error the first render shows.
  return useContext(FormStatusContext).form as unknown as UseFormReturn<T>;
}

export interface FormProps<TInput extends FieldValues, TContext, TOutput extends FieldValues>
  extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'children'> {
  /** The form from useForm (the caller picks the resolver: the landing form loads zod lazily). */
  form: UseFormReturn<TInput, TContext, TOutput>;
  /** Runs with valid values; a thrown error goes under its fields (the envelope's data) or into the summary. */
  onSubmit: (values: TOutput) => Promise<unknown> | void;
  /** The field names the server's target_element may name. */
  serverFields: readonly Path<TInput>[];
  /**
   * A thrown error that named no field. Return a message for the summary, or null when the caller placed it
   * itself (e.g. under a field). Default: the error's message.
   */
  onUnmappedError?: (error: unknown) => string | null;
  children: ReactNode;
}

/**
 * Every form of the store: react-hook-form with the caller's resolver, the server's field errors under the fields,
 * a busy submit, and a failure summary a screen reader hears. Invalid fields take focus (react-hook-form's
 * shouldFocusError; the first server field error asks for focus too); a failure naming no field focuses the summary.
 * Actions are the caller's children (<SubmitButton>, or <FormActions> for a wizard step in either mode).
 */
export function Form<TInput extends FieldValues, TContext, TOutput extends FieldValues>({
  form,
  onSubmit,
  serverFields,
  onUnmappedError = (error) => (error instanceof Error ? error.message : String(error)),
  children,
  ...attributes
}: FormProps<TInput, TContext, TOutput>) {
  const [formError, setFormError] = useState<string | null>(null);
  const summaryRef = useRef<HTMLDivElement | null>(null);
  const busy = form.formState.isSubmitting;

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await onSubmit(values);
    } catch (error) {
      if (applyServerFieldErrors(error, form.setError, serverFields)) return;
      const message = onUnmappedError(error);
      if (message === null) return;
      setFormError(message);
      // Wait for the summary to render before moving focus to it.
      requestAnimationFrame(() => summaryRef.current?.focus());
    }
  });

  return (
    <FormStatusContext.Provider value={{ busy, formError, summaryRef, form: form as unknown as UseFormReturn<FieldValues> }}>
      <form
        {...attributes}
        onSubmit={(event) => {
          // A second submit while the first runs is ignored (the busy button blocks clicks; Enter does not).
          if (busy) {
            event.preventDefault();
            return;
          }
          void submit(event);
        }}
        noValidate
        aria-busy={busy}
      >
        {children}
      </form>
    </FormStatusContext.Provider>
  );
}

/**
 * The failure that names no field, announced (role=alert) and focused when a submit fails. `children` draws it
 * differently (it must keep role=alert); by default it is the store's error box.
 */
export function FormErrorSummary({ className, children }: { className?: string; children?: (message: string) => ReactNode }) {
  const { formError, summaryRef } = useFormStatus();
  if (!formError) return null;
  return (
    <div ref={summaryRef} tabIndex={-1} className={className}>
      {children ? children(formError) : <ErrorMessage message={formError} />}
    </div>
  );
}

/** The form's submit button: busy (spinner, clicks ignored) while the submit runs. */
export function SubmitButton({ children, className }: { children: ReactNode; className?: string }) {
  const { busy } = useFormStatus();
  return (
    <Button type="submit" className={className} busy={busy}>
      {children}
    </Button>
  );
}
