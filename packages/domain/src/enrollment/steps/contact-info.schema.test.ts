import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { alternateEmailSchema, contactInfoSchema, DEFAULT_CONTACT_INFO_FIELDS, saveContactInfoSchema, type ContactInfoInput } from './contact-info.schema.js';
import { fieldDefinitions, type FieldDefinition } from './field-definition.js';
import type { ZipLookup } from './usps-address.js';

const valid: ContactInfoInput = {
  email_address: 'ana.ruiz@example.com',
  phone_number: '5125550142',
  address1: '100 Congress Ave',
  address2: '',
  city: 'Austin',
  zip: '78701',
  state: 'tx',
  birth_state: 'CA',
  birth_city: 'San Diego',
};

function fieldErrors(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
}

const errorsOf = (change: ContactInfoInput, fields: FieldDefinition[] = DEFAULT_CONTACT_INFO_FIELDS) =>
  fieldErrors(contactInfoSchema(fields), { ...valid, ...change });

describe('Contact Information rules (spec 001 section 5)', () => {
  it('accepts a complete form, upper-cases the state and sets the flags to 0', () => {
    expect(contactInfoSchema().parse({ ...valid, phone_number: '(512) 555-0142' })).toEqual({
      email_address: 'ana.ruiz@example.com',
      phone_number: '5125550142',
      address1: '100 Congress Ave',
      city: 'Austin',
      zip: '78701',
      state: 'TX',
      birth_state: 'CA',
      birth_city: 'San Diego',
      with_validation: 0,
      skip_validation_email: 0,
      skip_validation_phone: 0,
    });
  });

  it.each<[string, ContactInfoInput, Record<string, string>]>([
    ['e-mail empty', { email_address: '' }, { email_address: 'Field is required' }],
    ['e-mail without a domain', { email_address: 'ana@' }, { email_address: 'Invalid email format. Please enter a valid email' }],
    ['e-mail with a space', { email_address: 'ana ruiz@example.com' }, { email_address: 'Invalid email format. Please enter a valid email' }],
    ['phone empty', { phone_number: '' }, { phone_number: 'Field is required' }],
    ['phone of 9 digits', { phone_number: '512555014' }, { phone_number: 'Invalid phone number. Please enter a 10-digit numeric phone number' }],
    ['phone of 11 digits', { phone_number: '15125550142' }, { phone_number: 'Invalid phone number. Please enter a 10-digit numeric phone number' }],
    ['phone with letters', { phone_number: '512555O142' }, { phone_number: 'Invalid phone number. Please enter a 10-digit numeric phone number' }],
    ['address1 empty', { address1: ' ' }, { address1: 'Field is required' }],
    ['city empty', { city: '' }, { city: 'Field is required' }],
    ['state empty', { state: '' }, { state: 'Field is required' }],
    ['state of 3 letters', { state: 'TXX' }, { state: 'Please choose a valid state' }],
    ['state with a digit', { state: 'T1' }, { state: 'Please choose a valid state' }],
    ['state that does not exist', { state: 'ZZ' }, { state: 'Please choose a valid state' }],
    ['zip empty', { zip: '' }, { zip: 'Field is required' }],
    ['zip of 4 digits', { zip: '7870' }, { zip: 'Enter 5 digit zip code.' }],
    ['zip with a letter', { zip: '7870a' }, { zip: 'Enter 5 digit zip code.' }],
    ['zip+4', { zip: '78701-1234' }, { zip: 'Enter 5 digit zip code.' }],
    ['birth state invalid', { birth_state: 'Cal' }, { birth_state: 'Please choose a valid state' }],
    ['birth city empty', { birth_city: '' }, { birth_city: 'Field is required' }],
    ['birth state empty', { birth_state: null }, { birth_state: 'Field is required' }],
    ['USPS flag 2', { with_validation: 2 }, { with_validation: 'Please choose a valid option' }],
  ])('%s', (_case, change, expected) => {
    expect(errorsOf(change)).toEqual(expected);
  });

  it('reads the checkboxes as 1 or 0, from numbers, text or booleans', () => {
    expect(contactInfoSchema().parse({ ...valid, with_validation: true, skip_validation_email: '1', skip_validation_phone: 0 })).toMatchObject({
      with_validation: 1,
      skip_validation_email: 1,
      skip_validation_phone: 0,
    });
  });
});

describe('contact field definitions', () => {
  const base = ['email_address', 'phone_number', 'address1', 'city', 'zip', 'state'];

  it('offers address2 as optional, and requires it only when flagged', () => {
    expect(errorsOf({ address2: '' }, fieldDefinitions(base))).toEqual({});
    expect(contactInfoSchema(fieldDefinitions(base)).parse({ ...valid, address2: 'Suite 5' })).toMatchObject({ address2: 'Suite 5' });
    expect(errorsOf({ address2: '' }, fieldDefinitions([...base, 'address2']))).toEqual({ address2: 'Field is required' });
  });

  it('requires birth state and city only when both are flagged', () => {
    const onlyState = fieldDefinitions([...base, 'birth_state']);
    expect(errorsOf({ birth_state: '', birth_city: '' }, onlyState)).toEqual({});
    expect(errorsOf({ birth_state: 'XX' }, onlyState)).toEqual({ birth_state: 'Please choose a valid state' });
    const neither = contactInfoSchema(fieldDefinitions(base)).parse(valid);
    expect(neither).not.toHaveProperty('birth_state');
    expect(neither).not.toHaveProperty('birth_city');
  });

  it('adds the enrollment id for save-contact-info', () => {
    expect(fieldErrors(saveContactInfoSchema(), valid)).toEqual({ enrollment_id: 'Field is required' });
  });
});

describe('USPS Address Validation', () => {
  const places: Record<string, { state: string; city: string }> = {
    '78701': { state: 'TX', city: 'Austin' },
    '63101': { state: 'MO', city: 'Saint Louis' },
  };
  const lookup: ZipLookup = (zip) => places[zip] ?? null;
  const schema = contactInfoSchema(DEFAULT_CONTACT_INFO_FIELDS, { zipLookup: lookup });
  const checked = (change: ContactInfoInput) => fieldErrors(schema, { ...valid, with_validation: 1, ...change });

  it.each<[string, ContactInfoInput, Record<string, string>]>([
    ['city, state and zip agree', {}, {}],
    ['another spelling of the city', { city: 'st. louis', state: 'MO', zip: '63101' }, {}],
    ['an unknown zip', { zip: '00000' }, { zip: 'Invalid Zip code' }],
    ['the state of another zip', { state: 'OK' }, { state: 'City, state and zip code do not match. Please check the address or uncheck USPS Address Validation.' }],
    ['another city', { city: 'Dallas' }, { city: 'City, state and zip code do not match. Please check the address or uncheck USPS Address Validation.' }],
    ['a malformed zip (its own message only)', { zip: '787' }, { zip: 'Enter 5 digit zip code.' }],
  ])('%s', (_case, change, expected) => {
    expect(checked(change)).toEqual(expected);
  });

  it('does not check the address when the box is not ticked', () => {
    expect(fieldErrors(schema, { ...valid, city: 'Dallas', with_validation: 0 })).toEqual({});
  });

  it('reports the mismatch together with other field errors', () => {
    expect(checked({ city: 'Dallas', phone_number: '1' })).toEqual({
      city: 'City, state and zip code do not match. Please check the address or uncheck USPS Address Validation.',
      phone_number: 'Invalid phone number. Please enter a 10-digit numeric phone number',
    });
  });
});

describe('the save-later alternate e-mail', () => {
  it.each([
    ['', false],
    [undefined, false],
    ['not-an-email', false],
    ['  someone@example.org ', true],
  ])('%j valid: %s', (email, ok) => {
    const result = alternateEmailSchema.safeParse(email);
    expect(result.success).toBe(ok);
    if (!ok) expect(result.error?.issues[0]?.message).toBe('Enter valid email address');
  });
});
