import type { RefObject } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES, POPUP_MESSAGES, STORE_WEB_MESSAGES, TobaccoAnswerSchema, WEB_MESSAGES, type TobaccoAnswer, type TobaccoAnswerInput } from '@benefit-store/domain';
import { Form, FormErrorSummary, SubmitButton, useFieldError, useFormApi } from '../../../components/form';
import { Button } from '../../../components/ui/button';
import { ModalActions, ModalClose, ModalContent, ModalDescription, ModalRoot, ModalTitle } from '../../../components/ui/modal';
import { Skeleton } from '../../../components/ui/skeleton';
import { ErrorMessage } from '../../../components/ui/status-message';
import { announce } from '../../../lib/announce';
import { useTobacco } from './api/get-tobacco';
import { useSaveFilterAnswers } from './api/save-answers';
import styles from './popup.module.css';

interface TobaccoDialogProps {
  tempId: string;
  onClose: () => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

/** The tobacco popup (smokerError "by clicking here"): Yes or No, saved on the enrollment (is_smoker); the prices reload. */
export function TobaccoDialog({ tempId, onClose, returnFocusTo }: TobaccoDialogProps) {
  const stored = useTobacco(tempId);
  return (
    <ModalRoot open onOpenChange={(open) => (open ? undefined : onClose())}>
      <ModalContent
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <ModalTitle className={styles.title}>{POPUP_MESSAGES.tobaccoTitle}</ModalTitle>
        <ModalDescription className={styles.lead}>{POPUP_MESSAGES.tobaccoLead}</ModalDescription>
        {stored.isPending ? (
          <Skeleton height="2.75rem" />
        ) : stored.isError ? (
          <ErrorMessage message={stored.error.message || WEB_MESSAGES.loadFailed} onRetry={() => void stored.refetch()} retrying={stored.isFetching} />
        ) : (
          <TobaccoForm tempId={tempId} stored={stored.data} onDone={onClose} />
        )}
      </ModalContent>
    </ModalRoot>
  );
}

function TobaccoChoices() {
  const { register } = useFormApi<TobaccoAnswerInput>();
  const error = useFieldError('is_smoker');
  const errorId = 'popup-tobacco-error';
  return (
    <fieldset className={styles.choices} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.legend}>{POPUP_MESSAGES.tobaccoQuestion}</legend>
      {(
        [
          ['1', MESSAGES.yes],
          ['0', MESSAGES.no],
        ] as const
      ).map(([value, label]) => (
        <label key={value} className={styles.choice}>
          <input type="radio" value={value} {...register('is_smoker')} />
          {label}
        </label>
      ))}
      <p id={errorId} className={styles.fieldError} role={error ? 'alert' : undefined}>
        {error}
      </p>
    </fieldset>
  );
}

function TobaccoForm({ tempId, stored, onDone }: { tempId: string; stored: 0 | 1 | null; onDone: () => void }) {
  const save = useSaveFilterAnswers(tempId);
  const form = useForm<TobaccoAnswerInput, unknown, TobaccoAnswer>({
    resolver: zodResolver(TobaccoAnswerSchema),
    defaultValues: { is_smoker: stored === null ? '' : String(stored) },
  });
  return (
    <Form
      form={form}
      serverFields={['is_smoker']}
      onSubmit={async (values) => {
        await save.mutateAsync(values);
        announce(POPUP_MESSAGES.answerSaved);
        onDone();
      }}
    >
      <TobaccoChoices />
      <FormErrorSummary />
      <ModalActions>
        <ModalClose asChild>
          <Button variant="secondary">{STORE_WEB_MESSAGES.cancel}</Button>
        </ModalClose>
        <SubmitButton>{POPUP_MESSAGES.save}</SubmitButton>
      </ModalActions>
    </Form>
  );
}
