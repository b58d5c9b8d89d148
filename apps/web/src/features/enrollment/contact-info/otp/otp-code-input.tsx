import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { ENROLLMENT_MESSAGES, OTP_LENGTH } from '@benefit-store/domain';
import styles from './otp-dialog.module.css';

interface OtpCodeInputProps {
  /** One entry per box, '' when empty. */
  digits: readonly string[];
  onChange: (digits: string[]) => void;
  /** The id of the visible text that names the group. */
  labelId: string;
  /** The id of the message describing the boxes (the server's error), when there is one. */
  errorId: string | undefined;
  invalid: boolean;
  /** While a code is checked: typing is ignored, but focus stays where it is (a disabled box would drop it). */
  readOnly?: boolean;
  /** Receives the first box, so the dialog can focus it. */
  firstRef?: (element: HTMLInputElement | null) => void;
}

const onlyDigits = (text: string) => text.replace(/\D/g, '');

/**
 * The six one-time-code boxes: one digit each, typing moves to the next box, Backspace to the previous one, a pasted
 * (or autofilled) code fills the boxes from the one it lands in. One group label names them all; each box says
 * which digit it holds ("Digit 2 of 6").
 */
export function OtpCodeInput({ digits, onChange, labelId, errorId, invalid, readOnly = false, firstRef }: OtpCodeInputProps) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const focusBox = (index: number) => boxes.current[Math.max(0, Math.min(OTP_LENGTH - 1, index))]?.focus();

  /** Writes `text`'s digits into the boxes from `start` on and moves focus after the last one written. */
  const fillFrom = (start: number, text: string) => {
    const incoming = onlyDigits(text).slice(0, OTP_LENGTH - start);
    if (!incoming) return;
    const next = [...digits];
    for (let i = 0; i < incoming.length; i++) next[start + i] = incoming[i] ?? '';
    onChange(next);
    focusBox(start + incoming.length);
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (readOnly) return;
    if (/^\d$/.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey) {
      // A digit replaces the box's digit (the box holds one) and moves on.
      event.preventDefault();
      fillFrom(index, event.key);
    } else if (event.key === 'Backspace') {
      event.preventDefault();
      const next = [...digits];
      if (digits[index]) {
        next[index] = '';
      } else if (index > 0) {
        next[index - 1] = '';
        focusBox(index - 1);
      }
      onChange(next);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const handlePaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    if (readOnly) return;
    const text = onlyDigits(event.clipboardData.getData('text'));
    // A whole code fills every box whichever box it was pasted into.
    fillFrom(text.length >= OTP_LENGTH ? 0 : index, text);
  };

  return (
    <div role="group" aria-labelledby={labelId} className={styles.boxes}>
      {digits.map((digit, index) => (
        <input
          // The boxes never move: the index is their identity.
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
            if (index === 0) firstRef?.(element);
          }}
          className={styles.box}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={ENROLLMENT_MESSAGES.otpDigitLabel({ digit: index + 1, total: OTP_LENGTH })}
          aria-invalid={invalid}
          aria-describedby={errorId}
          readOnly={readOnly}
          value={digit}
          onKeyDown={(event) => handleKeyDown(index, event)}
          onPaste={(event) => handlePaste(index, event)}
          // Autofill and keyboards that send no key code land here: read whatever digits arrived.
          onChange={(event) => {
            if (readOnly) return;
            const text = onlyDigits(event.target.value);
            if (!text) {
              const next = [...digits];
              next[index] = '';
              onChange(next);
              return;
            }
            // A box that already held a digit gets its old digit plus the new one: keep the new one.
            fillFrom(index, digit && text.length === 2 && text.startsWith(digit) ? text.slice(1) : text);
          }}
          onFocus={(event) => event.target.select()}
        />
      ))}
    </div>
  );
}
