import { useCallback, useRef, useState } from 'react';
import { contactEmailPair, contactPhonePair, ENROLLMENT_MESSAGES, normalizeContact, type ContactValidity, type OtpType } from '@benefit-store/domain';
import { validateEmailNeverbounce } from './api/validate-email-neverbounce';
import { validateMemberEmail } from './api/validate-member-email';
import { validatePhoneNumverify } from './api/validate-phone-numverify';

/** What the validity calls said about one value of a contact. */
export type ContactCheckResult = { result: 'ok' } | { result: 'exists'; message: string } | { result: 'invalid'; message: string };

interface StoredCheck {
  /** The normalized value the answer is about. */
  value: string;
  check: ContactCheckResult;
}

const EXISTS = new Set<string>([ENROLLMENT_MESSAGES.emailAlreadyExists, ENROLLMENT_MESSAGES.phoneAlreadyExists]);

const toResult = (validity: ContactValidity, type: OtpType): ContactCheckResult => {
  if (validity.is_valid) return { result: 'ok' };
  const message = validity.error_message ?? (type === 'email' ? ENROLLMENT_MESSAGES.invalidContactEmail : ENROLLMENT_MESSAGES.invalidContactPhone);
  // 'Email Already Exists.' and 'Phone already exists' are plain field errors; any other refusal can be proved by code.
  return EXISTS.has(message) ? { result: 'exists', message } : { result: 'invalid', message };
};

/** A value worth asking about: well formed by the form's own rule (the form reports the rest itself). */
const wellFormed = (type: OtpType, value: string) => (type === 'email' ? contactEmailPair : contactPhonePair).required.safeParse(value).success;

/** The e-mail checks: validate-member-email (someone else's?), then validate-email-neverbounce (deliverable?). */
async function checkEmail(email: string, enrollmentId: string | null): Promise<ContactCheckResult> {
  const member = toResult(await validateMemberEmail(email, enrollmentId), 'email');
  if (member.result !== 'ok') return member;
  return toResult(await validateEmailNeverbounce(email, enrollmentId), 'email');
}

const checkPhone = async (phone: string, enrollmentId: string | null) => toResult(await validatePhoneNumverify(phone, enrollmentId), 'phone');

/**
 * The validity of the step's e-mail and phone (spec 001 sections 4, 7): asked on blur and, for existing-user
 * enrollments, before saving; one answer kept per contact and value, so a value is asked about once. A failed call
 * leaves the contact unchecked: the save asks the server again anyway.
 */
export function useContactChecks(enrollmentId: string | null) {
  const [checks, setChecks] = useState<Partial<Record<OtpType, StoredCheck>>>({});
  const [checking, setChecking] = useState<Partial<Record<OtpType, boolean>>>({});
  // The latest value asked about per contact: an answer for an older value is dropped.
  const latest = useRef<Partial<Record<OtpType, string>>>({});

  /** The answer for the current value of a contact, if any. */
  const current = useCallback(
    (type: OtpType, raw: string): ContactCheckResult | undefined => {
      const stored = checks[type];
      return stored && stored.value === normalizeContact(raw, type) ? stored.check : undefined;
    },
    [checks],
  );

  /** Records an answer that came from elsewhere (the save's errors.email / errors.phone, a verified code). */
  const record = useCallback((type: OtpType, raw: string, check: ContactCheckResult) => {
    setChecks((all) => ({ ...all, [type]: { value: normalizeContact(raw, type), check } }));
  }, []);

  /** Asks the server about the value unless it is malformed or already answered; returns the answer. */
  const run = useCallback(
    async (type: OtpType, raw: string): Promise<ContactCheckResult | undefined> => {
      const value = normalizeContact(raw, type);
      if (!value || !wellFormed(type, raw)) return undefined;
      const known = checks[type];
      if (known && known.value === value) return known.check;
      latest.current[type] = value;
      setChecking((all) => ({ ...all, [type]: true }));
      try {
        const check = type === 'email' ? await checkEmail(raw.trim(), enrollmentId) : await checkPhone(value, enrollmentId);
        if (latest.current[type] === value) setChecks((all) => ({ ...all, [type]: { value, check } }));
        return check;
      } catch {
        return undefined;
      } finally {
        if (latest.current[type] === value) setChecking((all) => ({ ...all, [type]: false }));
      }
    },
    [checks, enrollmentId],
  );

  return { current, run, record, checking };
}
