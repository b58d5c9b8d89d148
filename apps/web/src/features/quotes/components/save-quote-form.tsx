import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  QUOTE_EMAIL_MAX,
  QUOTE_MESSAGE_MAX,
  QUOTE_NAME_MAX,
  QuoteFormSchema,
  WEB_MESSAGES,
  type QuoteForm,
  type QuoteFormInput,
} from '@benefit-store/domain';
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
  plans: SaveQuoteInput['plans'];
  onSent: (email: string) => void;
  /** Tells the dialog a call is running, so it is not closed half-way. */
  onBusyChange: (busy: boolean) => void;
}

/** Name, E-mail and Message, with Preview (the e-mail in a pane) and Send (save-enrollment). */
export function SaveQuoteForm({ enrollmentId, plans, onSent, onBusyChange }: SaveQuoteFormProps) {
  const save = useSaveQuote();
  const preview = useQuotePreview();
  const [previewed, setPreviewed] = useState<QuoteForm | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<QuoteFormInput, unknown, QuoteForm>({ resolver, defaultValues: EMPTY });

  const showPreview = (form: QuoteForm) => {
    setPreviewed(form);
    preview.mutate(
      { enrollmentId, form },
      // Field errors of the preview call belong under the fields, like those of Send.
      { onError: (error) => void applyServerFieldErrors(error, setError, FIELDS) },
    );
  };

  const send = (form: QuoteForm) => {
    if (save.isPending) return;
    onBusyChange(true);
    save.mutate(
      { enrollmentId, form, plans },
      {
        onSuccess: (data) => onSent(data.result.email),
        onError: (error) => {
          // The spec shows a save-enrollment failure that names no field under the e-mail field.
          if (!applyServerFieldErrors(error, setError, FIELDS)) setError('email', { type: 'server', message: error.message }, { shouldFocus: true });
        },
        onSettled: () => onBusyChange(false),
      },
    );
  };

  // Field errors of the preview are shown under the fields; any other failure is shown in the pane.
  const previewError =
    preview.isError && !(isApiError(preview.error) && preview.error.fieldErrors.length > 0) ? preview.error.message || WEB_MESSAGES.loadFailed : null;

  return (
    <>
      <form className={styles.form} onSubmit={handleSubmit(send)} noValidate aria-busy={save.isPending}>
        <FormField id="quote-name" label="Name" error={errors.name?.message}>
          {(control) => <input {...control} {...register('name')} type="text" autoComplete="name" maxLength={QUOTE_NAME_MAX} />}
        </FormField>
        <FormField id="quote-email" label="E-mail" error={errors.email?.message}>
          {(control) => <input {...control} {...register('email')} type="email" autoComplete="email" maxLength={QUOTE_EMAIL_MAX} />}
        </FormField>
        <FormField id="quote-message" label="Message (optional)" error={errors.message?.message}>
          {(control) => (
            <textarea {...control} {...register('message')} className={`${control.className} ${styles.textarea}`} maxLength={QUOTE_MESSAGE_MAX} />
          )}
        </FormField>
        <ModalActions className={styles.actions}>
          <Button variant="secondary" onClick={handleSubmit(showPreview)} busy={preview.isPending}>
            {WEB_MESSAGES.preview}
          </Button>
          <Button type="submit" busy={save.isPending}>
            {WEB_MESSAGES.send}
          </Button>
        </ModalActions>
      </form>
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
