import { describe, expect, it } from 'vitest';
import { capturesGroupCode, SetEnrollmentGroupCodeSchema } from './group-code.js';

describe('capturesGroupCode', () => {
  it.each([
    ['no enrollment: nothing to save a code on', null, false],
    ['a public-store visitor without a group', { groupId: null, eprocess: 'applicant' }, true],
    ['an enrollment with no process yet', { groupId: null, eprocess: null }, true],
    ['an enrollment already in a group', { groupId: 7, eprocess: 'group' }, false],
    ['a group id set by a rep link', { groupId: 7, eprocess: 'applicant' }, false],
    ['a rep (picks groups from the rep home)', { groupId: null, eprocess: 'rep' }, false],
  ])('%s → %s', (_name, enrollment, expected) => {
    expect(capturesGroupCode(enrollment)).toBe(expected);
  });
});

describe('SetEnrollmentGroupCodeSchema', () => {
  it("refuses an empty code with 'Field is required'", () => {
    const result = SetEnrollmentGroupCodeSchema.safeParse({ group_code: '  ', enrollment_id: 'abcdefghijklmnopqrstuv' });
    expect(result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['group_code', 'Field is required']]);
  });
  it('trims the code', () => {
    expect(SetEnrollmentGroupCodeSchema.parse({ group_code: ' ACME ', enrollment_id: 'abcdefghijklmnopqrstuv' }).group_code).toBe('ACME');
  });
});
