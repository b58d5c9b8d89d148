import { useEffect, useMemo, useRef } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import {
  agreeField,
  AGREEMENT_MESSAGES,
  AGREEMENT_TEXT_IDS,
  AgreementInfoAnswerSchema,
  AgreementTextsAnswerSchema,
  agreementEprocess,
  agreementFlagsFromFields,
  checkAgreementInfo,
  fieldMode,
  TAB_TITLES,
  type AgreementFlags,
  type AgreementText,
  type AgreementTextsAnswer,
  type AgreementVerificationField,
  type FieldDefinition,
} from '@benefit-store/domain';
import { Form, FormErrorSummary, TextField, useFieldError, useFormApi } from '../../../components/form';
import { useClientState } from '../../../lib/client-state';
import { StepActions } from '../wizard/step-actions';
import type { StepProps } from '../wizard/step-props';
import { saveAgreementInfo } from './api/agreement-info';
import { SignaturePadField } from './signature-pad-field';
import styles from './agreement-signature-step.module.css';
import layout from '../wizard/step-layout.module.css';

type AgreeKey = `agree_${(typeof AGREEMENT_TEXT_IDS)[number]}`;

export type AgreementFormValues = Record<AgreeKey, boolean> &
  Record<AgreementVerificationField, string> & {
    date: string;
    signature: string;
    signature_name: string;
  };

const VERIFICATION: { field: AgreementVerificationField; label: keyof typeof AGREEMENT_MESSAGES; flag: keyof AgreementFlags; autoComplete?: string }[] = [
  { field: 'agent_name', label: 'brokerNameLabel', flag: 'brokerNameRequired', autoComplete: 'name' },
  { field: 'agent_code', label: 'brokerCodeLabel', flag: 'brokerNameRequired' },
  { field: 'group_name', label: 'groupNameLabel', flag: 'groupNameRequired', autoComplete: 'organization' },
  { field: 'group_code', label: 'groupCodeLabel', flag: 'groupNameRequired' },
  { field: 'user_name', label: 'applicantNameLabel', flag: 'userNameRequired', autoComplete: 'name' },
];

const SERVER_FIELDS = [...AGREEMENT_TEXT_IDS.map((id) => agreeField(id)), ...VERIFICATION.map((v) => v.field), 'date', 'signature', 'signature_name'] as const satisfies readonly (keyof AgreementFormValues)[];

const NO_TEXTS: AgreementTextsAnswer = { result: [], special_message: null, l713_net_price: null, has_l713: false, l713_lines: [] };

/** The texts and carrier message (the step's options); none when the server sent none. */
function textsFrom(step: StepProps['step']): AgreementTextsAnswer {
  const parsed = AgreementTextsAnswerSchema.safeParse(step.options);
  return parsed.success ? parsed.data : NO_TEXTS;
}

/**
 * The saved agreement (ticks, verification fields, typed name); a drawn signature is not sent back, so it is drawn again.
 * Before a save, a field the server prefilled (the group block: the enrollment's own group) starts with its value.
 */
function defaultsFrom(value: unknown, date: string, fields: readonly FieldDefinition[]): AgreementFormValues {
  const saved = AgreementInfoAnswerSchema.safeParse(value);
  const v = saved.success ? saved.data : null;
  const prefilled = (name: AgreementVerificationField) => {
    const given = fields.find((f) => f.field_name === name)?.value;
    return typeof given === 'string' ? given : '';
  };
  const ticks = Object.fromEntries(AGREEMENT_TEXT_IDS.map((id) => [agreeField(id), v?.agreed.includes(id) ?? false])) as Record<AgreeKey, boolean>;
  return {
    ...ticks,
    agent_name: v?.agent_name ?? '',
    agent_code: v?.agent_code ?? '',
    group_name: v?.group_name || prefilled('group_name'),
    group_code: v?.group_code || prefilled('group_code'),
    user_name: v?.user_name ?? '',
    date,
    signature: '',
    signature_name: v?.signature_name ?? '',
  };
}

/** The domain's agreement rules (the server runs the same): every error by field, with the spec's messages. */
function agreementResolver(texts: readonly AgreementText[], flags: AgreementFlags, date: string): Resolver<AgreementFormValues> {
  return (values) => {
    const checked = checkAgreementInfo(values, texts, flags, date);
    if (checked.ok) return { values, errors: {} };
    const errors = Object.fromEntries(checked.errors.map((e) => [e.target_element, { type: 'validate', message: e.error_message }]));
    return { values: {}, errors: errors as FieldErrors<AgreementFormValues> };
  };
}

/**
 * Agreement & Signature (spec 002 sections 2.4, 4, 5; issue 11 item 3): each agreement text with its required
 * checkbox, the carrier message (the cart's notes; for the premier plan L713 its fees and the net price), the
 * verification fields the server requires (broker, group or applicant), the date, and the signature: drawn on the
 * pad or typed as a full name, equally valid, so a keyboard or screen-reader user signs without a pointer.
 */
export default function AgreementSignatureStep({ mode, step, onSaved, onCancelEdit }: StepProps) {
  const enrollmentId = useClientState((s) => s.tempId) ?? '';
  const texts = useMemo(() => textsFrom(step), [step]);
  const flags = useMemo(() => agreementFlagsFromFields(step.fields), [step.fields]);
  const date = useMemo(() => {
    const field = step.fields.find((f) => f.field_name === 'date');
    return typeof field?.value === 'string' ? field.value : '';
  }, [step.fields]);
  const resolver = useMemo(() => agreementResolver(texts.result, flags, date), [texts, flags, date]);
  const form = useForm<AgreementFormValues>({ resolver, defaultValues: defaultsFrom(step.value, date, step.fields) });

  const submit = async (values: AgreementFormValues) => {
    await saveAgreementInfo(enrollmentId, { ...values, eprocess: agreementEprocess(flags) });
    onSaved();
  };

  return (
    <section className={layout.step} aria-labelledby={mode === 'step' ? 'agreement-title' : undefined}>
      {mode === 'step' && (
        <h1 id="agreement-title" className={layout.title}>
          {TAB_TITLES.agreement_info}
        </h1>
      )}
      <Form form={form} onSubmit={submit} serverFields={SERVER_FIELDS} className={layout.form} noValidate>
        {texts.result.map((text) => (
          <AgreementTextBlock key={text.id} text={text} />
        ))}

        {(texts.special_message || texts.has_l713) && (
          <section className={styles.notice} aria-labelledby="agreement-carrier-heading">
            <h2 id="agreement-carrier-heading" className={styles.heading}>
              {AGREEMENT_MESSAGES.carrierMessageHeading}
            </h2>
            {texts.special_message && <p>{texts.special_message}</p>}
            {texts.l713_lines.length > 0 && (
              <dl className={styles.l713}>
                {texts.l713_lines.map((line) => (
                  <div key={line.label}>
                    <dt>{line.label}</dt>
                    <dd>{line.amount}</dd>
                  </div>
                ))}
              </dl>
            )}
          </section>
        )}

        <fieldset className={styles.group}>
          <legend className={styles.legend}>{AGREEMENT_MESSAGES.verificationLegend}</legend>
          <div className={layout.grid}>
            {VERIFICATION.filter((v) => flags[v.flag] && fieldMode(step.fields, v.field) !== 'hidden').map((v) => (
              <TextField<AgreementFormValues> key={v.field} id={`agreement-${v.field}`} name={v.field} label={AGREEMENT_MESSAGES[v.label] as string} maxLength={100} autoComplete={v.autoComplete ?? 'off'} />
            ))}
            <TextField<AgreementFormValues> id="agreement-date" name="date" label={AGREEMENT_MESSAGES.dateLabel} readOnly />
          </div>
        </fieldset>

        {flags.signatureRequired && <SignatureBlock />}

        <FormErrorSummary />
        <StepActions mode={mode} saveLater onCancelEdit={onCancelEdit} />
      </Form>
    </section>
  );
}

/** One agreement text: its heading and body, and the required checkbox under them. */
function AgreementTextBlock({ text }: { text: AgreementText }) {
  const name = agreeField(text.id);
  const error = useFieldError(name);
  const { register } = useFormApi<AgreementFormValues>();
  const id = `agreement-${name}`;
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{text.text_head}</legend>
      <p className={styles.body}>{text.text_body}</p>
      <div className={styles.choice}>
        <input type="checkbox" id={id} aria-invalid={Boolean(error)} aria-describedby={error ? `${id}-error` : undefined} {...register(name)} />
        <label htmlFor={id}>{AGREEMENT_MESSAGES.agreeLabel}</label>
      </div>
      <p id={`${id}-error`} className={styles.error} role={error ? 'alert' : undefined}>
        {error}
      </p>
    </fieldset>
  );
}

/**
 * The signature: the pad (drawn) or the typed full name, either one. 'Signature is required' shows under both; the
 * typed name is an ordinary text field, so the keyboard and screen readers sign with it.
 */
function SignatureBlock() {
  const { register, setValue, clearErrors, formState } = useFormApi<AgreementFormValues>();
  const typedRef = useRef<HTMLInputElement | null>(null);
  const signatureError = useFieldError('signature');
  const typedError = useFieldError('signature_name');
  const signatureErrorId = signatureError ? 'agreement-signature-error' : undefined;
  const typed = register('signature_name', { onChange: () => clearErrors(['signature', 'signature_name']) });

  // The signature has no input of its own to focus: when it is the only problem of a submit, the typed name takes
  // the focus (once per submit, not while the person corrects other fields).
  const { submitCount, errors } = formState;
  const focusedFor = useRef(0);
  useEffect(() => {
    if (submitCount === focusedFor.current) return;
    focusedFor.current = submitCount;
    const names = Object.keys(errors);
    if (names.length === 1 && names[0] === 'signature') typedRef.current?.focus();
  }, [submitCount, errors]);

  const onDrawn = (dataUrl: string) => {
    setValue('signature', dataUrl);
    if (dataUrl) clearErrors(['signature', 'signature_name']);
  };

  return (
      <fieldset className={styles.group} aria-describedby={['agreement-signature-hint', signatureErrorId].filter(Boolean).join(' ')}>
        <legend className={styles.legend}>{AGREEMENT_MESSAGES.signatureLegend}</legend>
        <p id="agreement-signature-hint" className={styles.hint}>
          {AGREEMENT_MESSAGES.signatureHint}
        </p>
        <div className={styles.signature}>
          <SignaturePadField describedBy={signatureErrorId} onChange={onDrawn} />
          <div className={styles.typed}>
            <label htmlFor="agreement-signature-name" className={styles.typedLabel}>
              {AGREEMENT_MESSAGES.typedSignatureLabel}
            </label>
            <input
              type="text"
              id="agreement-signature-name"
              className={styles.typedInput}
              maxLength={100}
              autoComplete="name"
              aria-invalid={Boolean(signatureError || typedError)}
              aria-describedby={[signatureErrorId, typedError ? 'agreement-signature-name-error' : undefined].filter(Boolean).join(' ') || undefined}
              {...typed}
              ref={(el) => {
                typed.ref(el);
                typedRef.current = el;
              }}
            />
            <p id="agreement-signature-name-error" className={styles.error} role={typedError ? 'alert' : undefined}>
              {typedError}
            </p>
          </div>
        </div>
        <p id="agreement-signature-error" className={styles.error} role={signatureError ? 'alert' : undefined}>
          {signatureError}
        </p>
      </fieldset>
  );
}
