import { describe, expect, it } from 'vitest';
import type { SeedPlanRules } from '../../db/seed/seed-types.js';
import { isAvailableTo, personOf, type Person } from './person.js';

const person = (overrides: Partial<Person> = {}): Person => ({ age: 35, gender: 0, tobacco: null, state: 'NY', tier: 'IO', ...overrides });
const plan = (rules: SeedPlanRules, category = 'dental') => ({ category, rules });

describe('which plans a person may buy', () => {
  it.each<[string, SeedPlanRules, Partial<Person>, boolean]>([
    ['no rules', {}, {}, true],
    ['at the minimum age', { minAge: 35 }, {}, true],
    ['below the minimum age', { minAge: 36 }, {}, false],
    ['at the maximum age', { maxAge: 35 }, {}, true],
    ['above the maximum age', { maxAge: 34 }, {}, false],
    ['an allowed tier', { tiers: ['IO', 'IS'] }, { tier: 'IS' }, true],
    ['a tier not allowed', { tiers: ['IO'] }, { tier: 'IF' }, false],
    ['an allowed state', { states: ['NY', 'NJ'] }, {}, true],
    ['a state not allowed', { states: ['CA'] }, {}, false],
    ['an unknown state where states are limited', { states: ['NY'] }, { state: null }, false],
  ])('%s', (_name, rules, who, expected) => {
    expect(isAvailableTo(plan(rules), person(who))).toBe(expected);
  });

  it('sells term life for the member-only tier alone', () => {
    expect(isAvailableTo(plan({}, 'term_life'), person({ tier: 'IO' }))).toBe(true);
    expect(isAvailableTo(plan({}, 'term_life'), person({ tier: 'IS' }))).toBe(false);
  });
});

describe('the rating cell of a filter', () => {
  it('takes the age from the date of birth on the given day, and the rest from the filter', () => {
    const filter = { dob: '06/15/1990', zip: '10001', state: 'NY', tier: 'IC' as const, gender: 1 as const, is_smoker: 1 as const, category: null, user_id: null };
    expect(personOf(filter, new Date(2026, 5, 20))).toEqual({ age: 36, gender: 1, tobacco: 1, state: 'NY', tier: 'IC' });
    expect(personOf(filter, new Date(2026, 5, 10)).age).toBe(35);
  });
});
