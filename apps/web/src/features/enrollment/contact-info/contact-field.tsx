import type { InputHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { ENROLLMENT_MESSAGES } from '@benefit-store/domain';
import { useFieldError } from '../../../components/form';
import { FormField } from '../../../components/ui/form-field';
import { CheckboxField } from './checkbox-field';
import styles from './contact-info-step.module.css';

export interface ContactFlag {
  /** The item's error_message (spec 001 section 8). */
  message: string;
  /** The skip box's field and label, when this enroller may skip the check (rep or group). */
  skip?: { name: string; label: string };
}

interface ContactFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'> {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  /** Proved by a one-time code: a check mark, and no info box. */
  verified: boolean;
  /** Flagged invalid by the checks: the info box with the OTP link (and the skip box). */
  flag: ContactFlag | null;
  checking: boolean;
  onValidateViaOtp: () => void;
}

/**
 * The e-mail or phone field of the contact step: its rule errors and 'Email Already Exists.' under it like any field;
 * a contact the server flagged shows the warning info box with 'Click Here to validate via OTP'; a verified one a
 * check mark. The info box and the check mark describe the input, so a screen reader hears them with it.
 */
export function ContactField({ id, label, registration, verified, flag, checking, onValidateViaOtp, ...input }: ContactFieldProps) {
  const error = useFieldError(registration.name);
  const infoId = `${id}-info`;
  const verifiedId = `${id}-verified`;
  const checkingId = `${id}-checking`;
  const showFlag = flag !== null && !verified && !error;
  return (
    <div className={styles.contactField}>
      <FormField id={id} label={label} error={error}>
        {(control) => {
          const describedBy = [control['aria-describedby'], verified && verifiedId, showFlag && infoId, checking && checkingId].filter(Boolean).join(' ');
          return (
            <div className={styles.inputRow}>
              <input type="text" {...input} {...control} {...registration} aria-describedby={describedBy || undefined} />
              {verified && (
                <span id={verifiedId} className={styles.verified} role="img" aria-label={ENROLLMENT_MESSAGES.contactVerified}>
                  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                    <path d="M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z" fill="currentColor" />
                  </svg>
                </span>
              )}
              {checking && (
                <span id={checkingId} className={styles.checking}>
                  {ENROLLMENT_MESSAGES.checkingContact}
                </span>
              )}
            </div>
          );
        }}
      </FormField>
      {showFlag && (
        <div id={infoId} className={styles.infoBox}>
          <svg className={styles.warningIcon} viewBox="0 0 24 24" role="img" aria-label={ENROLLMENT_MESSAGES.contactNeedsVerification} focusable="false">
            <path d="M1 21h22L12 2 1 21zm12-3h-2v-2h2v2zm0-4h-2v-4h2v4z" fill="currentColor" />
          </svg>
          <div className={styles.infoText}>
            <p className={styles.infoMessage}>{flag.message}</p>
            <button type="button" className={styles.otpLink} onClick={onValidateViaOtp}>
              {ENROLLMENT_MESSAGES.validateViaOtp}
            </button>
            {flag.skip && <CheckboxField id={`${id}-skip`} name={flag.skip.name} label={flag.skip.label} />}
          </div>
        </div>
      )}
    </div>
  );
}
