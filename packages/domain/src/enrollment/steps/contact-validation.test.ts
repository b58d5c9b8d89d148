import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../messages.js';
import { ENROLLMENT_MESSAGES } from '../enrollment.messages.js';
import {
  canSkipContactValidation,
  contactAcceptance,
  normalizeContact,
  zipStateCheck,
  SendOtpSchema,
  VerifyOtpSchema,
  type ContactAcceptance,
  type ContactCheck,
} from './contact-validation.js';
import { contactFieldsForLater, contactInfoSchema, DEFAULT_CONTACT_INFO_FIELDS } from './contact-info.schema.js';

const ID = 'AAAAAAAAAAAAAAAAAAAAAA';

describe('contactAcceptance', () => {
  const rows: [ContactCheck, boolean, boolean, boolean, ContactAcceptance, string][] = [
    ['ok', false, false, false, 'accept', 'a valid contact is kept'],
    ['exists', false, false, false, 'refuseExists', "someone else's contact is refused"],
    ['exists', true, false, false, 'refuseExists', "someone else's contact is refused even when verified by code"],
    ['exists', false, true, true, 'refuseExists', "someone else's contact is refused even when a rep skips validation"],
    ['invalid', false, false, false, 'refuseInvalid', 'an invalid contact is refused'],
    ['invalid', true, false, false, 'accept', 'an invalid contact verified by code is kept'],
    ['invalid', false, true, true, 'accept', 'an invalid contact is kept when a rep or group skips validation'],
    ['invalid', false, true, false, 'refuseInvalid', 'an applicant ticking skip does not skip'],
    ['invalid', false, false, true, 'refuseInvalid', 'a rep who did not tick skip is refused'],
  ];
  it.each(rows)('%s, verified %s, skip %s, may skip %s: %s (%s)', (check, verified, skipRequested, canSkip, expected) => {
    expect(contactAcceptance({ check, verified, skipRequested, canSkip })).toBe(expected);
  });
});

describe('canSkipContactValidation', () => {
  it.each([
    ['rep', true],
    ['group', true],
    ['applicant', false],
    [null, false],
    ['REP', false],
  ] as const)('eprocess %s: %s', (eprocess, expected) => {
    expect(canSkipContactValidation(eprocess)).toBe(expected);
  });
});

describe('normalizeContact', () => {
  it.each([
    ['  Jane.Doe@Example.COM ', 'email', 'jane.doe@example.com'],
    ['(212) 555-0142', 'phone', '2125550142'],
    ['212.555.0142', 'phone', '2125550142'],
  ] as const)('%s as %s is %s', (contact, type, expected) => {
    expect(normalizeContact(contact, type)).toBe(expected);
  });
});

const fieldErrors = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('SendOtpSchema', () => {
  it('normalizes the contact of its type', () => {
    expect(SendOtpSchema.parse({ contact: 'A@B.co', enrollment_id: ID, type: 'email' }).contact).toBe('a@b.co');
    expect(SendOtpSchema.parse({ contact: '(212) 555-0142', enrollment_id: ID, type: 'phone' }).contact).toBe('2125550142');
  });
  it.each([
    [{ contact: 'not-an-email', type: 'email' }, { contact: ENROLLMENT_MESSAGES.otpEnterValidEmail }],
    [{ contact: '555-0142', type: 'phone' }, { contact: ENROLLMENT_MESSAGES.otpEnterValidPhone }],
    [{ contact: 'a@b.co', type: 'fax' }, { type: 'Please choose a valid option' }],
  ])('refuses %o with %o', (body, errors) => {
    expect(fieldErrors(SendOtpSchema.safeParse({ enrollment_id: ID, ...body }))).toMatchObject(errors);
  });
});

describe('VerifyOtpSchema', () => {
  const base = { enrollment_id: ID, contact: 'a@b.co', type: 'email' };
  it.each([
    [{}, ENROLLMENT_MESSAGES.otpEmptyEmail],
    [{ otp: '' }, ENROLLMENT_MESSAGES.otpEmptyEmail],
    [{ otp: '', type: 'phone', contact: '2125550142' }, ENROLLMENT_MESSAGES.otpEmptyPhone],
    [{ otp: '12345' }, ENROLLMENT_MESSAGES.otpTooShort],
    [{ otp: '12345a' }, ENROLLMENT_MESSAGES.otpTooShort],
    [{ otp: '1'.repeat(40) }, ENROLLMENT_MESSAGES.otpTooShort],
  ])('refuses the code of %o with its message', (body, message) => {
    expect(fieldErrors(VerifyOtpSchema.safeParse({ ...base, ...body })).otp).toBe(message);
  });
  it('reads a code sent as a number', () => {
    expect(VerifyOtpSchema.parse({ ...base, otp: 123456 }).otp).toBe('123456');
  });
});

describe('zipStateCheck', () => {
  const lookup = (zip: string) => (zip === '10001' ? { state: 'NY', city: 'New York' } : null);
  it.each([
    ['NY', '10001', 'ok'],
    ['ny', ' 10001 ', 'ok'],
    ['NJ', '10001', 'stateMismatch'],
    ['NY', '00000', 'unknownZip'],
  ] as const)('state %s with zip %s: %s', (state, zip, expected) => {
    expect(zipStateCheck(state, zip, lookup)).toBe(expected);
  });
});

describe('contactFieldsForLater (spec 001 section 7: save for later never requires more than its payload)', () => {
  const later = contactFieldsForLater(DEFAULT_CONTACT_INFO_FIELDS);
  const SPEC_PAYLOAD = { address1: '350 Fifth Avenue', address2: '', city: 'New York', state: 'NY', zip: '10001', phone_number: '2125550142', email_address: 'a@example.com' };

  it("takes the spec's save-later payload, without birth state or city", () => {
    expect(contactInfoSchema(later).safeParse(SPEC_PAYLOAD).success).toBe(true);
    expect(contactInfoSchema(DEFAULT_CONTACT_INFO_FIELDS).safeParse(SPEC_PAYLOAD).success).toBe(false);
  });

  it('still checks a birth state that was given', () => {
    expect(fieldErrors(contactInfoSchema(later).safeParse({ ...SPEC_PAYLOAD, birth_state: 'ZZ' }))).toEqual({ birth_state: ENROLLMENT_MESSAGES.invalidState });
  });

  it("still requires the spec's own fields the step requires", () => {
    expect(fieldErrors(contactInfoSchema(later).safeParse({ ...SPEC_PAYLOAD, email_address: '' }))).toEqual({ email_address: MESSAGES.fieldRequired });
  });
});
