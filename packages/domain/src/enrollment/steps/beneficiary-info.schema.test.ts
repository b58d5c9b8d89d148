import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../messages.js';
import { ENROLLMENT_MESSAGES } from '../enrollment.messages.js';
import { BENEFICIARY_MESSAGES } from './beneficiary-info.messages.js';
import { beneficiariesFromRecord, beneficiarySchema, DEFAULT_BENEFICIARY_INFO_FIELDS } from './beneficiary-info.schema.js';

const today = { year: 2026, month: 11, day: 23 };
const schema = beneficiarySchema(DEFAULT_BENEFICIARY_INFO_FIELDS, { today });

const VALID = {
  first_name: 'Lucia',
  middle_name: '',
  last_name: 'Marquez',
  birthdate: '04/02/2012',
  ssn: '123-45-6789',
  relationship: 'Child',
  beneficiary_percentage: '60',
  is_contigent: false,
};

const errorsOf = (input: Record<string, unknown>) => {
  const parsed = schema.safeParse(input);
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]));
};

describe('beneficiarySchema (spec 001 section 5)', () => {
  it('accepts a primary beneficiary and normalizes it', () => {
    expect(schema.parse(VALID)).toEqual({
      first_name: 'Lucia',
      last_name: 'Marquez',
      birthdate: '04/02/2012',
      ssn: '123456789',
      relationship: 'Child',
      beneficiary_percentage: 60,
      is_contigent: false,
    });
  });

  it('accepts a contingent beneficiary without a percentage (0)', () => {
    expect(schema.parse({ ...VALID, beneficiary_percentage: '', is_contigent: true })).toMatchObject({ beneficiary_percentage: 0, is_contigent: true });
    expect(schema.parse({ ...VALID, beneficiary_percentage: 0, is_contigent: 1 })).toMatchObject({ beneficiary_percentage: 0, is_contigent: true });
  });

  it.each([
    ['a missing first name', { first_name: '' }, 'first_name', MESSAGES.fieldRequired],
    ['a first name with digits', { first_name: 'Luc1a' }, 'first_name', ENROLLMENT_MESSAGES.invalidFirstName],
    ['a missing last name', { last_name: null }, 'last_name', MESSAGES.fieldRequired],
    ['a last name with symbols', { last_name: 'M@rquez' }, 'last_name', ENROLLMENT_MESSAGES.invalidLastName],
    ['a middle name with digits', { middle_name: 'J2' }, 'middle_name', ENROLLMENT_MESSAGES.invalidMiddleName],
    ['a missing birthdate', { birthdate: '' }, 'birthdate', MESSAGES.fieldRequired],
    ['a birthdate that is not a date', { birthdate: '13/40/2012' }, 'birthdate', MESSAGES.invalidDateFormat],
    ['a birthdate today', { birthdate: '11/23/2026' }, 'birthdate', BENEFICIARY_MESSAGES.birthdateNotPast],
    ['a birthdate in the future', { birthdate: '01/01/2030' }, 'birthdate', BENEFICIARY_MESSAGES.birthdateNotPast],
    ['a missing SSN', { ssn: '' }, 'ssn', MESSAGES.fieldRequired],
    ['an SSN of 8 digits', { ssn: '12345678' }, 'ssn', ENROLLMENT_MESSAGES.invalidSsn],
    ['an SSN of 10 digits', { ssn: '1234567890' }, 'ssn', ENROLLMENT_MESSAGES.invalidSsn],
    ['an SSN with letters', { ssn: '12345678a' }, 'ssn', ENROLLMENT_MESSAGES.invalidSsn],
    ['a missing relationship', { relationship: '' }, 'relationship', MESSAGES.fieldRequired],
    ['an unknown relationship', { relationship: 'Boss' }, 'relationship', MESSAGES.invalidChoice],
    ['a missing percentage', { beneficiary_percentage: '' }, 'beneficiary_percentage', MESSAGES.fieldRequired],
    ['a percentage of 0', { beneficiary_percentage: '0' }, 'beneficiary_percentage', BENEFICIARY_MESSAGES.percentageRange],
    ['a percentage of 101', { beneficiary_percentage: 101 }, 'beneficiary_percentage', BENEFICIARY_MESSAGES.percentageRange],
    ['a percentage of 4 characters', { beneficiary_percentage: '0100' }, 'beneficiary_percentage', BENEFICIARY_MESSAGES.percentageRange],
    ['a fractional percentage', { beneficiary_percentage: '50.5' }, 'beneficiary_percentage', BENEFICIARY_MESSAGES.percentageRange],
    ['a negative percentage', { beneficiary_percentage: -5 }, 'beneficiary_percentage', BENEFICIARY_MESSAGES.percentageRange],
    ['a contingent with a percentage', { is_contigent: true, beneficiary_percentage: 10 }, 'beneficiary_percentage', BENEFICIARY_MESSAGES.contingentNoPercentage],
    ['a contingent flag that is not one', { is_contigent: 'maybe' }, 'is_contigent', MESSAGES.invalidChoice],
  ])("refuses %s under %s with '%s'", (_case, change, field, message) => {
    expect(errorsOf({ ...VALID, ...change })[field]).toBe(message);
  });

  it('reports every field at once, the percentage too', () => {
    const errors = errorsOf({ is_contigent: false });
    expect(Object.keys(errors).sort()).toEqual(['beneficiary_percentage', 'birthdate', 'first_name', 'last_name', 'relationship', 'ssn']);
  });

  it('keeps a masked SSN as sent (the server swaps in the number on file)', () => {
    expect(schema.parse({ ...VALID, ssn: '***-**-6789' }).ssn).toBe('***-**-6789');
  });
});

describe('beneficiariesFromRecord (an existing member\'s earlier list)', () => {
  it('maps dob to birthdate (ISO converted) and numbers the list', () => {
    const list = beneficiariesFromRecord(
      [
        { first_name: 'Lucia', last_name: 'Marquez', dob: '2012-04-02', ssn: '123456789', relationship: 'Child', beneficiary_percentage: 100, is_contigent: 0 },
        { first_name: 'Rosa', last_name: 'Marquez', birthdate: '05/06/1960', ssn: '234567891', relationship: 'Parent', beneficiary_percentage: 0, is_contigent: 1 },
      ],
      { today },
    );
    expect(list).toEqual([
      expect.objectContaining({ beneficiary_id: 1, birthdate: '04/02/2012', beneficiary_percentage: 100, is_contigent: false }),
      expect.objectContaining({ beneficiary_id: 2, birthdate: '05/06/1960', beneficiary_percentage: 0, is_contigent: true }),
    ]);
  });

  it.each([
    ['not a list', { name: 'x' }],
    ['an invalid beneficiary', [{ first_name: 'Lucia' }]],
    ['null', null],
  ])('answers null for %s', (_case, record) => {
    expect(beneficiariesFromRecord(record, { today })).toBeNull();
  });
});
