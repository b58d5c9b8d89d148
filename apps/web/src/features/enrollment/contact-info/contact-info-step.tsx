import { useMemo, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  canSkipContactValidation,
  CONTACT_INFO_FIELDS,
  CONTACT_INFO_FLAGS,
  ContactInfoStepOptionsSchema,
  contactInfoSchema,
  ENROLLMENT_MESSAGES,
  ENROLLMENT_TYPE,
  fieldMode,
  normalizeContact,
  TAB_TITLES,
  US_STATES,
  WEB_MESSAGES,
  type ContactInfo,
  type ContactInfoField,
  type ContactInfoStepOptions,
  type OtpType,
} from '@benefit-store/domain';
import { Form, FormErrorSummary, SelectField, TextField } from '../../../components/form';
import { isApiError } from '../../../lib/api-error';
import { useClientState } from '../../../lib/client-state';
import { flaggedContacts, saveContactInfo } from './api/save-contact-info';
import { CheckboxField } from './checkbox-field';
import { ContactField, type ContactFlag } from './contact-field';
import { OtpDialog } from './otp/otp-dialog';
import { useContactChecks } from './use-contact-checks';
import { StepActions } from '../wizard/step-actions';
import type { StepProps } from '../wizard/step-props';
import layout from '../wizard/step-layout.module.css';
import { DerivedStateField, DerivedZipField } from '../address/derived-state-field';
import { useZipState } from '../address/use-zip-state';

type FlagName = (typeof CONTACT_INFO_FLAGS)[number];
export type ContactFormValues = Record<ContactInfoField, string> & Record<FlagName, boolean>;

const SERVER_FIELDS = [...CONTACT_INFO_FIELDS, ...CONTACT_INFO_FLAGS] as const;
const CONTACT_FIELD: Record<OtpType, 'email_address' | 'phone_number'> = { email: 'email_address', phone: 'phone_number' };
const SKIP_FIELD: Record<OtpType, 'skip_validation_email' | 'skip_validation_phone'> = { email: 'skip_validation_email', phone: 'skip_validation_phone' };
const SKIP_LABEL: Record<OtpType, string> = { email: ENROLLMENT_MESSAGES.skipEmailValidation, phone: ENROLLMENT_MESSAGES.skipPhoneValidation };
const CONTACT_TYPES: readonly OtpType[] = ['email', 'phone'];

/** A save the contact checks stopped before it was sent; the fields already show why. */
const CONTACTS_NEED_ATTENTION = new Error('contacts need attention');

const text = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const flag = (v: unknown) => v === 1 || v === true || v === '1';

/** The form's starting values: what was saved (get-enrollment-temp-info's contact_info), else empty. */
function defaultsFrom(value: unknown): ContactFormValues {
  const saved = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  const fields = Object.fromEntries(CONTACT_INFO_FIELDS.map((f) => [f, text(saved[f])])) as Record<ContactInfoField, string>;
  return { ...fields, with_validation: flag(saved.with_validation), skip_validation_email: flag(saved.skip_validation_email), skip_validation_phone: flag(saved.skip_validation_phone) };
}

/** The step's options (A2's loader); a server without them still gets a working form. */
function optionsFrom(step: StepProps['step']): ContactInfoStepOptions {
  const parsed = ContactInfoStepOptionsSchema.safeParse(step.options);
  if (parsed.success) return parsed.data;
  return { states: [...US_STATES], can_skip_validation: canSkipContactValidation(step.enroll_by), verified: { email: null, phone: null } };
}

/** The contacts already proved by a code: the step's options, or the saved value's *_verified flags. */
function initialVerified(options: ContactInfoStepOptions, value: unknown): Record<OtpType, string | null> {
  const saved = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  const email = options.verified.email ?? (saved.email_verified === true && text(saved.email_address) ? normalizeContact(text(saved.email_address), 'email') : null);
  const phone = options.verified.phone ?? (saved.phone_verified === true && text(saved.phone_number) ? normalizeContact(text(saved.phone_number), 'phone') : null);
  return { email, phone };
}

/**
 * Contact Information (spec 001 sections 2, 4, 5, 8): e-mail and phone with their validity checks and one-time
 * codes, the address with the state derived from the zip, birth state and city, USPS Address Validation. The rules
 * are the domain's contactInfoSchema under the server's field definitions; the save is save-contact-info.
 */
export default function ContactInfoStep({ mode, step, onSaved, onCancelEdit }: StepProps) {
  const enrollmentId = useClientState((s) => s.tempId);
  const options = useMemo(() => optionsFrom(step), [step]);
  const schema = useMemo(() => contactInfoSchema(step.fields), [step.fields]);
  const form = useForm<ContactFormValues, unknown, ContactInfo>({
    resolver: zodResolver(schema) as unknown as Resolver<ContactFormValues, unknown, ContactInfo>,
    defaultValues: defaultsFrom(step.value),
  });
  const { register, setValue, getValues, setError, clearErrors, getFieldState, setFocus, watch } = form;
  const checks = useContactChecks(enrollmentId);
  const [verified, setVerified] = useState(() => initialVerified(options, step.value));
  const [otpOpen, setOtpOpen] = useState<OtpType | null>(null);

  const shown = (name: ContactInfoField) => name === 'address2' || fieldMode(step.fields, name) !== 'hidden';
  const readOnly = (name: ContactInfoField) => fieldMode(step.fields, name) === 'readOnly';
  const isVerified = (type: OtpType, raw: string) => verified[type] !== null && verified[type] === normalizeContact(raw, type);
  const contactValues: Record<OtpType, string> = { email: watch('email_address'), phone: watch('phone_number') };
  const skipChecked: Record<OtpType, boolean> = { email: watch('skip_validation_email'), phone: watch('skip_validation_phone') };

  const flagFor = (type: OtpType): ContactFlag | null => {
    const check = checks.current(type, contactValues[type]);
    if (check?.result !== 'invalid') return null;
    return { message: check.message, skip: options.can_skip_validation ? { name: SKIP_FIELD[type], label: SKIP_LABEL[type] } : undefined };
  };

  /** 'Email Already Exists.' / 'Phone already exists' go under the field like any other error. */
  const showExists = (type: OtpType, raw: string, message: string) => {
    if (getValues(CONTACT_FIELD[type]) === raw) setError(CONTACT_FIELD[type], { type: 'server', message });
  };

  const contactRegistration = (type: OtpType) =>
    register(CONTACT_FIELD[type], {
      onChange: () => {
        // Another value: the last answer, its error and a ticked skip box no longer apply.
        if (getFieldState(CONTACT_FIELD[type]).error?.type === 'server') clearErrors(CONTACT_FIELD[type]);
        if (getValues(SKIP_FIELD[type])) setValue(SKIP_FIELD[type], false);
      },
      onBlur: async () => {
        const raw = getValues(CONTACT_FIELD[type]);
        if (isVerified(type, raw)) return;
        const check = await checks.run(type, raw);
        if (check?.result === 'exists') showExists(type, raw, check.message);
      },
    });

  const zipRegistration = useZipState(form);

  /** Existing-user enrollments run both validity checks before saving (spec 001 section 7). */
  const contactsReady = async (values: ContactInfo): Promise<boolean> => {
    let ready = true;
    for (const type of CONTACT_TYPES) {
      const raw = values[CONTACT_FIELD[type]];
      if (!raw || isVerified(type, raw)) continue;
      const check = await checks.run(type, getValues(CONTACT_FIELD[type]));
      if (!check || check.result === 'ok') continue;
      if (check.result === 'exists') {
        showExists(type, getValues(CONTACT_FIELD[type]), check.message);
        ready = false;
      } else if (!(options.can_skip_validation && values[SKIP_FIELD[type]] === 1)) {
        ready = false;
      }
    }
    return ready;
  };

  const submit = async (values: ContactInfo) => {
    if (step.type === ENROLLMENT_TYPE.existingUser && !(await contactsReady(values))) throw CONTACTS_NEED_ATTENTION;
    try {
      await saveContactInfo(enrollmentId ?? '', values);
    } catch (error) {
      const flagged = flaggedContacts(error);
      const flaggedTypes = CONTACT_TYPES.filter((type) => flagged[type]);
      for (const type of flaggedTypes) {
        checks.record(type, getValues(CONTACT_FIELD[type]), { result: 'invalid', message: flagged[type]?.error_message ?? '' });
      }
      // Field errors go under their fields (the Form does it); flagged contacts alone are shown by their info boxes.
      if (flaggedTypes.length > 0 && !(isApiError(error) && error.fieldErrors.length > 0)) {
        setFocus(CONTACT_FIELD[flaggedTypes[0]!]);
        throw CONTACTS_NEED_ATTENTION;
      }
      throw error;
    }
    onSaved();
  };

  const stateOptions = options.states.map((s) => ({ value: s.abbrev, label: s.name }));
  const otpContact = (type: OtpType) => contactValues[type] ?? '';

  return (
    <section className={layout.step} aria-labelledby={mode === 'step' ? 'contact-info-title' : undefined}>
      {mode === 'step' && (
        <h1 id="contact-info-title" className={layout.title}>
          {TAB_TITLES.contact_info}
        </h1>
      )}
      <Form
        form={form}
        onSubmit={submit}
        serverFields={SERVER_FIELDS}
        onUnmappedError={(error) => (error === CONTACTS_NEED_ATTENTION ? null : error instanceof Error ? error.message : String(error))}
        className={layout.form}
      >
        <div className={layout.grid}>
          {shown('email_address') && (
            <ContactField
              id="contact-email"
              label={ENROLLMENT_MESSAGES.contactEmailLabel}
              type="email"
              autoComplete="email"
              maxLength={254}
              disabled={readOnly('email_address')}
              registration={contactRegistration('email')}
              verified={isVerified('email', contactValues.email)}
              flag={flagFor('email')}
              checking={checks.checking.email === true}
              onValidateViaOtp={() => setOtpOpen('email')}
            />
          )}
          {shown('phone_number') && (
            <ContactField
              id="contact-phone"
              label={ENROLLMENT_MESSAGES.contactNumberLabel}
              type="tel"
              autoComplete="tel-national"
              inputMode="tel"
              maxLength={32}
              disabled={readOnly('phone_number')}
              registration={contactRegistration('phone')}
              verified={isVerified('phone', contactValues.phone)}
              flag={flagFor('phone')}
              checking={checks.checking.phone === true}
              onValidateViaOtp={() => setOtpOpen('phone')}
            />
          )}
          {shown('address1') && (
            <TextField<ContactFormValues> id="contact-address1" name="address1" label={ENROLLMENT_MESSAGES.streetAddress1Label} autoComplete="address-line1" maxLength={100} disabled={readOnly('address1')} />
          )}
          {shown('address2') && (
            <TextField<ContactFormValues> id="contact-address2" name="address2" label={ENROLLMENT_MESSAGES.streetAddress2Label} autoComplete="address-line2" maxLength={100} disabled={readOnly('address2')} />
          )}
          {shown('city') && (
            <TextField<ContactFormValues> id="contact-city" name="city" label={ENROLLMENT_MESSAGES.cityLabel} autoComplete="address-level2" maxLength={50} disabled={readOnly('city')} />
          )}
          {shown('zip') && <DerivedZipField id="contact-zip" registration={zipRegistration} autoComplete="postal-code" disabled={readOnly('zip')} />}
          {shown('state') && <DerivedStateField id="contact-state" options={stateOptions} errorsOnZip />}
          {shown('birth_state') && (
            <SelectField<ContactFormValues> id="contact-birth-state" name="birth_state" label={ENROLLMENT_MESSAGES.birthStateLabel} placeholder={WEB_MESSAGES.selectPlaceholder} options={stateOptions} />
          )}
          {shown('birth_city') && (
            <TextField<ContactFormValues> id="contact-birth-city" name="birth_city" label={ENROLLMENT_MESSAGES.birthCityLabel} maxLength={50} disabled={readOnly('birth_city')} />
          )}
        </div>
        <CheckboxField<ContactFormValues> id="contact-with-validation" name="with_validation" label={ENROLLMENT_MESSAGES.uspsAddressValidationLabel} />
        <FormErrorSummary />
        <StepActions mode={mode} saveLater onCancelEdit={onCancelEdit} />
      </Form>
      {CONTACT_TYPES.map((type) => (
        <OtpDialog
          key={`${type}:${normalizeContact(otpContact(type), type)}`}
          open={otpOpen === type}
          onOpenChange={(open) => setOtpOpen(open ? type : null)}
          type={type}
          contact={otpContact(type)}
          enrollmentId={enrollmentId ?? ''}
          onVerified={(contact) => {
            setVerified((all) => ({ ...all, [type]: contact }));
            checks.record(type, otpContact(type), { result: 'ok' });
            if (skipChecked[type]) setValue(SKIP_FIELD[type], false);
          }}
          onCloseFocus={() => setFocus(CONTACT_FIELD[type])}
        />
      ))}
    </section>
  );
}


