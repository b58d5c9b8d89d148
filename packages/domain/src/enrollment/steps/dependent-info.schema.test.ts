import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../messages.js';
import { ENROLLMENT_MESSAGES } from '../enrollment.messages.js';
import { BENEFICIARY_MESSAGES } from './beneficiary-info.messages.js';
import { DEPENDENT_MESSAGES } from './dependent-info.messages.js';
import { DEFAULT_DEPENDENT_FIELDS, dependentFieldsFor, dependentPrimaryInfoSchema } from './dependent-info.schema.js';
import { fieldMode } from './field-definition.js';

const today = { year: 2026, month: 11, day: 23 };
const schema = dependentPrimaryInfoSchema(DEFAULT_DEPENDENT_FIELDS, { today, legallyDisabledAllowed: true });
const child = {
  first_name: 'Lucia',
  last_name: 'Lopez',
  gender: '1',
  ssn: '123-45-6789',
  relationship: 'child',
  weight: '60',
  height_feet: '4',
  height_inch: '2',
  birthdate: '05/10/2016',
};
const errorsOf = (value: Record<string, unknown>) => {
  const parsed = schema.safeParse(value);
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('dependentPrimaryInfoSchema', () => {
  it('keeps a valid child: birthdate YYYY-MM-DD, SSN digits, employed 0, not disabled', () => {
    expect(schema.parse(child)).toEqual({
      first_name: 'Lucia',
      last_name: 'Lopez',
      gender: 1,
      ssn: '123456789',
      relationship: 'child',
      weight: 60,
      height_feet: 4,
      height_inch: 2,
      birthdate: '2016-05-10',
      employed: 0,
      is_legally_disabled: 0,
      disability_condition: null,
    });
  });

  it('reads the server form YYYY-MM-DD too', () => {
    expect(schema.parse({ ...child, birthdate: '2016-05-10' }).birthdate).toBe('2016-05-10');
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['first name blank', { first_name: '' }, 'first_name', MESSAGES.fieldRequired],
    ['first name digits', { first_name: 'L1' }, 'first_name', ENROLLMENT_MESSAGES.invalidFirstName],
    ['last name blank', { last_name: ' ' }, 'last_name', MESSAGES.fieldRequired],
    ['last name symbols', { last_name: 'L@' }, 'last_name', ENROLLMENT_MESSAGES.invalidLastName],
    ['middle name digits', { middle_name: '9' }, 'middle_name', ENROLLMENT_MESSAGES.invalidMiddleName],
    ['gender blank', { gender: '' }, 'gender', MESSAGES.fieldRequired],
    ['gender Others is not offered', { gender: '2' }, 'gender', MESSAGES.invalidChoice],
    ['SSN blank', { ssn: '' }, 'ssn', MESSAGES.fieldRequired],
    ['SSN short', { ssn: '12345' }, 'ssn', ENROLLMENT_MESSAGES.invalidSsn],
    ['SSN 10 digits', { ssn: '1234567890' }, 'ssn', ENROLLMENT_MESSAGES.invalidSsn],
    ['weight blank', { weight: '' }, 'weight', MESSAGES.fieldRequired],
    ['weight zero', { weight: '0' }, 'weight', ENROLLMENT_MESSAGES.weightNotPositive],
    ['weight four digits', { weight: '1000' }, 'weight', ENROLLMENT_MESSAGES.invalidWeight],
    ['weight letters', { weight: 'ab' }, 'weight', ENROLLMENT_MESSAGES.invalidWeight],
    ['height zero', { height_feet: '0' }, 'height_feet', ENROLLMENT_MESSAGES.heightNotZero],
    ['height two digits', { height_feet: '12' }, 'height_feet', ENROLLMENT_MESSAGES.invalidHeightFeet],
    ['inches 12', { height_inch: '12' }, 'height_inch', ENROLLMENT_MESSAGES.inchInvalid],
    ['inches three digits', { height_inch: '100' }, 'height_inch', ENROLLMENT_MESSAGES.inchInvalid],
    ['birthdate blank', { birthdate: '' }, 'birthdate', MESSAGES.fieldRequired],
    ['birthdate not a day', { birthdate: '13/40/2016' }, 'birthdate', MESSAGES.invalidDateFormat],
    ['birthdate today', { birthdate: '11/23/2026' }, 'birthdate', BENEFICIARY_MESSAGES.birthdateNotPast],
    ['birthdate in the future', { birthdate: '01/01/2027' }, 'birthdate', BENEFICIARY_MESSAGES.birthdateNotPast],
    ['relationship blank', { relationship: '' }, 'relationship', MESSAGES.fieldRequired],
    ['relationship other', { relationship: 'cousin' }, 'relationship', MESSAGES.invalidChoice],
    ['disabled without condition', { is_legally_disabled: '1', disability_condition: '' }, 'disability_condition', MESSAGES.fieldRequired],
    ['a child of 26 not disabled', { birthdate: '11/23/2000' }, 'birthdate', DEPENDENT_MESSAGES.childTooOld({ age: 26 })],
  ])('%s', (_name, change, field, message) => {
    expect(errorsOf({ ...child, ...change })[field]).toBe(message);
  });

  it('a child of 26 who is legally disabled is covered, with the condition kept', () => {
    const parsed = schema.parse({ ...child, birthdate: '01/01/1990', is_legally_disabled: 1, disability_condition: 'Cerebral palsy' });
    expect(parsed).toMatchObject({ is_legally_disabled: 1, disability_condition: 'Cerebral palsy' });
  });

  it('a spouse is never asked the disability question: its answer is dropped, and no age limit applies', () => {
    const parsed = schema.parse({ ...child, relationship: 'spouse', birthdate: '01/01/1980', is_legally_disabled: '1', disability_condition: 'x' });
    expect(parsed).toMatchObject({ relationship: 'spouse', is_legally_disabled: 0, disability_condition: null });
  });

  it('when the server does not allow the question, the answer is dropped and the age limit stands', () => {
    const strict = dependentPrimaryInfoSchema(DEFAULT_DEPENDENT_FIELDS, { today, legallyDisabledAllowed: false });
    expect(strict.safeParse({ ...child, birthdate: '01/01/1990', is_legally_disabled: 1, disability_condition: 'x' }).success).toBe(false);
    expect(strict.parse(child).is_legally_disabled).toBe(0);
  });

  it('a masked SSN passes (the server swaps in the number on file)', () => {
    expect(schema.parse({ ...child, ssn: '***-**-6789' }).ssn).toBe('***-**-6789');
  });

  it('weight and height are asked only with an underwritten plan in the cart', () => {
    const fields = dependentFieldsFor({ cartCategories: ['dental'] });
    expect(fieldMode(fields, 'weight')).toBe('hidden');
    expect(fieldMode(fields, 'relationship')).toBe('readOnly');
    const noBody = dependentPrimaryInfoSchema(fields, { today, legallyDisabledAllowed: true });
    const { weight: _w, height_feet: _f, height_inch: _i, ...rest } = child;
    expect(noBody.parse({ ...rest, weight: 'x' })).not.toHaveProperty('weight');
    expect(fieldMode(dependentFieldsFor({ cartCategories: ['critical'] }), 'weight')).toBe('editable');
  });
});
