import type { RefObject } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES, POPUP_MESSAGES, TobaccoAnswerSchema, type TobaccoAnswer, type TobaccoAnswerInput } from '@benefit-store/domain';
import { useFieldError, useFormApi } from '../../../components/form';
import { ModalForm } from '../../../components/form/modal-form';
import { QueryDialog } from '../../../components/ui/query-dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { announce } from '../../../lib/announce';
import { useTobacco } from './api/get-tobacco';
import { useSaveFilterAnswers } from './api/save-answers';
import styles from './popup.module.css';

interface TobaccoDialogProps {
  tempId: string;
  onClose: () => void;
  /** After a save (the prices reload then): the caller moves focus once they have (a listed card's Add to cart). */
  onSaved?: () => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

/** One question: one field-high skeleton while the stored answer loads. */
const oneQuestionLoading = <Skeleton height="2.75rem" />;

/** The tobacco popup (smokerError "by clicking here"): Yes or No, saved on the enrollment (is_smoker); the prices reload. */
export function TobaccoDialog({ tempId, onClose, onSaved, returnFocusTo }: TobaccoDialogProps) {
  const stored = useTobacco(tempId);
  // Saved: the popup closes, then the caller learns of it.
  const done = () => {
    onClose();
    onSaved?.();
  };
  return (
    <QueryDialog title={POPUP_MESSAGES.tobaccoTitle} lead={POPUP_MESSAGES.tobaccoLead} classes={styles} query={stored} placeholder={oneQuestionLoading} onClose={onClose} returnFocusTo={returnFocusTo}>
      {(data) => <TobaccoForm tempId={tempId} stored={data} onDone={done} />}
    </QueryDialog>
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
    <ModalForm
      form={form}
      submitLabel={POPUP_MESSAGES.save}
      serverFields={['is_smoker']}
      onSubmit={async (values) => {
        await save.mutateAsync(values);
        announce(POPUP_MESSAGES.answerSaved);
        onDone();
      }}
    >
      <TobaccoChoices />
    </ModalForm>
  );
}
