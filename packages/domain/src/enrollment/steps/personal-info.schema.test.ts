import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { fieldDefinitions, type FieldDefinition } from './field-definition.js';
import { DEFAULT_PERSONAL_INFO_FIELDS, normalizeSsn, personalInfoSchema, savePersonalInfoSchema, type PersonalInfoInput } from './personal-info.schema.js';

const valid: PersonalInfoInput = {
  first_name: 'Ana María',
  middle_name: '',
  last_name: "O'Brien-Ruiz",
  weight: '165',
  height_feet: '5',
  height_inch: '7',
  gender: '1',
  marital_status: '1',
  ssn: '123-45-6789',
  birthdate: '04/15/1980',
  prior_coverage_flag: '0',
};

/** The message under each field, as the API answers them (target_element → error_message). */
function fieldErrors(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
}

const errorsOf = (change: PersonalInfoInput, fields: FieldDefinition[] = DEFAULT_PERSONAL_INFO_FIELDS) =>
  fieldErrors(personalInfoSchema(fields), { ...valid, ...change });

describe('Personal Information rules (spec 001 section 5)', () => {
  it('accepts a complete form and gives numbers and the SSN digits back', () => {
    expect(personalInfoSchema().parse(valid)).toEqual({
      first_name: 'Ana María',
      last_name: "O'Brien-Ruiz",
      weight: 165,
      height_feet: 5,
      height_inch: 7,
      gender: 1,
      marital_status: 1,
      ssn: '123456789',
      birthdate: '04/15/1980',
      prior_coverage_flag: 0,
    });
  });

  it.each<[string, PersonalInfoInput, Record<string, string>]>([
    ['first name empty', { first_name: '' }, { first_name: 'Field is required' }],
    ['first name missing', { first_name: null }, { first_name: 'Field is required' }],
    ['first name with digits', { first_name: 'Ann3' }, { first_name: 'Please enter valid first name' }],
    ['first name with a symbol', { first_name: 'Ann!' }, { first_name: 'Please enter valid first name' }],
    ['last name empty', { last_name: '   ' }, { last_name: 'Field is required' }],
    ['last name with digits', { last_name: 'Smith2' }, { last_name: 'Please enter valid last name' }],
    ['middle name with digits', { middle_name: 'J5' }, { middle_name: 'Please enter valid middle name' }],
    ['weight empty', { weight: '' }, { weight: 'Field is required' }],
    ['weight zero', { weight: '0' }, { weight: 'Weight cannot be zero or less' }],
    ['weight negative', { weight: -4 }, { weight: 'Weight cannot be zero or less' }],
    ['weight of four digits', { weight: '1000' }, { weight: 'Please enter a weight of 1 to 999 lbs' }],
    ['weight with a fraction', { weight: '150.5' }, { weight: 'Please enter a weight of 1 to 999 lbs' }],
    ['weight in words', { weight: 'heavy' }, { weight: 'Please enter a weight of 1 to 999 lbs' }],
    ['height feet empty', { height_feet: '' }, { height_feet: 'Field is required' }],
    ['height feet zero', { height_feet: '0' }, { height_feet: 'Height cannot be zero' }],
    ['height feet of two digits', { height_feet: '10' }, { height_feet: 'Please enter the height in feet as one digit' }],
    ['height inches empty', { height_inch: '' }, { height_inch: 'Field is required' }],
    ['height inches 12', { height_inch: '12' }, { height_inch: 'Inch is invalid' }],
    ['height inches of three digits', { height_inch: '100' }, { height_inch: 'Inch is invalid' }],
    ['height inches not a number', { height_inch: 'x' }, { height_inch: 'Inch is invalid' }],
    ['marital status empty', { marital_status: '' }, { marital_status: 'Field is required' }],
    ['marital status 4', { marital_status: '4' }, { marital_status: 'Please choose a valid option' }],
    ['gender 3', { gender: 3 }, { gender: 'Please choose a valid option' }],
    ['SSN empty', { ssn: '' }, { ssn: 'Field is required' }],
    ['SSN of 8 digits', { ssn: '12345678' }, { ssn: 'Invalid Social Security Number' }],
    ['SSN of 10 digits', { ssn: '1234567890' }, { ssn: 'Invalid Social Security Number' }],
    ['SSN with letters', { ssn: '12345678a' }, { ssn: 'Invalid Social Security Number' }],
    ['SSN area 000', { ssn: '000-12-3456' }, { ssn: 'This is not a Social Security Number the SSA issues: it cannot begin with 000, 666 or 9, have 00 in the middle or end in 0000.' }],
    ['SSN area 9xx', { ssn: '912-34-5678' }, { ssn: 'This is not a Social Security Number the SSA issues: it cannot begin with 000, 666 or 9, have 00 in the middle or end in 0000.' }],
    ['SSN area 666', { ssn: '666-12-3456' }, { ssn: 'This is not a Social Security Number the SSA issues: it cannot begin with 000, 666 or 9, have 00 in the middle or end in 0000.' }],
    ['SSN serial 0000', { ssn: '123-45-0000' }, { ssn: 'This is not a Social Security Number the SSA issues: it cannot begin with 000, 666 or 9, have 00 in the middle or end in 0000.' }],
    ['birth date not a date', { birthdate: '13/30/1980' }, { birthdate: 'Please enter a date as MM/DD/YYYY' }],
    ['birth date not on the calendar', { birthdate: '02/30/1980' }, { birthdate: 'This date does not exist' }],
    ['prior coverage flag 2', { prior_coverage_flag: '2' }, { prior_coverage_flag: 'Please choose a valid option' }],
  ])('%s', (_case, change, expected) => {
    expect(errorsOf(change)).toEqual(expected);
  });

  it.each<[string, PersonalInfoInput]>([
    ['weight 1', { weight: 1 }],
    ['weight 999', { weight: '999' }],
    ['height 9 feet 0 inches', { height_feet: 9, height_inch: '0' }],
    ['height inches 11', { height_inch: '11' }],
    ['height inches 05', { height_inch: '05' }],
    ['SSN of 9 digits', { ssn: '123456789' }],
    ['SSN with spaces', { ssn: '123 45 6789' }],
    ['the masked SSN the server answered', { ssn: '***-**-6789' }],
    ['gender Others', { gender: 2 }],
    ['marital status Widowed', { marital_status: 3 }],
    ['a middle name', { middle_name: 'Lee' }],
  ])('accepts %s', (_case, change) => {
    expect(errorsOf(change)).toEqual({});
  });

  it('reports every field error at once', () => {
    expect(Object.keys(errorsOf({ first_name: '', weight: '0', ssn: '1', prior_coverage_flag: '1' })).sort()).toEqual(
      ['first_name', 'prior_carrier_name', 'prior_effective_date', 'prior_term_date', 'ssn', 'weight'].sort(),
    );
  });
});

describe('prior coverage', () => {
  const carrier = { prior_coverage_flag: '1', prior_carrier_name: 'Acme Health', prior_effective_date: '01/01/2025', prior_term_date: '12/31/2025' };

  it.each<[string, PersonalInfoInput, Record<string, string>]>([
    ['carrier details complete', carrier, {}],
    ['term on the effective day', { ...carrier, prior_term_date: '01/01/2025' }, {}],
    ['no carrier name', { ...carrier, prior_carrier_name: '' }, { prior_carrier_name: 'Field is required' }],
    ['no effective date', { ...carrier, prior_effective_date: null }, { prior_effective_date: 'Field is required' }],
    ['no termination date', { ...carrier, prior_term_date: '' }, { prior_term_date: 'Field is required' }],
    ['an impossible date', { ...carrier, prior_effective_date: '13/01/2025' }, { prior_effective_date: 'Please enter a date as MM/DD/YYYY' }],
    ['termination before effective', { ...carrier, prior_term_date: '12/31/2024' }, { prior_term_date: 'Termination date cannot be before the effective date' }],
  ])('%s', (_case, change, expected) => {
    expect(errorsOf(change)).toEqual(expected);
  });

  it('keeps the carrier details only with the carrier option', () => {
    expect(personalInfoSchema().parse({ ...valid, ...carrier, prior_effective_date: '2025-01-01' })).toMatchObject({
      prior_coverage_flag: 1,
      prior_carrier_name: 'Acme Health',
      prior_effective_date: '01/01/2025',
      prior_term_date: '12/31/2025',
    });
    const none = personalInfoSchema().parse({ ...valid, ...carrier, prior_coverage_flag: 0 });
    expect(none).not.toHaveProperty('prior_carrier_name');
    expect(none).not.toHaveProperty('prior_term_date');
  });
});

describe('field definitions switch fields on and off', () => {
  it('drops and skips a field the server does not flag required', () => {
    const fields = fieldDefinitions(['first_name', 'last_name', 'ssn']);
    const data = personalInfoSchema(fields).parse({ first_name: 'Ana', last_name: 'Ruiz', ssn: '123456789', weight: '0' });
    expect(data).toEqual({ first_name: 'Ana', last_name: 'Ruiz', ssn: '123456789' });
  });

  it('does not require a read-only field but still checks a value sent for it', () => {
    const fields = fieldDefinitions(['first_name', 'gender'], ['gender']);
    expect(personalInfoSchema(fields).safeParse({ first_name: 'Ana' }).success).toBe(true);
    expect(fieldErrors(personalInfoSchema(fields), { first_name: 'Ana', gender: '7' })).toEqual({ gender: 'Please choose a valid option' });
  });

  it('reads 0/1 and boolean flags alike', () => {
    const fields: FieldDefinition[] = [
      { field_name: 'first_name', required: true, read_only: false },
      { field_name: 'last_name', required: 0, read_only: 0 },
    ];
    expect(fieldErrors(personalInfoSchema(fields), {})).toEqual({ first_name: 'Field is required' });
  });

  it('requires the enroller code only when the server says it is not optional', () => {
    expect(fieldErrors(personalInfoSchema(DEFAULT_PERSONAL_INFO_FIELDS, { enrollerCodeRequired: true }), valid)).toEqual({
      enroller_code: 'Field is required',
    });
    expect(personalInfoSchema().parse({ ...valid, enroller_code: 'X1' })).not.toHaveProperty('enroller_code');
  });

  it('adds the enrollment id for save-personal-info', () => {
    expect(fieldErrors(savePersonalInfoSchema(), valid)).toEqual({ enrollment_id: 'Field is required' });
    expect(savePersonalInfoSchema().parse({ ...valid, enrollment_id: 'abcdefghijklmnopqrstuv' })).toMatchObject({ enrollment_id: 'abcdefghijklmnopqrstuv' });
  });
});

describe('normalizeSsn', () => {
  it.each([
    ['123-45-6789', '123456789'],
    ['123456789', '123456789'],
    ['666-12-3456', null],
    ['123-00-4567', null],
    ['123-45-0000', null],
    ['123-456-789', null],
  ])('%s → %s', (input, expected) => {
    expect(normalizeSsn(input)).toBe(expected);
  });
});

describe('values of the wrong type', () => {
  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['a boolean weight', { weight: true }, { weight: 'Invalid value' }],
    ['an object for the SSN', { ssn: { a: 1 } }, { ssn: 'Invalid value' }],
  ])('%s', (_case, change, expected) => {
    expect(fieldErrors(personalInfoSchema(), { ...valid, ...change })).toEqual(expected);
  });

  it('refuses a body that is not an object', () => {
    expect(personalInfoSchema().safeParse(null).success).toBe(false);
    expect(personalInfoSchema().safeParse('first_name=Ana').success).toBe(false);
  });
});
