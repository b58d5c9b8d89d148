import { describe, expect, it } from 'vitest';
import { planStartStep, PortalChoiceSchema, RepGroupChoiceSchema, type PlanStartState } from './plan-start.js';

const state = (s: Partial<PlanStartState>): PlanStartState => ({ tempId: null, eprocess: null, open_type: null, enroll_type: null, portal_id: null, memberLink: null, ...s });

describe('planStartStep', () => {
  it.each<[string, Partial<PlanStartState>, string]>([
    ['an enrollment: the plan is priced', { tempId: 'abcdefghijklmnopqrstuv', eprocess: 'rep' }, 'priced'],
    ['a public-store visitor: the basic-info form', {}, 'basicInfo'],
    ['a rep without enroll type: the portal first', { eprocess: 'rep', open_type: 'agent' }, 'portal'],
    ['a rep with a portal: then the group', { eprocess: 'rep', open_type: 'agent', portal_id: 2 }, 'group'],
    ['a rep who chose new member or a group: the form', { eprocess: 'rep', portal_id: 2, enroll_type: 'new-member' }, 'basicInfo'],
    ['a user without enroll type: the portal first', { open_type: 'user', eprocess: 'applicant' }, 'portal'],
    ['a user with a portal: the form (no group)', { open_type: 'user', eprocess: 'applicant', portal_id: 1 }, 'basicInfo'],
    ['a user with an enroll type: the form', { open_type: 'user', enroll_type: 'new-member' }, 'basicInfo'],
    ["a group's employee: the form", { open_type: 'group', eprocess: 'group', enroll_type: 'new-group-member' }, 'basicInfo'],
    ['an existing member with their store link and no enrollment: the tier', { open_type: 'user', eprocess: 'applicant', enroll_type: 'existing-member', memberLink: 'token.x' }, 'memberTier'],
    ['an existing member with an enrollment: the plan is priced', { tempId: 'abcdefghijklmnopqrstuv', open_type: 'user', enroll_type: 'existing-member', memberLink: 'token.x' }, 'priced'],
    ['an existing member without a store link: the form', { open_type: 'user', eprocess: 'applicant', enroll_type: 'existing-member' }, 'basicInfo'],
    ["a rep's current member (open type agent): the form", { open_type: 'agent', eprocess: 'rep', enroll_type: 'existing-member', memberLink: 'token.x', portal_id: 2 }, 'basicInfo'],
  ])('%s', (_name, s, expected) => {
    expect(planStartStep(state(s))).toBe(expected);
  });
});

describe('the portal and group pickers', () => {
  const errors = (r: { success: boolean; error?: { issues: { message: string }[] } }) => (r.success ? [] : r.error!.issues.map((i) => i.message));
  it.each([
    ['', ['Please choose a platform']],
    ['abc', ['Please choose a platform']],
    ['0', ['Please choose a platform']],
    ['2', []],
  ])('portal %j → %j', (value, expected) => {
    expect(errors(PortalChoiceSchema.safeParse({ platform_group_id: value }))).toEqual(expected);
  });
  it.each([
    ['', ['Please choose a group']],
    ['x1', ['Please choose a group']],
    ['new', []],
    ['7', []],
  ])('group %j → %j', (value, expected) => {
    expect(errors(RepGroupChoiceSchema.safeParse({ group: value }))).toEqual(expected);
  });
});
