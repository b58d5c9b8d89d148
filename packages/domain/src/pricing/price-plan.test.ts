import { describe, expect, it } from 'vitest';
import { TIERS, type Tier } from '../catalog/tiers.js';
import { PRICING_ERROR_CODES } from './error-codes.js';
import type { PlanRules } from './plan-rules.js';
import { lowestMemberOnlyCents, needsHouseholdFacts, pricePlan, type PricedPerson, type PricingContext, type PricingRow } from './price-plan.js';

let next = 100;
const row = (p: Partial<PricingRow>): PricingRow => ({
  ppid: next++,
  tier: 'IO',
  ageMin: 18,
  ageMax: 64,
  gender: null,
  tobacco: null,
  state: null,
  priceCents: 10000,
  ...p,
});

const person = (p: Partial<PricedPerson> = {}): PricedPerson => ({
  age: 40,
  gender: 0,
  tobacco: null,
  state: 'NY',
  tier: 'IO',
  zip: '10001',
  annualSalary: null,
  weeklyHours: null,
  ...p,
});

const context = (p: Partial<PricingContext> = {}): PricingContext => ({
  portalCode: null,
  questionsAnswered: () => false,
  planIdOf: (slug) => (slug === 'new-version' ? 77 : null),
  ...p,
});

/** Every tier priced for ages 18-64. */
const allTiers = TIERS.map((tier, i) => row({ ppid: i + 1, tier, priceCents: 10000 * (i + 1) }));
const plan = (rules: PlanRules, category = 'dental') => ({ id: 5, category, rules });
const codeOf = (rules: PlanRules, who: Partial<PricedPerson> = {}, ctx: Partial<PricingContext> = {}, rows = allTiers, category = 'dental') => {
  const result = pricePlan(plan(rules, category), rows, person(who), context(ctx));
  return result.ok ? `ok:${result.row.ppid}` : result.code;
};

describe('the eligibility rules, each with its errorCode', () => {
  it.each<[string, PlanRules, Partial<PricedPerson>, Partial<PricingContext>, string]>([
    ['no rules: priced', {}, {}, {}, 'ok:1'],
    ['replaced in the state: changePid', { replacedBy: { plan: 'new-version', states: ['NY'] } }, {}, {}, 'changePid'],
    ['replaced elsewhere only: priced', { replacedBy: { plan: 'new-version', states: ['CA'] } }, {}, {}, 'ok:1'],
    ['sold through another portal: portalError', { portals: ['WORKSITE'] }, {}, { portalCode: 'PREMIER' }, 'portalError'],
    ['no portal at all: portalError', { portals: ['WORKSITE'] }, {}, {}, 'portalError'],
    ['sold through this portal: priced', { portals: ['WORKSITE'] }, {}, { portalCode: 'WORKSITE' }, 'ok:1'],
    ['another state: stateError', { states: ['TX'] }, {}, {}, 'stateError'],
    ['no state known: stateError', { states: ['TX'] }, { state: null }, {}, 'stateError'],
    ['a state sold in: priced', { states: ['TX', 'NY'] }, {}, {}, 'ok:1'],
    ['outside the network area: metError', { zipAreas: ['750'] }, {}, {}, 'metError'],
    ['inside the network area: priced', { zipAreas: ['100', '750'] }, {}, {}, 'ok:1'],
    ['a tier not sold: tierError', { tiers: ['IO', 'IS'] }, { tier: 'IF' }, {}, 'tierError'],
    ['a tier sold: priced', { tiers: ['IO', 'IS'] }, { tier: 'IS' }, {}, 'ok:2'],
    ['under the issue age: ageError', { minAge: 50 }, { age: 49 }, {}, 'ageError'],
    ['at the minimum issue age: priced', { minAge: 50 }, { age: 50 }, {}, 'ok:1'],
    ['at the maximum issue age: priced', { maxAge: 64 }, { age: 64 }, {}, 'ok:1'],
    ['over the issue age: ageError', { maxAge: 64 }, { age: 65 }, {}, 'ageError'],
    ["over the tier's ages: planAgeError", { tierAges: { IF: { maxAge: 59 } } }, { tier: 'IF', age: 60 }, {}, 'planAgeError'],
    ["at the tier's maximum age: priced", { tierAges: { IF: { maxAge: 59 } } }, { tier: 'IF', age: 59 }, {}, 'ok:4'],
    ["another tier's ages do not apply", { tierAges: { IF: { maxAge: 59 } } }, { tier: 'IO', age: 60 }, {}, 'ok:1'],
    ['tobacco unanswered: smokerError', { needsTobaccoAnswer: true }, { tobacco: null }, {}, 'smokerError'],
    ['tobacco answered no: priced', { needsTobaccoAnswer: true }, { tobacco: 0 }, {}, 'ok:1'],
    ['tobacco answered yes: priced', { needsTobaccoAnswer: true }, { tobacco: 1 }, {}, 'ok:1'],
    ['salary not entered: salaryError', { minSalary: 30000 }, { annualSalary: null }, {}, 'salaryError'],
    ['salary under the minimum: salaryError', { minSalary: 30000 }, { annualSalary: 29999 }, {}, 'salaryError'],
    ['salary at the minimum: priced', { minSalary: 30000 }, { annualSalary: 30000 }, {}, 'ok:1'],
    ['hours not entered: hourError', { minWeeklyHours: 30 }, { weeklyHours: null }, {}, 'hourError'],
    ['hours under the minimum: hourError', { minWeeklyHours: 30 }, { weeklyHours: 29.5 }, {}, 'hourError'],
    ['hours at the minimum: priced', { minWeeklyHours: 30 }, { weeklyHours: 30 }, {}, 'ok:1'],
    ['questions unanswered: newQuestionsError', { questionsFirst: true }, {}, {}, 'newQuestionsError'],
    ['questions answered: priced', { questionsFirst: true }, {}, { questionsAnswered: (id) => id === 5 }, 'ok:1'],
    ['the first thing to fix is named first: the state before the age', { states: ['TX'], minAge: 50 }, { age: 20 }, {}, 'stateError'],
    ['the filter before the answers: the age before the salary', { minAge: 50, minSalary: 1 }, { age: 20 }, {}, 'ageError'],
  ])('%s', (_name, rules, who, ctx, expected) => {
    expect(codeOf(rules, who, ctx)).toBe(expected);
  });

  it('term life is sold for Member Only alone: tierError on any other tier', () => {
    expect(codeOf({}, { tier: 'IS' }, {}, allTiers, 'term_life')).toBe('tierError');
    expect(codeOf({}, { tier: 'IO' }, {}, allTiers, 'term_life')).toBe('ok:1');
  });

  it('an enrollment that could not be found: enrollmentIdError', () => {
    const result = pricePlan(plan({}), allTiers, null, context());
    expect(result).toMatchObject({ ok: false, code: 'enrollmentIdError' });
  });

  it('changePid carries the new plan id', () => {
    const result = pricePlan(plan({ replacedBy: { plan: 'new-version', states: ['NY'] } }), allTiers, person(), context());
    expect(result).toEqual({ ok: false, code: 'changePid', pid: 77, message: 'This plan has a newer version for your selection.' });
  });

  it('a replacement missing from the catalog does not send the visitor away', () => {
    expect(codeOf({ replacedBy: { plan: 'gone', states: ['NY'] } })).toBe('ok:1');
  });
});

describe("the spec's messages, verbatim", () => {
  it.each([
    ['salaryError', { minSalary: 1 }, 'Please enter your annual salary to view rates by clicking here.'],
    ['hourError', { minWeeklyHours: 1 }, 'Please enter a sufficient working hours to add product to the cart by clicking here.'],
    ['ageError', { minAge: 99 }, 'Plan not available for selected age group. Please edit your basic info above.'],
    ['tierError', { tiers: ['IF'] }, 'Plan not available for this tier. Please change the tier by editing your basic info above.'],
    ['stateError', { states: ['TX'] }, 'Plan not available in your state. Please change the state by editing your basic info above.'],
    ['metError', { zipAreas: ['999'] }, 'Plan not available in the area. Please choose another area by editing your basic info above.'],
    ['smokerError', { needsTobaccoAnswer: true }, 'Tobacco usage required. Please choose tobacco usage by clicking here.'],
  ] as [string, PlanRules, string][])('%s', (code, rules, message) => {
    expect(pricePlan(plan(rules), allTiers, person(), context())).toEqual({ ok: false, code, message });
  });

  it('every code of the closed list has a message', () => {
    for (const code of Object.values(PRICING_ERROR_CODES)) {
      const result = pricePlan(plan({}), [], code === 'enrollmentIdError' ? null : person(), context());
      expect(typeof (result.ok ? '' : result.message)).toBe('string');
    }
  });
});

describe('choosing the price row', () => {
  const rows = [
    row({ ppid: 11, priceCents: 10000 }),
    row({ ppid: 12, gender: 1, priceCents: 11000 }),
    row({ ppid: 13, tobacco: 1, priceCents: 15000 }),
    row({ ppid: 14, state: 'NY', priceCents: 12000 }),
    row({ ppid: 15, tier: 'IF', priceCents: 30000 }),
    row({ ppid: 16, ageMin: 65, ageMax: 100, priceCents: 20000 }),
    row({ ppid: 17, tier: 'IS', priceCents: 0 }),
    row({ ppid: 18, tier: 'IC', ageMin: 18, ageMax: 29, priceCents: 9000 }),
    row({ ppid: 19, tier: 'IC', ageMin: 30, ageMax: 49, priceCents: 9500 }),
  ];
  it.each<[string, Partial<PricedPerson>, string]>([
    ['a 40-year-old man in NY gets the state row', {}, 'ok:14'],
    ['a 40-year-old man in NJ gets the general row', { state: 'NJ' }, 'ok:11'],
    ['a woman in NJ gets the female row', { gender: 1, state: 'NJ' }, 'ok:12'],
    ['a smoker in NJ gets the tobacco row', { tobacco: 1, state: 'NJ' }, 'ok:13'],
    ['unknown tobacco use is rated as non-tobacco', { tobacco: null, state: 'NJ' }, 'ok:11'],
    ['a 70-year-old gets the senior band', { age: 70, state: 'NJ' }, 'ok:16'],
    ['the family tier has its own row', { tier: 'IF' }, 'ok:15'],
    ['age band edge: 29 in the first band', { tier: 'IC', age: 29 }, 'ok:18'],
    ['age band edge: 30 in the next band', { tier: 'IC', age: 30 }, 'ok:19'],
    ['age band edge: 49 still in it', { tier: 'IC', age: 49 }, 'ok:19'],
    ['past the last band of the tier: planAgeError', { tier: 'IC', age: 50 }, 'planAgeError'],
    ['outside every band: planAgeError', { age: 101 }, 'planAgeError'],
    ['a tier priced at zero is not sold: tierError', { tier: 'IS' }, 'tierError'],
  ])('%s', (_name, who, expected) => {
    expect(codeOf({}, who, {}, rows)).toBe(expected);
  });

  it('rows only for other states: stateError', () => {
    expect(codeOf({}, { state: 'NJ' }, {}, [row({ ppid: 21, state: 'NY' })])).toBe('stateError');
  });

  it('lists the row of every tier the plan prices, for the pricing cards', () => {
    const result = pricePlan(plan({}), rows, person(), context());
    expect(result.ok && Object.fromEntries(Object.entries(result.tierRows).map(([t, r]) => [t, r.ppid]))).toEqual({ IO: 14, IC: 19, IF: 15 });
  });

  it.each(TIERS.map((tier, i) => [tier, i + 1] as [Tier, number]))('tier %s is priced with its own row', (tier, ppid) => {
    expect(codeOf({}, { tier }, {}, allTiers)).toBe(`ok:${ppid}`);
  });

  it('the "from" price is the lowest Member Only price above zero', () => {
    expect(lowestMemberOnlyCents(rows)).toBe(10000);
    expect(lowestMemberOnlyCents([row({ tier: 'IF' })])).toBeNull();
  });
});

describe('household-priced plans (spouse by age band, a price per child)', () => {
  const rates = {
    spouseBands: [
      { minAge: 18, maxAge: 39, priceCents: 4000 },
      { minAge: 40, maxAge: 64, priceCents: 7000 },
    ],
    perChildCents: 2500,
  };
  const household: PlanRules = { householdRates: rates };
  const priceOf = (who: Partial<PricedPerson>, rules: PlanRules = household) => {
    const result = pricePlan(plan(rules), allTiers, person(who), context());
    return result.ok ? result.row.priceCents : result.code;
  };

  it.each<[string, Partial<PricedPerson>, number | string]>([
    ['Member Only: the row alone, no facts needed', { tier: 'IO' }, 10000],
    ['Member Only ignores stored facts', { tier: 'IO', spouseAge: 30, children: 3 }, 10000],
    ['Member + Spouse, spouse 18 (first band)', { tier: 'IS', spouseAge: 18 }, 20000 + 4000],
    ['Member + Spouse, spouse 39 (first band edge)', { tier: 'IS', spouseAge: 39 }, 20000 + 4000],
    ['Member + Spouse, spouse 40 (next band edge)', { tier: 'IS', spouseAge: 40 }, 20000 + 7000],
    ['Member + Spouse, spouse 64 (last band edge)', { tier: 'IS', spouseAge: 64 }, 20000 + 7000],
    ['Member + Spouse, spouse 65: outside every band', { tier: 'IS', spouseAge: 65 }, 'spouseAgeError'],
    ['Member + Spouse without the spouse: dependentError', { tier: 'IS' }, 'dependentError'],
    ['Member + Spouse, spouse null: dependentError', { tier: 'IS', spouseAge: null }, 'dependentError'],
    ['Member + Spouse does not need children', { tier: 'IS', spouseAge: 30, children: null }, 24000],
    ['Member + Children without children: dependentError', { tier: 'IC' }, 'dependentError'],
    ['Member + Children, 0 children: dependentError', { tier: 'IC', children: 0 }, 'dependentError'],
    ['Member + Children, 10 children: not an option', { tier: 'IC', children: 10 }, 'dependentError'],
    ['Member + Children does not need the spouse', { tier: 'IC', children: 1 }, 30000 + 2500],
    ['Family without anything: dependentError', { tier: 'IF' }, 'dependentError'],
    ['Family without children: dependentError', { tier: 'IF', spouseAge: 30 }, 'dependentError'],
    ['Family without the spouse: dependentError', { tier: 'IF', children: 2 }, 'dependentError'],
    ['Family, 9 children: not an option (1 to 8)', { tier: 'IF', spouseAge: 30, children: 9 }, 'dependentError'],
    ['Family, spouse 66: spouseAgeError', { tier: 'IF', spouseAge: 66, children: 2 }, 'spouseAgeError'],
    ['Family, spouse 45 and 2 children', { tier: 'IF', spouseAge: 45, children: 2 }, 40000 + 7000 + 5000],
  ])('%s', (_name, who, expected) => {
    expect(priceOf(who)).toBe(expected);
  });

  it.each([1, 2, 3, 4, 5, 6, 7, 8, 9])('Member + Children with %i children: one child price each', (n) => {
    expect(priceOf({ tier: 'IC', children: n })).toBe(30000 + 2500 * n);
  });

  it.each([1, 2, 3, 4, 5, 6, 7, 8])('Family with %i children: the spouse plus one child price each', (n) => {
    expect(priceOf({ tier: 'IF', spouseAge: 30, children: n })).toBe(40000 + 4000 + 2500 * n);
  });

  it('children charged at most maxChildrenCharged', () => {
    const capped: PlanRules = { householdRates: { ...rates, maxChildrenCharged: 3 } };
    expect(priceOf({ tier: 'IC', children: 3 }, capped)).toBe(30000 + 7500);
    expect(priceOf({ tier: 'IC', children: 9 }, capped)).toBe(30000 + 7500);
  });

  it('the eligibility rules come first: a missing household is asked only of a plan the visitor may buy', () => {
    expect(priceOf({ tier: 'IF' }, { ...household, tiers: ['IO', 'IS'] })).toBe('tierError');
    expect(priceOf({ tier: 'IS', age: 20 }, { ...household, minAge: 50 })).toBe('ageError');
  });

  it('answers the parts and keeps the pricing row id (add-plan-to-cart takes it)', () => {
    const result = pricePlan(plan(household), allTiers, person({ tier: 'IF', spouseAge: 45, children: 2 }), context());
    expect(result.ok && { ppid: result.row.ppid, household: result.household }).toEqual({
      ppid: 4,
      household: { memberCents: 40000, spouseCents: 7000, childrenCents: 5000 },
    });
  });

  it('prices the other tiers\' cards only where the stored facts price them', () => {
    const cards = (who: Partial<PricedPerson>) => {
      const result = pricePlan(plan(household), allTiers, person(who), context());
      return result.ok ? Object.fromEntries(Object.entries(result.tierRows).map(([t, r]) => [t, r.priceCents])) : result.code;
    };
    expect(cards({ tier: 'IF', spouseAge: 45, children: 2 })).toEqual({ IO: 10000, IS: 27000, IC: 35000, IF: 52000 });
    expect(cards({ tier: 'IS', spouseAge: 30 })).toEqual({ IO: 10000, IS: 24000 });
    expect(cards({ tier: 'IO' })).toEqual({ IO: 10000 });
  });

  it('a plan without household rates has no household part and ignores the facts', () => {
    const result = pricePlan(plan({}), allTiers, person({ tier: 'IF', spouseAge: 45, children: 2 }), context());
    expect(result.ok && [result.row.priceCents, result.household]).toEqual([40000, null]);
  });

  it('needsHouseholdFacts: household plans for the spouse and children tiers only', () => {
    expect(TIERS.map((t) => needsHouseholdFacts(household, t))).toEqual([false, true, true, true]);
    expect(TIERS.map((t) => needsHouseholdFacts({}, t))).toEqual([false, false, false, false]);
  });
});
