import { describe, expect, it } from 'vitest';
import { BENEFICIARY_MESSAGES } from '../enrollment/steps/beneficiary-info.messages.js';
import { ENROLLMENT_MESSAGES } from '../enrollment/enrollment.messages.js';
import { MESSAGES } from '../messages.js';
import { coverageChangeProblems, CoverageChangeBodySchema, type CoverageChangeFacts, type CurrentValues } from './coverage-changes.js';
import { COVERAGE_CHANGE_MESSAGES as M } from './coverage-changes.messages.js';

const facts = (overrides: Partial<CoverageChangeFacts> = {}): CoverageChangeFacts => ({
  today: '2026-11-23',
  effectiveDate: '2026-12-01',
  plans: [
    { planId: 1, status: 'active', endDate: null },
    { planId: 2, status: 'cancelled', endDate: '2026-12-01' },
    { planId: 3, status: 'terminated', endDate: '2027-03-31' },
  ],
  dependentCount: 2,
  ...overrides,
});
const ON_FILE: CurrentValues = {
  name: { first_name: 'Ana', middle_name: '', last_name: 'Receipt' },
  address: { address1: '1 Main St', address2: '', city: 'Albany', state: 'NY', zip: '12207' },
  dependents: [
    { first_name: 'Sam', middle_name: '', last_name: 'Receipt', birth_date: '1986-04-12', ssn: '212550101' },
    { first_name: 'Kima', middle_name: '', last_name: 'Receipt', birth_date: '2015-09-30', ssn: '212550102' },
  ],
};
const body = (input: Record<string, unknown>) => CoverageChangeBodySchema.parse({ reason: 'Member asked by phone', ...input });
const fieldErrors = (input: Record<string, unknown>) => {
  const parsed = CoverageChangeBodySchema.safeParse(input);
  return parsed.success ? null : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('coverage change rules', () => {
  it.each([
    ['cancel an active plan before coverage begins', { kind: 'cancel_plan', plan_id: 1 }, facts(), null],
    ['cancel on the day coverage begins', { kind: 'cancel_plan', plan_id: 1 }, facts({ today: '2026-12-01' }), { plan_id: M.cancelOnlyBeforeStart({ date: '12/01/2026' }) }],
    ['cancel after coverage began', { kind: 'cancel_plan', plan_id: 1 }, facts({ today: '2027-01-15' }), { plan_id: M.cancelOnlyBeforeStart({ date: '12/01/2026' }) }],
    ['cancel a plan not on the enrollment', { kind: 'cancel_plan', plan_id: 9 }, facts(), { plan_id: M.planNotOnEnrollment }],
    ['cancel a cancelled plan', { kind: 'cancel_plan', plan_id: 2 }, facts(), { plan_id: M.planAlreadyEnded }],
    ['cancel a terminated plan', { kind: 'cancel_plan', plan_id: 3 }, facts(), { plan_id: M.planAlreadyEnded }],
    ['terminate on a later date', { kind: 'terminate', plan_id: 1, end_date: '03/31/2027' }, facts({ today: '2027-01-15' }), null],
    ['terminate on the day it begins', { kind: 'terminate', plan_id: 1, end_date: '2026-12-01' }, facts(), null],
    ['terminate before coverage begins', { kind: 'terminate', plan_id: 1, end_date: '11/30/2026' }, facts(), { end_date: M.endBeforeStart({ date: '12/01/2026' }) }],
    ['terminate a cancelled plan', { kind: 'terminate', plan_id: 2, end_date: '01/31/2027' }, facts(), { plan_id: M.planAlreadyEnded }],
    ['bring a termination forward', { kind: 'terminate', plan_id: 3, end_date: '01/31/2027' }, facts(), null],
    ['terminate again on a later date', { kind: 'terminate', plan_id: 3, end_date: '04/30/2027' }, facts(), { end_date: M.planEndsEarlier({ date: '03/31/2027' }) }],
    ['correct the second dependent', { kind: 'correct_dependent', dependent: 2, first_name: 'Kima', last_name: 'Receipt', birth_date: '09/30/2015' }, facts(), null],
    ['correct a third dependent of two', { kind: 'correct_dependent', dependent: 3, first_name: 'Kima', last_name: 'Receipt', birth_date: '09/30/2015' }, facts(), { dependent: M.noSuchDependent }],
    ['a dependent born tomorrow', { kind: 'correct_dependent', dependent: 1, first_name: 'Kima', last_name: 'Receipt', birth_date: '11/24/2026' }, facts(), { birth_date: BENEFICIARY_MESSAGES.birthdateNotPast }],
    ['correct the name', { kind: 'correct_name', first_name: 'Ana', last_name: 'Gómez' }, facts(), null],
    ['correct the name to the name on file', { kind: 'correct_name', first_name: 'Ana', last_name: 'Receipt' }, facts({ current: ON_FILE }), { first_name: M.nothingToChange }],
    ['correct only the middle name', { kind: 'correct_name', first_name: 'Ana', middle_name: 'María', last_name: 'Receipt' }, facts({ current: ON_FILE }), null],
    ['correct the address to the one on file', { kind: 'correct_address', address1: '1 Main St', city: 'Albany', state: 'NY', zip: '12207' }, facts({ current: ON_FILE }), { address1: M.nothingToChange }],
    ['correct only the ZIP', { kind: 'correct_address', address1: '1 Main St', city: 'Albany', state: 'NY', zip: '12208' }, facts({ current: ON_FILE }), null],
    ['correct a dependent to the values on file, the SSN kept', { kind: 'correct_dependent', dependent: 2, first_name: 'Kima', last_name: 'Receipt', birth_date: '09/30/2015' }, facts({ current: ON_FILE }), { first_name: M.nothingToChange }],
    ['correct only a dependent’s SSN', { kind: 'correct_dependent', dependent: 2, first_name: 'Kima', last_name: 'Receipt', birth_date: '09/30/2015', ssn: '212-55-0109' }, facts({ current: ON_FILE }), null],
  ] as const)('%s', (_name, input, given, expected) => {
    expect(coverageChangeProblems(body(input), given)).toEqual(expected);
  });
});

describe('coverage change fields', () => {
  it.each([
    ['no reason', { kind: 'cancel_plan', plan_id: 1, reason: '   ' }, { reason: M.reasonRequired }],
    ['a reason too long', { kind: 'cancel_plan', plan_id: 1, reason: 'x'.repeat(501) }, { reason: MESSAGES.tooLong({ max: 500 }) }],
    ['no end date', { kind: 'terminate', plan_id: 1, reason: 'Left the job' }, { end_date: M.endDateRequired }],
    ['an impossible end date', { kind: 'terminate', plan_id: 1, end_date: '02/30/2027', reason: 'Left the job' }, { end_date: MESSAGES.dateDoesNotExist }],
    ['a name with digits', { kind: 'correct_name', first_name: 'An4', last_name: 'Gómez', reason: 'Typo' }, { first_name: ENROLLMENT_MESSAGES.invalidFirstName }],
    ['a blank last name', { kind: 'correct_name', first_name: 'Ana', last_name: ' ', reason: 'Typo' }, { last_name: MESSAGES.fieldRequired }],
    ['a bad state and ZIP', { kind: 'correct_address', address1: '1 Main St', city: 'Albany', state: 'ZZ', zip: '123', reason: 'Moved' }, { state: ENROLLMENT_MESSAGES.invalidState, zip: MESSAGES.enterFiveDigitZipDot }],
    ['an SSN never issued', { kind: 'correct_dependent', dependent: 1, first_name: 'Sam', last_name: 'Receipt', birth_date: '04/12/1986', ssn: '000-12-3456', reason: 'Typo' }, { ssn: ENROLLMENT_MESSAGES.ssnNotIssued }],
  ] as const)('%s', (_name, input, expected) => {
    const errors = fieldErrors(input);
    expect(Object.keys(errors ?? {})).toEqual(Object.keys(expected));
    for (const [field, message] of Object.entries(expected)) expect(errors?.[field]).toBe(message);
  });

  it('answers the values as the files use them: ISO end date, upper-case state, nine-digit SSN, blank middle name', () => {
    expect(body({ kind: 'terminate', plan_id: '4', end_date: '03/31/2027' })).toEqual({ kind: 'terminate', plan_id: 4, end_date: '2027-03-31', reason: 'Member asked by phone' });
    expect(body({ kind: 'correct_address', address1: ' 1 Main St ', city: 'Albany', state: 'ny', zip: '12207' })).toMatchObject({ address1: '1 Main St', address2: '', state: 'NY' });
    expect(body({ kind: 'correct_dependent', dependent: 1, first_name: 'Sam', last_name: 'Receipt', birth_date: '1986-04-12', ssn: '212-55-0109' })).toMatchObject({ birth_date: '1986-04-12', ssn: '212550109', middle_name: '' });
    expect(body({ kind: 'correct_dependent', dependent: 1, first_name: 'Sam', last_name: 'Receipt', birth_date: '1986-04-12', ssn: '' })).toMatchObject({ ssn: null });
  });
});
