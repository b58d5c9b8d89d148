import { describe, expect, it } from 'vitest';
import { HomeEnrollChoiceSchema, UpdateFilterPortalSchema } from './homes.schema.js';

const errors = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.success ? {} : Object.fromEntries(r.error!.issues.map((i) => [i.path.join('.'), i.message]));

describe("the rep home's enrol choice", () => {
  it.each([
    [{ kind: '', group: '' }, { kind: 'Choose enroll for new member' }],
    [{ kind: 'group', group: '' }, { group: 'Please choose a group' }],
    [{ kind: 'group', group: 'x' }, { group: 'Please choose a group' }],
    [{ kind: 'group', group: '12' }, {}],
    [{ kind: 'new', group: '' }, {}],
  ])('%j → %j', (value, expected) => {
    expect(errors(HomeEnrollChoiceSchema.safeParse(value))).toEqual(expected);
  });
});

describe('update-filter-portal', () => {
  it('needs an enrollment id and a portal; the group is optional', () => {
    expect(UpdateFilterPortalSchema.safeParse({ enrollment_id: 'abcdefghijklmnopqrstuv', platform_group_id: '2' }).success).toBe(true);
    expect(Object.keys(errors(UpdateFilterPortalSchema.safeParse({ enrollment_id: 'short' })))).toEqual(['enrollment_id', 'platform_group_id']);
  });
});
