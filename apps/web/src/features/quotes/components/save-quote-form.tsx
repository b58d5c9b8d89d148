import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { QUOTE_EMAIL_MAX, QUOTE_MESSAGE_MAX, QUOTE_NAME_MAX, QuoteFormSchema, WEB_MESSAGES, type QuoteForm, type QuoteFormInput, QUOTE_WEB_MESSAGES } from '@benefit-store/domain';
import { Form, SubmitButton, TextField, useFieldError, useFormApi } from '../../../components/form';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { ModalActions } from '../../../components/ui/modal';
import { isApiError } from '../../../lib/api-error';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { useQuotePreview } from '../api/get-quote-preview-content';
import { useSaveQuote, type SaveQuoteInput } from '../api/save-enrollment';
import { QuotePreviewPane } from './quote-preview-pane';
import styles from './quote-dialog.module.css';

const FIELDS = ['name', 'email', 'message'] as const;
const EMPTY: QuoteFormInput = { name: '', email: '', message: '' };
const resolver = zodResolver(QuoteFormSchema);

interface SaveQuoteFormProps {
  enrollmentId: string;
  /** The effective date chosen in the cart ('' for none): in the preview and kept with the quote. */
  effectiveDate?: string;
  plans: SaveQuoteInput['plans'];
  onSent: (email: string) => void;
  /** Tells the dialog a call is running, so it is not closed half-way. */
  onBusyChange: (busy: boolean) => void;
}

/** Name, E-mail and Message, with Preview (the e-mail in a pane) and Send (save-enrollment). */
export function SaveQuoteForm({ enrollmentId, effectiveDate = '', plans, onSent, onBusyChange }: SaveQuoteFormProps) {
  const save = useSaveQuote();
  const preview = useQuotePreview();
  const [previewed, setPreviewed] = useState<QuoteForm | null>(null);
  const form = useForm<QuoteFormInput, unknown, QuoteForm>({ resolver, defaultValues: EMPTY });

  const showPreview = (values: QuoteForm) => {
    setPreviewed(values);
    preview.mutate(
      { enrollmentId, form: values, effectiveDate },
      // Field errors of the preview call belong under the fields, like those of Send.
      { onError: (error) => void applyServerFieldErrors(error, form.setError, FIELDS) },
    );
  };

  const send = async (values: QuoteForm) => {
    onBusyChange(true);
    try {
      const data = await save.mutateAsync({ enrollmentId, form: values, plans, effectiveDate });
      onSent(data.result.email);
    } finally {
      onBusyChange(false);
    }
  };

  // Field errors of the preview are shown under the fields; any other failure is shown in the pane.
  const previewError =
    preview.isError && !(isApiError(preview.error) && preview.error.fieldErrors.length > 0) ? preview.error.message || WEB_MESSAGES.loadFailed : null;

  return (
    <>
      <Form
        form={form}
        className={styles.form}
        serverFields={FIELDS}
        onSubmit={send}
        onUnmappedError={(error) => {
          // The spec shows a save-enrollment failure that names no field under the e-mail field.
          form.setError('email', { type: 'server', message: error instanceof Error ? error.message : String(error) }, { shouldFocus: true });
          return null;
        }}
      >
        <TextField id="quote-name" name="name" label={QUOTE_WEB_MESSAGES.quoteNameLabel} autoComplete="name" maxLength={QUOTE_NAME_MAX} />
        <TextField id="quote-email" name="email" label={QUOTE_WEB_MESSAGES.quoteEmailLabel} type="email" autoComplete="email" maxLength={QUOTE_EMAIL_MAX} />
        <QuoteMessageField />
        <ModalActions className={styles.actions}>
          <Button variant="secondary" onClick={form.handleSubmit(showPreview)} busy={preview.isPending}>
            {QUOTE_WEB_MESSAGES.preview}
          </Button>
          <SubmitButton>{QUOTE_WEB_MESSAGES.send}</SubmitButton>
        </ModalActions>
      </Form>
      {previewed && (preview.isPending || preview.isSuccess || previewError) && (
        <QuotePreviewPane
          content={preview.data?.content}
          loading={preview.isPending}
          error={previewError}
          onRetry={() => showPreview(previewed)}
        />
      )}
    </>
  );
}

/** Message (optional): a textarea, so not the plain TextField. */
function QuoteMessageField() {
  const { register } = useFormApi<QuoteFormInput>();
  return (
    <FormField id="quote-message" label={QUOTE_WEB_MESSAGES.quoteMessageLabel} error={useFieldError('message')}>
      {(control) => <textarea {...control} {...register('message')} className={`${control.className} ${styles.textarea}`} maxLength={QUOTE_MESSAGE_MAX} />}
    </FormField>
  );
}
