import { useMemo, useRef, useState } from 'react';
import { useForm, type FieldErrors, type Resolver, type UseFormRegisterReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  BILL_DATES,
  billDateLabel,
  BILLING_MESSAGES,
  BillingStepOptionsSchema,
  cardFormSchema,
  DEFAULT_BILL_DATE,
  eftTextParagraphs,
  ENROLLMENT_MESSAGES,
  EXPIRY_MONTHS,
  expiryYears,
  fixedModeNote,
  isFixedPaymentMethod,
  bankFormSchema,
  routingNumberMessage,
  TAB_TITLES,
  US_STATES,
  WEB_MESSAGES,
  type BillingStepOptions,
  type PaymentMethod,
  type SavedBank,
  type SavedCard,
} from '@benefit-store/domain';
import { Form, FormErrorSummary, SelectField, TextField, useFieldError } from '../../../components/form';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { isApiError } from '../../../lib/api-error';
import { useClientState } from '../../../lib/client-state';
import { StepActions } from '../wizard/step-actions';
import type { StepProps } from '../wizard/step-props';
import { lookupBank, saveBillingInfo, saveBillingInfoExisting } from './api/billing-info';
import { createPaymentMethod } from './api/processor-card';
import styles from './billing-info-step.module.css';
import layout from '../wizard/step-layout.module.css';

const CARD_TEXT = ['first_name_on_cc', 'last_name_on_cc', 'card_number', 'expiration_month', 'expiration_year', 'security_code', 'address1', 'address2', 'city', 'state', 'zip'] as const;
const BANK_TEXT = ['routing_number', 'account_name', 'bank_name', 'account_number', 'account_type', 'account_holder_type', 'bill_date'] as const;
const ADDRESS = ['address1', 'address2', 'city', 'state', 'zip'] as const;

export type BillingFormValues = Record<(typeof CARD_TEXT)[number] | (typeof BANK_TEXT)[number], string> & {
  payment_method: PaymentMethod;
  card_id: string;
  bank_id: string;
  is_physical_address: boolean;
};

const SERVER_FIELDS = [...CARD_TEXT, ...BANK_TEXT, 'payment_method', 'card_id', 'bank_id', 'is_physical_address'] as const satisfies readonly (keyof BillingFormValues)[];

const text = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/** The step's options; a server without them still gets a working card form. */
function optionsFrom(step: StepProps['step']): BillingStepOptions {
  const parsed = BillingStepOptionsSchema.safeParse(step.options);
  if (parsed.success) return parsed.data;
  return { payment_method: 'cc', existing_cards: [], existing_banks: [], bill_dates: [...BILL_DATES], billing_text: '', physical_address: null };
}

/**
 * The form's starting values: what was saved (never a card number or security code: none is kept; an account number
 * only masked, so it is typed again), else a saved card or bank selected by default when the member has one.
 */
function defaultsFrom(value: unknown, options: BillingStepOptions): BillingFormValues {
  const saved = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  const fields = Object.fromEntries([...CARD_TEXT, ...BANK_TEXT].map((f) => [f, text(saved[f])])) as Record<(typeof CARD_TEXT)[number] | (typeof BANK_TEXT)[number], string>;
  fields.card_number = '';
  fields.security_code = '';
  fields.account_number = '';
  if (!fields.bill_date) fields.bill_date = String(DEFAULT_BILL_DATE);
  const method: PaymentMethod = isFixedPaymentMethod(options.payment_method) ? options.payment_method : saved.payment_method === 'eft' ? 'eft' : 'cc';
  const savedCard = saved.card_id ? text(saved.card_id) : !value ? text(options.existing_cards[0]?.card_id) : '';
  const savedBank = saved.bank_id ? text(saved.bank_id) : !value ? text(options.existing_banks[0]?.bank_id) : '';
  const bank = options.existing_banks.find((b) => String(b.bank_id) === savedBank);
  return {
    ...fields,
    ...(bank && !value ? bankFields(bank) : {}),
    payment_method: method,
    card_id: savedCard,
    bank_id: savedBank,
    is_physical_address: saved.is_physical_address === 'yes',
  };
}

/** A saved bank's details shown in the (disabled) bank form. */
const bankFields = (bank: SavedBank) => ({
  routing_number: bank.bank_routing,
  account_name: bank.account_name,
  bank_name: bank.bank_name,
  account_number: bank.account_number,
  account_type: bank.account_type,
  account_holder_type: bank.account_holder_type,
  bill_date: String(bank.bill_date),
});

/** Checks the form by the chosen mode: new card or bank details by the domain rules; a saved one or a fixed mode needs nothing more. */
function billingResolver(fields: StepProps['step']['fields']): Resolver<BillingFormValues> {
  return async (values, context, options) => {
    const method = values.payment_method;
    const needsForm = (method === 'cc' && !values.card_id) || (method === 'eft' && !values.bank_id);
    if (!needsForm) return { values, errors: {} };
    const schema = method === 'cc' ? cardFormSchema({ now: new Date(), fields }) : bankFormSchema;
    const result = await (zodResolver(schema) as unknown as Resolver<BillingFormValues>)(values, context, options);
    return Object.keys(result.errors).length > 0 ? { values: {}, errors: result.errors as FieldErrors<BillingFormValues> } : { values, errors: {} };
  };
}

/**
 * Billing Information (spec 002 sections 2.3, 4, 5, 7; issue 11 item 2): the payment type the server decides (a card
 * with the EFT alternative, or a fixed mode with only a note), the card form (a saved card selectable and
 * deselectable; the physical-address box copying the contact address read-only), the bank form (the routing number
 * looked up on leaving the field; a saved bank selected by default), the statement descriptor and the EFT text.
 * Card numbers go to the server only to be tokenised by the payment provider; nothing here keeps them.
 */
export default function BillingInfoStep({ mode, step, onSaved, onCancelEdit }: StepProps) {
  const enrollmentId = useClientState((s) => s.tempId) ?? '';
  const options = useMemo(() => optionsFrom(step), [step]);
  const resolver = useMemo(() => billingResolver(step.fields), [step.fields]);
  const form = useForm<BillingFormValues>({ resolver, defaultValues: defaultsFrom(step.value, options) });
  const { register, setValue, getValues, setError, clearErrors, watch } = form;
  const [lookingUp, setLookingUp] = useState(false);
  const lookup = useRef(0);
  const years = useMemo(() => expiryYears(new Date()).map(String), []);

  const method = watch('payment_method');
  const cardId = watch('card_id');
  const bankId = watch('bank_id');
  const physical = watch('is_physical_address');
  const fixed = isFixedPaymentMethod(options.payment_method);

  const chooseMethod = (next: 'cc' | 'eft') => {
    setValue('payment_method', next);
    clearErrors();
  };

  const toggleCard = (card: SavedCard) => {
    // Selecting the selected card again deselects it (the new-card form then opens).
    setValue('card_id', cardId === String(card.card_id) ? '' : String(card.card_id));
    clearErrors();
  };

  const toggleBank = (bank: SavedBank) => {
    if (bankId === String(bank.bank_id)) {
      setValue('bank_id', '');
      for (const f of BANK_TEXT) setValue(f, f === 'bill_date' ? String(DEFAULT_BILL_DATE) : '');
    } else {
      setValue('bank_id', String(bank.bank_id));
      for (const [f, v] of Object.entries(bankFields(bank))) setValue(f as (typeof BANK_TEXT)[number], v);
    }
    clearErrors();
  };

  const physicalRegistration = register('is_physical_address', {
    onChange: (event: { target: { checked: boolean } }) => {
      const address = options.physical_address;
      for (const f of ADDRESS) setValue(f, event.target.checked && address ? address[f] : '');
      clearErrors([...ADDRESS]);
    },
  });

  const routingRegistration = register('routing_number', {
    onChange: () => clearErrors('routing_number'),
    onBlur: () => {
      const routing = getValues('routing_number').trim();
      if (!routing || routingNumberMessage(routing)) return;
      const request = ++lookup.current;
      setLookingUp(true);
      lookupBank(routing).then(
        (name) => {
          if (request !== lookup.current) return;
          setLookingUp(false);
          setValue('bank_name', name);
          clearErrors(['routing_number', 'bank_name']);
        },
        (error: unknown) => {
          if (request !== lookup.current) return;
          setLookingUp(false);
          setValue('bank_name', '');
          const message = isApiError(error) ? (error.fieldErrors.find((f) => f.target_element === 'routing_number')?.error_message ?? error.message) : WEB_MESSAGES.loadFailed;
          setError('routing_number', { type: 'server', message });
        },
      );
    },
  });

  const submit = async (values: BillingFormValues) => {
    if (fixed) await saveBillingInfo(enrollmentId, { payment_method: options.payment_method });
    else if (values.payment_method === 'cc' && values.card_id) await saveBillingInfoExisting(enrollmentId, { card_id: values.card_id });
    else if (values.payment_method === 'cc' && options.card_processor) {
      // The processor tokenizes in the browser (PAYMENT_PROVIDER=stripe): the card goes to it, our server gets its id.
      const zip = values.is_physical_address && options.physical_address ? options.physical_address.zip : values.zip;
      const paymentMethodId = await createPaymentMethod(options.card_processor, {
        card_number: values.card_number,
        security_code: values.security_code,
        expiration_month: values.expiration_month,
        expiration_year: values.expiration_year,
        name: `${values.first_name_on_cc} ${values.last_name_on_cc}`.trim(),
        zip,
      });
      const { card_number: _number, security_code: _code, expiration_month: _month, expiration_year: _year, ...rest } = Object.fromEntries(CARD_TEXT.map((f) => [f, values[f]]));
      await saveBillingInfo(enrollmentId, { payment_method: 'cc', ...rest, payment_method_id: paymentMethodId, is_physical_address: values.is_physical_address ? 'yes' : 'no' });
    } else if (values.payment_method === 'cc') {
      const card = Object.fromEntries(CARD_TEXT.map((f) => [f, values[f]]));
      await saveBillingInfo(enrollmentId, { payment_method: 'cc', ...card, is_physical_address: values.is_physical_address ? 'yes' : 'no' });
    } else if (values.bank_id) {
      const bank = options.existing_banks.find((b) => String(b.bank_id) === values.bank_id);
      await saveBillingInfoExisting(enrollmentId, {
        bank_id: values.bank_id,
        account_type: bank?.account_type,
        account_holder_type: bank?.account_holder_type,
        account_name: bank?.account_name,
        bank_name: bank?.bank_name,
        bank_routing: bank?.bank_routing,
        bill_date: bank?.bill_date,
      });
    } else {
      const bank = Object.fromEntries(BANK_TEXT.map((f) => [f, values[f]]));
      await saveBillingInfo(enrollmentId, { payment_method: 'eft', ...bank });
    }
    onSaved();
  };

  const stateOptions = US_STATES.map((s) => ({ value: s.abbrev, label: s.name }));
  const readOnlyAddress = physical && options.physical_address !== null;

  return (
    <section className={layout.step} aria-labelledby={mode === 'step' ? 'billing-info-title' : undefined}>
      {mode === 'step' && (
        <h1 id="billing-info-title" className={layout.title}>
          {TAB_TITLES.billing_info}
        </h1>
      )}
      <Form form={form} onSubmit={submit} serverFields={SERVER_FIELDS} className={layout.form} noValidate>
        {fixed ? (
          <p className={styles.note}>{fixedModeNote(options.payment_method as Exclude<PaymentMethod, 'cc'>)}</p>
        ) : (
          <fieldset className={styles.group}>
            <legend className={styles.legend}>{BILLING_MESSAGES.paymentTypeLegend}</legend>
            <div className={styles.choices}>
              {(['cc', 'eft'] as const).map((value) => (
                <div key={value} className={styles.choice}>
                  <input type="radio" id={`billing-method-${value}`} name="billing-method" value={value} checked={method === value} onChange={() => chooseMethod(value)} />
                  <label htmlFor={`billing-method-${value}`}>{value === 'cc' ? BILLING_MESSAGES.paymentCreditCard : BILLING_MESSAGES.paymentBankDraft}</label>
                </div>
              ))}
            </div>
          </fieldset>
        )}

        {!fixed && method === 'cc' && (
          <>
            {options.existing_cards.length > 0 && (
              <fieldset className={styles.group}>
                <legend className={styles.legend}>{BILLING_MESSAGES.savedCardsLegend}</legend>
                {options.existing_cards.map((card) => (
                  <div key={card.card_id} className={styles.choice}>
                    <input type="checkbox" id={`billing-card-${card.card_id}`} checked={cardId === String(card.card_id)} onChange={() => toggleCard(card)} />
                    <label htmlFor={`billing-card-${card.card_id}`}>
                      {BILLING_MESSAGES.savedCardLabel({ name: card.name_on_cc, number: card.card_number, month: card.expiration_month, year: card.expiration_year })}
                    </label>
                  </div>
                ))}
                {cardId !== '' && (
                  <Button variant="secondary" onClick={() => setValue('card_id', '')}>
                    {BILLING_MESSAGES.newCardLabel}
                  </Button>
                )}
              </fieldset>
            )}
            <fieldset className={styles.plain} disabled={cardId !== ''}>
              <div className={layout.grid}>
                <TextField<BillingFormValues> id="billing-first-name" name="first_name_on_cc" label={BILLING_MESSAGES.firstNameOnCardLabel} maxLength={50} autoComplete="cc-given-name" />
                <TextField<BillingFormValues> id="billing-last-name" name="last_name_on_cc" label={BILLING_MESSAGES.lastNameOnCardLabel} maxLength={50} autoComplete="cc-family-name" />
                <TextField<BillingFormValues> id="billing-card-number" name="card_number" label={BILLING_MESSAGES.cardNumberLabel} maxLength={31} inputMode="numeric" autoComplete="cc-number" />
                <TextField<BillingFormValues> id="billing-security-code" name="security_code" label={BILLING_MESSAGES.securityCodeLabel} maxLength={4} inputMode="numeric" autoComplete="cc-csc" />
                <SelectField<BillingFormValues> id="billing-expiration-month" name="expiration_month" label={BILLING_MESSAGES.expirationMonthLabel} placeholder={WEB_MESSAGES.selectPlaceholder} options={EXPIRY_MONTHS.map((m) => ({ value: m, label: m }))} />
                <SelectField<BillingFormValues> id="billing-expiration-year" name="expiration_year" label={BILLING_MESSAGES.expirationYearLabel} placeholder={WEB_MESSAGES.selectPlaceholder} options={years.map((y) => ({ value: y, label: y }))} />
              </div>
              <fieldset className={styles.group}>
                <legend className={styles.legend}>{BILLING_MESSAGES.billingAddressLegend}</legend>
                {options.physical_address && (
                  <div className={styles.choice}>
                    <input type="checkbox" id="billing-physical-address" {...physicalRegistration} />
                    <label htmlFor="billing-physical-address">{BILLING_MESSAGES.physicalAddressLabel}</label>
                  </div>
                )}
                <div className={layout.grid}>
                  <TextField<BillingFormValues> id="billing-address1" name="address1" label={ENROLLMENT_MESSAGES.streetAddress1Label} maxLength={100} autoComplete="billing address-line1" readOnly={readOnlyAddress} />
                  <TextField<BillingFormValues> id="billing-address2" name="address2" label={ENROLLMENT_MESSAGES.streetAddress2Label} maxLength={100} autoComplete="billing address-line2" readOnly={readOnlyAddress} />
                  <TextField<BillingFormValues> id="billing-city" name="city" label={ENROLLMENT_MESSAGES.cityLabel} maxLength={50} autoComplete="billing address-level2" readOnly={readOnlyAddress} />
                  {readOnlyAddress ? (
                    <TextField<BillingFormValues> id="billing-state" name="state" label={ENROLLMENT_MESSAGES.stateLabel} readOnly />
                  ) : (
                    <SelectField<BillingFormValues> id="billing-state" name="state" label={ENROLLMENT_MESSAGES.stateLabel} placeholder={WEB_MESSAGES.selectPlaceholder} options={stateOptions} />
                  )}
                  <TextField<BillingFormValues> id="billing-zip" name="zip" label={WEB_MESSAGES.zipCode} maxLength={5} inputMode="numeric" autoComplete="billing postal-code" readOnly={readOnlyAddress} />
                </div>
              </fieldset>
            </fieldset>
          </>
        )}

        {!fixed && method === 'eft' && (
          <>
            {options.existing_banks.length > 0 && (
              <fieldset className={styles.group}>
                <legend className={styles.legend}>{BILLING_MESSAGES.savedBanksLegend}</legend>
                {options.existing_banks.map((bank) => (
                  <div key={bank.bank_id} className={styles.choice}>
                    <input type="checkbox" id={`billing-bank-${bank.bank_id}`} checked={bankId === String(bank.bank_id)} onChange={() => toggleBank(bank)} />
                    <label htmlFor={`billing-bank-${bank.bank_id}`}>{BILLING_MESSAGES.savedBankLabel({ bank: bank.bank_name, number: bank.account_number })}</label>
                  </div>
                ))}
                {bankId !== '' && (
                  <Button variant="secondary" onClick={() => toggleBank(options.existing_banks.find((b) => String(b.bank_id) === bankId)!)}>
                    {BILLING_MESSAGES.newBankLabel}
                  </Button>
                )}
              </fieldset>
            )}
            <fieldset className={styles.plain} disabled={bankId !== ''}>
              <div className={layout.grid}>
                <RoutingField registration={routingRegistration} lookingUp={lookingUp} />
                <TextField<BillingFormValues> id="billing-account-name" name="account_name" label={BILLING_MESSAGES.accountNameLabel} maxLength={50} />
                <TextField<BillingFormValues> id="billing-bank-name" name="bank_name" label={BILLING_MESSAGES.bankNameLabel} maxLength={100} />
                <TextField<BillingFormValues> id="billing-account-number" name="account_number" label={BILLING_MESSAGES.accountNumberLabel} maxLength={17} inputMode="numeric" autoComplete="off" />
                <SelectField<BillingFormValues>
                  id="billing-account-type"
                  name="account_type"
                  label={BILLING_MESSAGES.accountTypeLabel}
                  placeholder={WEB_MESSAGES.selectPlaceholder}
                  options={[
                    { value: 'checking', label: BILLING_MESSAGES.accountTypeChecking },
                    { value: 'savings', label: BILLING_MESSAGES.accountTypeSavings },
                  ]}
                />
                <SelectField<BillingFormValues>
                  id="billing-holder-type"
                  name="account_holder_type"
                  label={BILLING_MESSAGES.accountHolderTypeLabel}
                  placeholder={WEB_MESSAGES.selectPlaceholder}
                  options={[
                    { value: 'individual', label: BILLING_MESSAGES.holderTypeIndividual },
                    { value: 'company', label: BILLING_MESSAGES.holderTypeCompany },
                  ]}
                />
                <SelectField<BillingFormValues> id="billing-bill-date" name="bill_date" label={BILLING_MESSAGES.billDateLabel} options={options.bill_dates.map((n) => ({ value: String(n), label: billDateLabel(n) }))} />
              </div>
            </fieldset>
          </>
        )}

        {(method === 'eft' || options.payment_method === 'eft') && (
          <section className={styles.notice} aria-labelledby="billing-eft-heading">
            <h2 id="billing-eft-heading" className={styles.noticeHeading}>
              {BILLING_MESSAGES.eftTextHeading}
            </h2>
            {eftTextParagraphs(fixed ? 'group' : 'own').map((key) => (
              <p key={key}>{BILLING_MESSAGES[key]}</p>
            ))}
          </section>
        )}
        {options.billing_text && (
          <section className={styles.notice} aria-labelledby="billing-descriptor-heading">
            <h2 id="billing-descriptor-heading" className={styles.noticeHeading}>
              {BILLING_MESSAGES.statementDescriptorHeading}
            </h2>
            <p>{options.billing_text}</p>
          </section>
        )}
        <FormErrorSummary />
        <StepActions mode={mode} saveLater onCancelEdit={onCancelEdit} />
      </Form>
    </section>
  );
}

/** Routing number: 9 digits; on leaving it, the bank directory fills the bank name (or its error shows here). */
function RoutingField({ registration, lookingUp }: { registration: UseFormRegisterReturn<'routing_number'>; lookingUp: boolean }) {
  const error = useFieldError('routing_number');
  return (
    <div>
      <FormField id="billing-routing-number" label={BILLING_MESSAGES.routingNumberLabel} error={error}>
        {(control) => <input type="text" inputMode="numeric" maxLength={9} autoComplete="off" {...control} {...registration} />}
      </FormField>
      <p className={styles.hint} role="status">
        {lookingUp ? BILLING_MESSAGES.lookingUpBank : ''}
      </p>
    </div>
  );
}
