import { useId, useState, type FormEvent } from 'react';
import { CONSOLE_ENROLLMENT_MESSAGES as M, REVEAL_REASON_MAX, REVEAL_REASON_MIN } from '@benefit-store/domain';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { ErrorMessage } from '../../../components/ui/status-message';
import { useRevealField } from './api/admin-enrollments';
import styles from './enrollments.module.css';

/** A health answer arrives as the stored JSON: shown as it is, one answer a line when it parses. */
const readable = (value: string) => {
  try {
    return JSON.stringify(JSON.parse(value), null, 2);
  } catch {
    return value;
  }
};

/**
 * A masked value with its Reveal button: the operator gives a reason (written to the audit log by the server) and
 * sees the one field in the clear, on this page only (it is never cached).
 */
export function RevealField({ policy, field, masked, label }: { policy: string; field: string; masked: string; label: string }) {
  const id = useId();
  const reveal = useRevealField(policy);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();

  if (reveal.isSuccess) return <pre className={styles.muted}>{readable(reveal.data.value)}</pre>;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (reason.trim().length < REVEAL_REASON_MIN) {
      setError(M.revealReasonRequired);
      document.getElementById(`${id}-reason`)?.focus();
      return;
    }
    setError(undefined);
    reveal.mutate({ field, reason: reason.trim() });
  };

  return (
    <span>
      {masked}{' '}
      {!open && (
        <Button variant="secondary" aria-label={label} onClick={() => setOpen(true)}>
          {M.reveal}
        </Button>
      )}
      {open && (
        <form className={styles.reveal} onSubmit={submit} noValidate aria-label={label}>
          <FormField id={`${id}-reason`} label={M.revealReason} error={error}>
            {(control) => <textarea {...control} rows={2} maxLength={REVEAL_REASON_MAX} value={reason} onChange={(e) => setReason(e.target.value)} />}
          </FormField>
          <p className={styles.muted}>{M.revealReasonHint}</p>
          <div className={styles.actions}>
            <Button type="submit" busy={reveal.isPending}>
              {M.revealSubmit}
            </Button>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {M.revealCancel}
            </Button>
          </div>
          {reveal.isError && <ErrorMessage message={M.revealError} />}
        </form>
      )}
    </span>
  );
}
