import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { MESSAGES } from '../../messages.js';
import { parseUsDate } from '../../shared/dates.js';
import { ENROLLMENT_MESSAGES } from '../enrollment.messages.js';
import { EMPLOYER_MESSAGES } from './employer-info.messages.js';
import { NO_HOLIDAYS } from './employer-info.rules.js';
import {
  compensationTypeOptions,
  DEFAULT_EMPLOYER_INFO_FIELDS,
  employerInfoSchema,
  employmentStatusOptions,
  holidayPolicyOptions,
  isSkipRequest,
  type EmployerInfoInput,
} from './employer-info.schema.js';
import { fieldDefinitions, type FieldDefinition } from './field-definition.js';

const valid: EmployerInfoInput = {
  name: 'Acme Fabrication',
  phone: '(512) 555-0199',
  address1: '1200 Foundry Way',
  address2: '',
  city: 'Austin',
  zip: '78741',
  state: 'tx',
  average_work_week: '40_plus',
  employment_start_date: '2019-06-03',
  occupation: 'Welder',
  compensation_type: 'G20',
  employment_status: 'A',
  emp_industry: 'Manufacturing',
  emp_num_employed: '140',
  emp_vac_policy: '2_weeks',
  emp_barg_unit: 'none',
  holiday_policy: { ...NO_HOLIDAYS, Standard_6: 1 },
};

function fieldErrors(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
}

const effectiveDate = parseUsDate('04/01/2026');
const errorsOf = (change: Record<string, unknown>, fields: FieldDefinition[] = DEFAULT_EMPLOYER_INFO_FIELDS, compensationTypes?: string[]) =>
  fieldErrors(employerInfoSchema(fields, { effectiveDate, compensationTypes }), { ...valid, ...change });

describe('Employer Information rules (spec 001 section 5)', () => {
  it('accepts a complete form: digits of the phone, upper-cased state, MM/DD/YYYY date, a number of employees, flags 0', () => {
    expect(employerInfoSchema(DEFAULT_EMPLOYER_INFO_FIELDS, { effectiveDate }).parse(valid)).toEqual({
      name: 'Acme Fabrication',
      phone: '5125550199',
      address1: '1200 Foundry Way',
      city: 'Austin',
      zip: '78741',
      state: 'TX',
      average_work_week: '40_plus',
      employment_start_date: '06/03/2019',
      occupation: 'Welder',
      compensation_type: 'G20',
      employment_status: 'A',
      emp_industry: 'Manufacturing',
      emp_num_employed: 140,
      emp_vac_policy: '2_weeks',
      emp_barg_unit: 'none',
      holiday_policy: { ...NO_HOLIDAYS, Standard_6: 1 },
      with_validation: 0,
      skip_validation_phone: 0,
    });
  });

  it.each([
    ['name', '', MESSAGES.fieldRequired],
    ['name', 'Acme 2024', EMPLOYER_MESSAGES.invalidEmployerInformation],
    ['name', 'Acme Co.', EMPLOYER_MESSAGES.invalidEmployerInformation],
    ['name', 'x'.repeat(101), MESSAGES.tooLong({ max: 100 })],
    ['phone', '', MESSAGES.fieldRequired],
    ['phone', '512555019', ENROLLMENT_MESSAGES.invalidContactPhone],
    ['address1', '', MESSAGES.fieldRequired],
    ['city', '', MESSAGES.fieldRequired],
    ['zip', '7874', MESSAGES.enterFiveDigitZipDot],
    ['state', '', MESSAGES.fieldRequired],
    ['state', 'ZZ', ENROLLMENT_MESSAGES.invalidState],
    ['average_work_week', '', MESSAGES.fieldRequired],
    ['average_work_week', '60', MESSAGES.invalidChoice],
    ['employment_start_date', '', MESSAGES.fieldRequired],
    ['employment_start_date', '13/01/2020', MESSAGES.invalidDateFormat],
    ['employment_start_date', '06/02/2026', EMPLOYER_MESSAGES.startDateTooLate],
    ['occupation', '', MESSAGES.fieldRequired],
    ['compensation_type', '', MESSAGES.fieldRequired],
    ['compensation_type', 'Hourly', MESSAGES.invalidChoice],
    ['employment_status', '', MESSAGES.fieldRequired],
    ['employment_status', 'R', EMPLOYER_MESSAGES.retiredEmployer],
    ['employment_status', 'X', MESSAGES.invalidChoice],
    ['emp_industry', '', MESSAGES.fieldRequired],
    ['emp_num_employed', '', MESSAGES.fieldRequired],
    ['emp_num_employed', '0', EMPLOYER_MESSAGES.employeeCountInvalid],
    ['emp_num_employed', '1.5', EMPLOYER_MESSAGES.employeeCountInvalid],
    ['emp_vac_policy', '', MESSAGES.fieldRequired],
    ['emp_barg_unit', 'maybe', MESSAGES.invalidChoice],
    ['holiday_policy', NO_HOLIDAYS, EMPLOYER_MESSAGES.selectHolidayPolicy],
    ['holiday_policy', undefined, EMPLOYER_MESSAGES.selectHolidayPolicy],
    ['holiday_policy', { Easter: 1 }, MESSAGES.invalidValue],
  ])('%s = %o: %s', (field, value, message) => {
    expect(errorsOf({ [field]: value })[field]).toBe(message);
  });

  it('reports the start date, the retired status and a wrong name together', () => {
    expect(errorsOf({ employment_start_date: '09/01/2026', employment_status: 'R', name: 'A1' })).toEqual({
      employment_start_date: EMPLOYER_MESSAGES.startDateTooLate,
      employment_status: EMPLOYER_MESSAGES.retiredEmployer,
      name: EMPLOYER_MESSAGES.invalidEmployerInformation,
    });
  });

  it('a start date after the effective date is fine without an effective date (before checkout)', () => {
    expect(fieldErrors(employerInfoSchema(), { ...valid, employment_start_date: '01/01/2099' })).toEqual({});
  });

  it('refuses 1099 when it is not offered, accepts it when it is', () => {
    expect(errorsOf({ compensation_type: '1099' }, DEFAULT_EMPLOYER_INFO_FIELDS, ['Salary'])).toEqual({ compensation_type: MESSAGES.invalidChoice });
    expect(errorsOf({ compensation_type: '1099' }, DEFAULT_EMPLOYER_INFO_FIELDS, ['Salary', '1099'])).toEqual({});
  });

  it('requires industry, employee count, vacation policy and bargaining unit only when all four are flagged', () => {
    const threeFlagged = fieldDefinitions(
      ['name', 'phone', 'address1', 'city', 'zip', 'state', 'average_work_week', 'employment_start_date', 'occupation', 'compensation_type', 'employment_status', 'emp_industry', 'emp_num_employed', 'emp_vac_policy', 'holiday_policy'],
    );
    const blankExtras = { emp_industry: '', emp_num_employed: '', emp_vac_policy: '', emp_barg_unit: '' };
    expect(errorsOf(blankExtras)).toEqual({
      emp_industry: MESSAGES.fieldRequired,
      emp_num_employed: MESSAGES.fieldRequired,
      emp_vac_policy: MESSAGES.fieldRequired,
      emp_barg_unit: MESSAGES.fieldRequired,
    });
    expect(errorsOf(blankExtras, threeFlagged)).toEqual({});
    // Shown but optional: a value given must still be well formed.
    expect(errorsOf({ emp_num_employed: 'many' }, threeFlagged)).toEqual({ emp_num_employed: EMPLOYER_MESSAGES.employeeCountInvalid });
  });

  it('asks for a holiday only when holiday policy is flagged', () => {
    const noHoliday = DEFAULT_EMPLOYER_INFO_FIELDS.filter((f) => f.field_name !== 'holiday_policy');
    expect(errorsOf({ holiday_policy: undefined }, noHoliday)).toEqual({});
  });

  it('reads the skipped flag', () => {
    expect(isSkipRequest({ skipped: 1 })).toBe(true);
    expect(isSkipRequest({ skipped: true })).toBe(true);
    expect(isSkipRequest({ skipped: 0 })).toBe(false);
    expect(isSkipRequest({})).toBe(false);
  });

  it('names every option', () => {
    expect(employmentStatusOptions()).toEqual([
      { value: 'A', name: 'Active' },
      { value: 'C', name: 'COBRA' },
      { value: 'R', name: 'Retired' },
    ]);
    expect(holidayPolicyOptions().map((o) => o.value)).toEqual(['Standard_6', 'Presendents_Day', 'Columbus_Day', 'Religious_Days', 'Birthday', 'Floating_Day']);
    expect(compensationTypeOptions(['Salary', '1099'])).toEqual([
      { value: 'Salary', name: 'Salary' },
      { value: '1099', name: '1099 (independent contractor)' },
    ]);
  });
});
