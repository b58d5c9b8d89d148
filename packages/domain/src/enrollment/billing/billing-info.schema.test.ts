import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../messages.js';
import { ENROLLMENT_MESSAGES } from '../enrollment.messages.js';
import { BILLING_MESSAGES } from './billing.messages.js';
import { bankFormSchema, billDateLabel, cardFormSchema, eftTextParagraphs, existingBankSchema, fixedModeNote, paymentChoices, DEFAULT_BILLING_FIELDS } from './billing-info.schema.js';

const NOW = new Date('2026-11-23T12:00:00Z');
const CARD = {
  payment_method: 'cc',
  first_name_on_cc: 'Elena',
  last_name_on_cc: 'Marquez',
  card_number: '4242 4242 4242 4242',
  expiration_month: '11',
  expiration_year: '2026',
  security_code: '123',
  address1: '12 Main Street',
  address2: '',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  is_physical_address: 'no',
};
const BANK = {
  payment_method: 'eft',
  routing_number: '011000015',
  account_name: 'Elena Marquez',
  bank_name: 'FEDERAL RESERVE BANK',
  account_number: '000123456789',
  account_type: 'checking',
  account_holder_type: 'individual',
  bill_date: '28',
};

const cardErrors = (over: Record<string, unknown>, now = NOW) => {
  const r = cardFormSchema({ now }).safeParse({ ...CARD, ...over });
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};
const bankErrors = (over: Record<string, unknown>) => {
  const r = bankFormSchema.safeParse({ ...BANK, ...over });
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('the card form', () => {
  it('accepts a complete card and keeps only the digits of its number', () => {
    const r = cardFormSchema({ now: NOW }).parse(CARD);
    expect(r.card_number).toBe('4242424242424242');
    expect(r.is_physical_address).toBe('no');
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['a blank first name', { first_name_on_cc: '' }, 'first_name_on_cc', MESSAGES.fieldRequired],
    ['digits in the first name', { first_name_on_cc: 'El3na' }, 'first_name_on_cc', ENROLLMENT_MESSAGES.invalidFirstName],
    ['a symbol in the last name', { last_name_on_cc: 'Marquez!' }, 'last_name_on_cc', ENROLLMENT_MESSAGES.invalidLastName],
    ['a blank card number', { card_number: '' }, 'card_number', MESSAGES.fieldRequired],
    ['12 digits', { card_number: '424242424242' }, 'card_number', BILLING_MESSAGES.cardNumberLength],
    ['26 digits', { card_number: '4'.repeat(26) }, 'card_number', BILLING_MESSAGES.cardNumberLength],
    ['letters in the number', { card_number: '4242abcd42424242' }, 'card_number', BILLING_MESSAGES.cardNumberLength],
    ['a failed Luhn check', { card_number: '4242424242424241' }, 'card_number', BILLING_MESSAGES.cardNumberChecksum],
    ['a blank month', { expiration_month: '' }, 'expiration_month', MESSAGES.fieldRequired],
    ['month 13', { expiration_month: '13' }, 'expiration_month', MESSAGES.invalidChoice],
    ['an expired month', { expiration_month: '10' }, 'expiration_month', BILLING_MESSAGES.cardExpired],
    ['a past year', { expiration_year: '2025' }, 'expiration_year', MESSAGES.invalidChoice],
    ['21 years ahead', { expiration_year: '2047' }, 'expiration_year', MESSAGES.invalidChoice],
    ['a blank security code', { security_code: '' }, 'security_code', MESSAGES.fieldRequired],
    ['a 2-digit security code', { security_code: '12' }, 'security_code', BILLING_MESSAGES.securityCodeLength],
    ['letters in the security code', { security_code: '12a' }, 'security_code', BILLING_MESSAGES.securityCodeLength],
    ['a blank address', { address1: '' }, 'address1', MESSAGES.fieldRequired],
    ['a blank city', { city: '' }, 'city', MESSAGES.fieldRequired],
    ['a blank state', { state: '' }, 'state', MESSAGES.fieldRequired],
    ['an unknown state', { state: 'ZZ' }, 'state', MESSAGES.invalidChoice],
    ['a blank zip', { zip: '' }, 'zip', MESSAGES.fieldRequired],
    ['a 4-digit zip', { zip: '7870' }, 'zip', MESSAGES.invalidZip],
  ])('%s', (_name, over, field, message) => {
    expect(cardErrors(over)[field]).toBe(message);
  });

  it.each([
    ['this month', '11', '2026', true],
    ['20 years ahead', '01', '2046', true],
    ['4 digits of security code', '12', '2030', true],
  ])('accepts an expiry of %s', (_name, month, year) => {
    expect(cardErrors({ expiration_month: month, expiration_year: year, security_code: '1234' })).toEqual({});
  });

  it('requires address2 only when the server marks it', () => {
    const fields = DEFAULT_BILLING_FIELDS.map((f) => (f.field_name === 'address2' ? { ...f, required: 1 as const } : f));
    const r = cardFormSchema({ now: NOW, fields }).safeParse(CARD);
    expect(r.success ? null : r.error.issues[0]?.path).toEqual(['address2']);
  });
});

describe('the bank form', () => {
  it('accepts complete bank details', () => {
    expect(bankFormSchema.parse(BANK).bill_date).toBe(28);
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['a blank routing number', { routing_number: '' }, 'routing_number', MESSAGES.fieldRequired],
    ['8 digits', { routing_number: '01100001' }, 'routing_number', BILLING_MESSAGES.routingNumberLength],
    ['a failed ABA checksum', { routing_number: '011000016' }, 'routing_number', BILLING_MESSAGES.routingNumberChecksum],
    ['a blank account name', { account_name: '' }, 'account_name', MESSAGES.fieldRequired],
    ['a symbol in the account name', { account_name: 'Elena & Co' }, 'account_name', BILLING_MESSAGES.invalidAccountHolderName],
    ['a blank bank name', { bank_name: '' }, 'bank_name', MESSAGES.fieldRequired],
    ['3 account digits', { account_number: '123' }, 'account_number', BILLING_MESSAGES.accountNumberLength],
    ['18 account digits', { account_number: '1'.repeat(18) }, 'account_number', BILLING_MESSAGES.accountNumberLength],
    ['a blank account type', { account_type: '' }, 'account_type', MESSAGES.fieldRequired],
    ['an unknown account type', { account_type: 'brokerage' }, 'account_type', MESSAGES.invalidChoice],
    ['a blank holder type', { account_holder_type: '' }, 'account_holder_type', MESSAGES.fieldRequired],
    ['bill date 29', { bill_date: '29' }, 'bill_date', MESSAGES.invalidChoice],
  ])('%s', (_name, over, field, message) => {
    expect(bankErrors(over)[field]).toBe(message);
  });

  it('checks a saved bank the same way, its routing number as bank_routing', () => {
    const r = existingBankSchema.safeParse({ ...BANK, bank_id: '3', bank_routing: '12345678' });
    expect(r.success ? null : r.error.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['bank_routing', BILLING_MESSAGES.routingNumberLength]]);
  });
});

describe('payment method and texts', () => {
  it('offers EFT as the alternative of cc only', () => {
    expect(paymentChoices('cc')).toEqual(['cc', 'eft']);
    for (const fixed of ['eft', 'list', 'elist', 'stmt'] as const) {
      expect(paymentChoices(fixed)).toEqual([]);
      expect(fixedModeNote(fixed)).toMatch(/No payment details are needed/);
    }
  });

  it.each([
    [1, '1st of month'],
    [2, '2nd of month'],
    [3, '3rd of month'],
    [4, '4th of month'],
    [11, '11th of month'],
    [12, '12th of month'],
    [13, '13th of month'],
    [21, '21st of month'],
    [22, '22nd of month'],
    [23, '23rd of month'],
    [28, '28th of month'],
  ])("offers bill date %i as '%s', with the ordinal a person reads", (n, label) => {
    expect(billDateLabel(n)).toBe(label);
  });

  it('states the EFT facts of section 2.3', () => {
    const text = [BILLING_MESSAGES.eftInitialPayment, BILLING_MESSAGES.eftMonthlyWindows, BILLING_MESSAGES.eftNoMonthlyCharge, BILLING_MESSAGES.eftStopPayment, BILLING_MESSAGES.eftInsufficientFunds].join(' ');
    for (const fact of ['5 days', '1st and 6th', '15th', '21st and 26th', 'prior month', 'no monthly charge', '3 business days', '$30']) expect(text).toContain(fact);
  });

  it.each([
    ['own', true],
    ['group', false],
  ] as const)("never says both when the monthly charge falls and that there is none (the %s account's EFT)", (account, charged) => {
    const text = eftTextParagraphs(account).map((key) => BILLING_MESSAGES[key]).join(' ');
    expect(text.includes(BILLING_MESSAGES.eftMonthlyWindows)).toBe(charged);
    expect(text.includes(BILLING_MESSAGES.eftNoMonthlyCharge)).toBe(!charged);
  });
});

// Issue 26 item 4 c: NUL (PostgreSQL refuses it in text) and half a character (not UTF-8) are refused by every text
// field of the billing step with a field message, before any query.
describe('the billing text fields and characters no text can hold', () => {
  it.each(['address1', 'address2', 'city'])('%s refuses NUL and lone surrogates', (field) => {
    for (const value of ['12 Main\u0000', 'Austin \uD800', '\uDC00x']) expect(cardErrors({ [field]: value }), JSON.stringify(value)).toEqual({ [field]: MESSAGES.invalidCharacters });
  });

  it('refuses them in the bank form too', () => {
    expect(bankErrors({ bank_name: 'FEDERAL\u0000RESERVE' })).toEqual({ bank_name: MESSAGES.invalidCharacters });
  });
});
