import { describe, expect, it } from 'vitest';
import { membershipAllowsAdd, type PlanMembership } from './membership.js';

const needs: PlanMembership = { requires_membership: true, membership: { name: 'Wellness Association Membership', monthly_fee: '5.00' } };
const free: PlanMembership = { requires_membership: false, membership: null };

describe('membershipAllowsAdd', () => {
  it.each<[string, PlanMembership | null, boolean, boolean, boolean]>([
    ['a plan without membership may be added', free, false, false, true],
    ['not known yet: the plan page does not hold Add to Cart back', null, false, false, true],
    ['a membership plan waits for the membership to be chosen', needs, false, false, false],
    ['a membership plan with the membership chosen', needs, true, false, true],
    ['a membership plan when the cart already carries the membership', needs, false, true, true],
    ['a catalog without a membership fee cannot ask for it', { requires_membership: true, membership: null }, false, false, true],
  ])('%s', (_name, plan, chosen, inCart, expected) => {
    expect(membershipAllowsAdd(plan, chosen, inCart)).toBe(expected);
  });
});
