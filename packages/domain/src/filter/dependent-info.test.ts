import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.js';
import { childrenOptions, dependentInfoErrors, dependentInfoFor, householdOfDependents } from './dependent-info.js';
import { FilterEditSchema, LandingFilterSchema } from './filter-edit.schema.js';

const today = new Date(2026, 5, 15);
const spouse = '04/12/1984';

describe('dependentInfoErrors', () => {
  it.each([
    { tier: 'IO' as const, values: {}, expected: [] },
    { tier: 'IS' as const, values: {}, expected: [['dep_dob', MESSAGES.fieldRequired]] },
    { tier: 'IS' as const, values: { dep_dob: spouse }, expected: [] },
    { tier: 'IS' as const, values: { dep_dob: '13/45/1984' }, expected: [['dep_dob', MESSAGES.invalidDateFormat]] },
    { tier: 'IS' as const, values: { dep_dob: '01/01/2020' }, expected: [['dep_dob', MESSAGES.ageRange]] },
    { tier: 'IC' as const, values: {}, expected: [['no_of_children', MESSAGES.fieldRequired]] },
    { tier: 'IC' as const, values: { no_of_children: 9 }, expected: [] },
    { tier: 'IC' as const, values: { no_of_children: 10 }, expected: [['no_of_children', MESSAGES.invalidChoice]] },
    { tier: 'IC' as const, values: { no_of_children: 0 }, expected: [['no_of_children', MESSAGES.invalidChoice]] },
    { tier: 'IF' as const, values: { dep_dob: spouse, no_of_children: 8 }, expected: [] },
    { tier: 'IF' as const, values: { dep_dob: spouse, no_of_children: 9 }, expected: [['no_of_children', MESSAGES.invalidChoice]] },
    {
      tier: 'IF' as const,
      values: {},
      expected: [
        ['dep_dob', MESSAGES.fieldRequired],
        ['no_of_children', MESSAGES.fieldRequired],
      ],
    },
    { tier: 'IF' as const, values: { dep_dob: spouse, no_of_children: '3' }, expected: [] },
  ])('$tier with $values', ({ tier, values, expected }) => {
    expect(dependentInfoErrors(tier, values, today).map((e) => [e.target_element, e.error_message])).toEqual(expected);
  });
});

describe('childrenOptions', () => {
  it.each([
    ['IO', []],
    ['IS', []],
    ['IC', [1, 2, 3, 4, 5, 6, 7, 8, 9]],
    ['IF', [1, 2, 3, 4, 5, 6, 7, 8]],
  ] as const)('%s offers %j', (tier, options) => {
    expect(childrenOptions(tier)).toEqual(options);
  });
});

describe('dependentInfoFor', () => {
  it.each([
    ['IO', { spouse_dob: null, no_of_children: null }],
    ['IS', { spouse_dob: spouse, no_of_children: null }],
    ['IC', { spouse_dob: null, no_of_children: 2 }],
    ['IF', { spouse_dob: spouse, no_of_children: 2 }],
  ] as const)('%s keeps only what the tier covers', (tier, kept) => {
    expect(dependentInfoFor(tier, { dep_dob: spouse, no_of_children: 2 })).toEqual(kept);
  });
});

describe('FilterEditSchema', () => {
  const base = { zip: '10001', gender: '1', tier: 'IO', dob: '01/15/1990' };
  it("says 'Enter 5 digit zip code' for a short zip", () => {
    const result = FilterEditSchema.safeParse({ ...base, zip: '123' });
    expect(result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['zip', MESSAGES.enterFiveDigitZip]]);
  });
  it('requires the spouse DOB and the children for a family', () => {
    const result = FilterEditSchema.safeParse({ ...base, tier: 'IF', dep_dob: '', no_of_children: '' });
    expect(result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['dep_dob', MESSAGES.fieldRequired],
      ['no_of_children', MESSAGES.fieldRequired],
    ]);
  });
  it('accepts a family with both', () => {
    expect(FilterEditSchema.safeParse({ ...base, tier: 'IF', dep_dob: spouse, no_of_children: '2' }).success).toBe(true);
  });
});

describe('LandingFilterSchema', () => {
  const base = { zip: '10001', gender: '1', dob: '01/15/1990' };
  const issues = (values: object) => {
    const result = LandingFilterSchema.safeParse({ ...base, ...values });
    return result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]);
  };
  it('asks nothing more of Member Only', () => {
    expect(issues({ tier: 'IO' })).toEqual([]);
  });
  it("asks Member + Spouse for the spouse's date of birth", () => {
    expect(issues({ tier: 'IS', dep_dob: '' })).toEqual([['dep_dob', MESSAGES.fieldRequired]]);
    expect(issues({ tier: 'IS', dep_dob: '02/30/1984' })).toEqual([['dep_dob', MESSAGES.dateDoesNotExist]]);
  });
  it('asks Member + Children for 1 to 9 children and Family for 1 to 8', () => {
    expect(issues({ tier: 'IC', no_of_children: '' })).toEqual([['no_of_children', MESSAGES.fieldRequired]]);
    expect(issues({ tier: 'IC', no_of_children: '9' })).toEqual([]);
    expect(issues({ tier: 'IF', dep_dob: spouse, no_of_children: '9' })).toEqual([['no_of_children', MESSAGES.invalidChoice]]);
  });
});

describe('householdOfDependents', () => {
  const spouseOf = (birthdate: string) => ({ relationship: 'spouse', birthdate });
  const child = { relationship: 'child', birthdate: '2015-06-01' };
  it("gives a family's spouse's birth date as MM/DD/YYYY and counts the children", () => {
    expect(householdOfDependents('IF', [spouseOf('1984-03-07'), child, child])).toEqual({ spouse_dob: '03/07/1984', no_of_children: 2 });
  });
  it('keeps only what the tier covers', () => {
    expect(householdOfDependents('IS', [spouseOf('1984-03-07')])).toEqual({ spouse_dob: '03/07/1984', no_of_children: null });
    expect(householdOfDependents('IC', [child])).toEqual({ spouse_dob: null, no_of_children: 1 });
    expect(householdOfDependents('IO', [spouseOf('1984-03-07'), child])).toEqual({ spouse_dob: null, no_of_children: null });
  });
  it("counts ten children of Member + Children as the block's largest choice, 9", () => {
    expect(householdOfDependents('IC', Array.from({ length: 10 }, () => child))).toEqual({ spouse_dob: null, no_of_children: 9 });
  });
  it('leaves a fact the list lacks empty', () => {
    expect(householdOfDependents('IF', [child])).toEqual({ spouse_dob: null, no_of_children: 1 });
  });
});
