import { useEffect, useId, useRef, useState } from 'react';
import {
  ENROLLMENT_MESSAGES,
  OTP_LENGTH,
  OTP_RESEND_WAIT_SECONDS,
  OTP_SUCCESS_CLOSE_MS,
  otpCodeError,
  otpContactError,
  resendWaitMessage,
  WEB_MESSAGES,
  type OtpType,
} from '@benefit-store/domain';
import { Button } from '../../../../components/ui/button';
import { FormField } from '../../../../components/ui/form-field';
import { ModalActions, ModalClose, ModalContent, ModalRoot, ModalTitle } from '../../../../components/ui/modal';
import { isApiError } from '../../../../lib/api-error';
import { sendOtp } from '../api/send-otp';
import { verifyOtp } from '../api/verify-otp';
import { OtpCodeInput } from './otp-code-input';
import styles from './otp-dialog.module.css';

export interface OtpDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  type: OtpType;
  /** The e-mail or phone number as typed in the form. */
  contact: string;
  enrollmentId: string;
  /** Called once the code was accepted, with the contact as the server verified it (normalized). */
  onVerified: (contact: string) => void;
  /** Where focus goes when the dialog closes (the contact's field); Radix's default otherwise. */
  onCloseFocus?: () => void;
}

type Stage = 'send' | 'code' | 'done';

const EMPTY_CODE: readonly string[] = Array.from({ length: OTP_LENGTH }, () => '');

/** The message of a failed call: the first field error the server named, else its message. */
const errorText = (error: unknown) =>
  isApiError(error) ? (error.fieldErrors[0]?.error_message ?? error.message) : error instanceof Error ? error.message : String(error);

/** Seconds left until `deadline` (ms), counting a started second as a whole one. */
const secondsUntil = (deadline: number | null) => (deadline === null ? 0 : Math.max(0, Math.ceil((deadline - Date.now()) / 1000)));

/**
 * The one-time-code modal (spec 001 sections 2, 4, 5, 9): 1 send the code to the (shown, disabled) contact; 2 enter
 * the six digits, verified automatically once all six are in or with Verify, a new code only after the countdown;
 * 3 'Verification Successful!', closing itself after OTP_SUCCESS_CLOSE_MS. Its state outlives a close, so reopening
 * it for the same contact keeps the countdown (render it with a key per contact to start afresh).
 */
export function OtpDialog({ open, onOpenChange, type, contact, enrollmentId, onVerified, onCloseFocus }: OtpDialogProps) {
  const [stage, setStage] = useState<Stage>('send');
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [digits, setDigits] = useState<string[]>([...EMPTY_CODE]);
  const [verifying, setVerifying] = useState(false);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [resendDeadline, setResendDeadline] = useState<number | null>(null);
  const [secondsLeft, setSecondsLeft] = useState(0);
  const firstBox = useRef<HTMLInputElement | null>(null);
  const backButton = useRef<HTMLButtonElement | null>(null);
  const sendButton = useRef<HTMLButtonElement | null>(null);
  const ids = useId();
  const contactId = `${ids}-contact`;
  const codeLabelId = `${ids}-code-label`;
  const codeErrorId = `${ids}-code-error`;

  const title = type === 'email' ? ENROLLMENT_MESSAGES.emailVerificationTitle : ENROLLMENT_MESSAGES.phoneVerificationTitle;
  const contactLabel = type === 'email' ? ENROLLMENT_MESSAGES.contactEmailLabel : ENROLLMENT_MESSAGES.contactNumberLabel;

  // The resend countdown: a tick a second until the wait is over.
  useEffect(() => {
    if (resendDeadline === null) return;
    const timer = setInterval(() => {
      const left = secondsUntil(resendDeadline);
      setSecondsLeft(left);
      if (left === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [resendDeadline]);

  // 'Verification Successful!' closes itself.
  useEffect(() => {
    if (stage !== 'done' || !open) return;
    const timer = setTimeout(() => onOpenChange(false), OTP_SUCCESS_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [stage, open, onOpenChange]);

  // Each stage starts where the person acts next.
  useEffect(() => {
    if (!open) return;
    if (stage === 'code') firstBox.current?.focus();
    if (stage === 'done') backButton.current?.focus();
  }, [stage, open]);

  const send = async () => {
    if (sending) return;
    const invalid = otpContactError(contact, type);
    if (invalid) {
      setSendError(invalid);
      return;
    }
    setSending(true);
    setSendError(null);
    try {
      const answer = await sendOtp({ contact, enrollment_id: enrollmentId, type });
      setNotice(answer.message ?? null);
      setDigits([...EMPTY_CODE]);
      setCodeError(null);
      const wait = answer.data.resend_in || OTP_RESEND_WAIT_SECONDS;
      setSecondsLeft(wait);
      setResendDeadline(Date.now() + wait * 1000);
      setStage('code');
    } catch (error) {
      // On the code stage (resend) the message goes where the person looks: above the boxes.
      if (stage === 'code') setCodeError(errorText(error));
      else setSendError(errorText(error));
    } finally {
      setSending(false);
    }
  };

  const verify = async (code: string) => {
    if (verifying) return;
    const invalid = otpCodeError(code, type);
    if (invalid) {
      setCodeError(invalid);
      return;
    }
    setVerifying(true);
    setCodeError(null);
    try {
      const result = await verifyOtp({ enrollment_id: enrollmentId, contact, otp: code, type });
      setStage('done');
      onVerified(result.contact);
    } catch (error) {
      setCodeError(errorText(error));
      // The boxes empty (still highlighted) and the first takes focus: a new code is typed whole, and one digit typed
      // over the refused code can never send it again by completing six digits.
      setDigits([...EMPTY_CODE]);
      firstBox.current?.focus();
    } finally {
      setVerifying(false);
    }
  };

  const changeDigits = (next: string[]) => {
    setDigits(next);
    setCodeError(null);
    const code = next.join('');
    // Six digits in: verified at once, without pressing Verify.
    if (code.length === OTP_LENGTH && next.every((d) => /^\d$/.test(d))) void verify(code);
  };

  return (
    <ModalRoot open={open} onOpenChange={onOpenChange}>
      <ModalContent
        aria-describedby={undefined}
        onOpenAutoFocus={(event) => {
          // Opening lands on the next thing to do (Send OTP, the first box, Back to Enrollment), not on Close.
          const target = stage === 'send' ? sendButton.current : stage === 'code' ? firstBox.current : backButton.current;
          if (!target) return;
          event.preventDefault();
          target.focus();
        }}
        onCloseAutoFocus={(event) => {
          if (!onCloseFocus) return;
          event.preventDefault();
          onCloseFocus();
        }}
      >
        <ModalTitle>{title}</ModalTitle>

        {stage === 'send' && (
          <>
            <FormField id={contactId} label={contactLabel} error={sendError ?? undefined}>
              {(control) => <input {...control} type="text" value={contact} disabled readOnly />}
            </FormField>
            <ModalActions>
              <ModalClose asChild>
                <Button variant="secondary">{WEB_MESSAGES.close}</Button>
              </ModalClose>
              <Button ref={sendButton} busy={sending} onClick={() => void send()}>
                {sending ? ENROLLMENT_MESSAGES.sendingOtp : ENROLLMENT_MESSAGES.sendOtp}
              </Button>
            </ModalActions>
          </>
        )}

        {stage === 'code' && (
          <>
            {notice && (
              <p className={styles.notice} role="status">
                {notice}
              </p>
            )}
            <p id={codeLabelId} className={styles.codeLabel}>
              {ENROLLMENT_MESSAGES.otpCodeGroupLabel}
            </p>
            <OtpCodeInput
              digits={digits}
              onChange={changeDigits}
              labelId={codeLabelId}
              errorId={codeError ? codeErrorId : undefined}
              invalid={codeError !== null}
              readOnly={verifying}
              firstRef={(element) => (firstBox.current = element)}
            />
            <p id={codeErrorId} className={styles.error} role={codeError ? 'alert' : undefined}>
              {codeError}
            </p>
            <div className={styles.resend}>
              <progress
                className={styles.progress}
                max={OTP_RESEND_WAIT_SECONDS}
                value={secondsLeft}
                aria-label={ENROLLMENT_MESSAGES.otpResendProgressLabel}
              />
              {secondsLeft > 0 && <p className={styles.wait}>{resendWaitMessage(secondsLeft)}</p>}
              <button type="button" className={styles.link} disabled={secondsLeft > 0 || sending} onClick={() => void send()}>
                {sending ? ENROLLMENT_MESSAGES.sendingOtp : ENROLLMENT_MESSAGES.resendOtp}
              </button>
            </div>
            <ModalActions>
              <ModalClose asChild>
                <Button variant="secondary">{WEB_MESSAGES.close}</Button>
              </ModalClose>
              <Button busy={verifying} onClick={() => void verify(digits.join(''))}>
                {verifying ? ENROLLMENT_MESSAGES.verifyingOtp : ENROLLMENT_MESSAGES.verifyOtp}
              </Button>
            </ModalActions>
          </>
        )}

        {stage === 'done' && (
          <>
            <p className={styles.success} role="status">
              <svg className={styles.successIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z" fill="currentColor" />
              </svg>
              {ENROLLMENT_MESSAGES.otpVerified}
            </p>
            <ModalActions>
              <Button ref={backButton} onClick={() => onOpenChange(false)}>
                {ENROLLMENT_MESSAGES.backToEnrollment}
              </Button>
            </ModalActions>
          </>
        )}
      </ModalContent>
    </ModalRoot>
  );
}
