import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ChangeFilterSchema, FilterFormSchema, NewUserFilterSchema, dobSchema } from './filter.schema.js';
import { issuesToFieldErrors } from '../shared/api-envelope.js';
import { MESSAGES } from '../messages.js';

function errorsOf(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  return result.success ? {} : Object.fromEntries(issuesToFieldErrors(result.error.issues).map((e) => [e.target_element, e.error_message]));
}

const valid = { zip: '10001', gender: '1', tier: 'IS', dob: '01/15/1990' };

describe('the landing filter form', () => {
  it('accepts a complete form and gives typed values', () => {
    expect(FilterFormSchema.parse(valid)).toEqual({ zip: '10001', gender: 1, tier: 'IS', dob: '01/15/1990' });
  });
  it("says 'Field is required' under every empty field", () => {
    expect(errorsOf(FilterFormSchema, { zip: '', gender: '', tier: '', dob: '' })).toEqual({
      zip: MESSAGES.fieldRequired,
      gender: MESSAGES.fieldRequired,
      tier: MESSAGES.fieldRequired,
      dob: MESSAGES.fieldRequired,
    });
  });
  it.each(['1234', '123456', 'abcde', '1234a', 12345])("rejects the zip %s with 'Invalid Zip code'", (zip) => {
    expect(errorsOf(FilterFormSchema, { ...valid, zip })).toEqual({ zip: 'Invalid Zip code' });
  });
  it('rejects a tier outside IO, IS, IC and IF', () => {
    expect(errorsOf(FilterFormSchema, { ...valid, tier: 'IX' })).toHaveProperty('tier');
  });
  it('rejects a gender other than 0 or 1', () => {
    expect(errorsOf(FilterFormSchema, { ...valid, gender: '2' })).toHaveProperty('gender');
  });
  it('rejects a date of birth not written MM/DD/YYYY', () => {
    expect(errorsOf(FilterFormSchema, { ...valid, dob: '1990-01-15' })).toEqual({ dob: MESSAGES.invalidDateFormat });
    expect(errorsOf(FilterFormSchema, { ...valid, dob: '13/01/1990' })).toEqual({ dob: MESSAGES.invalidDateFormat });
    expect(errorsOf(FilterFormSchema, { ...valid, dob: '01/02/90' })).toEqual({ dob: MESSAGES.invalidDateFormat });
  });
  it('says a well-formed date that is not on the calendar does not exist', () => {
    expect(errorsOf(FilterFormSchema, { ...valid, dob: '02/30/1990' })).toEqual({ dob: 'This date does not exist' });
    expect(errorsOf(FilterFormSchema, { ...valid, dob: '02/29/1990' })).toEqual({ dob: 'This date does not exist' });
  });
});

describe('the age rule on the date of birth', () => {
  const on = (today: string) => dobSchema(() => new Date(today));
  it('refuses today and future dates with the age message', () => {
    expect(on('2026-11-21T12:00:00').safeParse('11/21/2026').error?.issues[0]?.message).toBe(MESSAGES.ageRange);
    expect(on('2026-11-21T12:00:00').safeParse('12/01/2026').error?.issues[0]?.message).toBe(MESSAGES.ageRange);
  });
  it('accepts an 18-year-old and refuses a 17-year-old', () => {
    expect(on('2025-03-01T12:00:00').safeParse('03/01/2007').success).toBe(true);
    expect(on('2025-02-28T12:00:00').safeParse('03/01/2007').success).toBe(false);
  });
  it('accepts a 100-year-old and refuses a 101-year-old', () => {
    expect(on('2026-11-21T12:00:00').safeParse('11/21/1925').success).toBe(true);
    expect(on('2026-11-22T12:00:00').safeParse('11/21/1925').success).toBe(false);
  });
});

describe('the filter payloads', () => {
  it('drops blank context fields and reads numeric strings', () => {
    expect(NewUserFilterSchema.parse({ ...valid, agent_id: '12', group_id: '', is_smoker: '1', eprocess: 'rep' })).toEqual({
      zip: '10001',
      gender: 1,
      tier: 'IS',
      dob: '01/15/1990',
      agent_id: 12,
      is_smoker: 1,
      eprocess: 'rep',
    });
  });
  it('changes only the fields that are given on update', () => {
    expect(ChangeFilterSchema.parse({ zip: '', tier: 'IF', gender: null })).toEqual({ tier: 'IF' });
  });
  it('still checks a field that is given on update', () => {
    expect(errorsOf(ChangeFilterSchema, { zip: '999' })).toEqual({ zip: 'Invalid Zip code' });
  });
});
