import { describe, expect, it } from 'vitest';
import type { Tier } from '../../catalog/tiers.js';
import { DEPENDENT_MESSAGES } from './dependent-info.messages.js';
import {
  addableRelationships,
  asksSpouseQuestion,
  dependentLimits,
  dependentListExcess,
  dependentListProblem,
  dependentsHeader,
  forcedRelationship,
  isNextVisible,
  type DependentListFacts,
  type DependentRelationship,
} from './dependent-limits.js';

type Plan = 'standard' | 'premier' | 'IHA';
const facts = (tier: Tier, plan: Plan, spouse_answer: DependentListFacts['spouse_answer'] = null): DependentListFacts => ({
  tier,
  is_IHA: plan === 'IHA',
  is_premier: plan === 'premier',
  spouse_answer,
});
const list = (spouses: number, children: number) =>
  [...Array<DependentRelationship>(spouses).fill('spouse'), ...Array<DependentRelationship>(children).fill('child')].map((relationship) => ({ relationship }));

describe('dependentLimits by tier and plan type', () => {
  it.each<[Tier, Plan, { max: number; min: number; maxSpouses: number; maxChildren: number }]>([
    ['IO', 'standard', { max: 0, min: 0, maxSpouses: 0, maxChildren: 0 }],
    ['IS', 'standard', { max: 1, min: 1, maxSpouses: 1, maxChildren: 0 }],
    ['IS', 'premier', { max: 1, min: 1, maxSpouses: 1, maxChildren: 0 }],
    ['IS', 'IHA', { max: 1, min: 1, maxSpouses: 1, maxChildren: 0 }],
    ['IC', 'standard', { max: 10, min: 1, maxSpouses: 0, maxChildren: 10 }],
    ['IC', 'premier', { max: 1, min: 1, maxSpouses: 0, maxChildren: 1 }],
    ['IC', 'IHA', { max: 9, min: 1, maxSpouses: 0, maxChildren: 9 }],
    ['IF', 'standard', { max: 10, min: 2, maxSpouses: 1, maxChildren: 10 }],
    ['IF', 'premier', { max: 10, min: 2, maxSpouses: 1, maxChildren: 10 }],
    ['IF', 'IHA', { max: 9, min: 2, maxSpouses: 1, maxChildren: 9 }],
  ])('%s with a %s plan', (tier, plan, expected) => {
    expect(dependentLimits(facts(tier, plan))).toMatchObject(expected);
  });

  it('a premier plan together with an IHA plan keeps the IHA cap in IC', () => {
    expect(dependentLimits({ tier: 'IC', is_IHA: true, is_premier: true }).max).toBe(9);
  });
});

describe('dependentListProblem: what a save refuses', () => {
  const l713 = DEPENDENT_MESSAGES.l713OneChild;
  it.each<[string, DependentListFacts, number, number, string | null]>([
    ['IS with its spouse', facts('IS', 'standard'), 1, 0, null],
    ['IS empty', facts('IS', 'standard'), 0, 0, DEPENDENT_MESSAGES.spouseTierNeedsSpouse],
    ['IS with two spouses', facts('IS', 'standard'), 2, 0, DEPENDENT_MESSAGES.spouseTierNeedsSpouse],
    ['IS with a child', facts('IS', 'standard'), 1, 1, DEPENDENT_MESSAGES.spouseTierNeedsSpouse],
    ['IS with a child only', facts('IS', 'IHA'), 0, 1, DEPENDENT_MESSAGES.spouseTierNeedsSpouse],
    ['IC with one child', facts('IC', 'standard'), 0, 1, null],
    ['IC with 10 children', facts('IC', 'standard'), 0, 10, null],
    ['IC with 11 children', facts('IC', 'standard'), 0, 11, DEPENDENT_MESSAGES.tooManyDependents({ max: 10 })],
    ['IC empty', facts('IC', 'standard'), 0, 0, DEPENDENT_MESSAGES.childrenTierNeedsChild],
    ['IC with a spouse', facts('IC', 'standard'), 1, 1, DEPENDENT_MESSAGES.childrenTierChildrenOnly],
    ['IC premier with one child', facts('IC', 'premier'), 0, 1, null],
    ['IC premier with two children', facts('IC', 'premier'), 0, 2, l713],
    ['IC IHA with 9 children', facts('IC', 'IHA'), 0, 9, null],
    ['IC IHA with 10 children', facts('IC', 'IHA'), 0, 10, DEPENDENT_MESSAGES.tooManyDependents({ max: 9 })],
    ['IF with spouse and child', facts('IF', 'standard'), 1, 1, null],
    ['IF with two children', facts('IF', 'standard'), 0, 2, null],
    ['IF with one dependent', facts('IF', 'standard'), 1, 0, DEPENDENT_MESSAGES.familyNeedsTwo],
    ['IF with two spouses', facts('IF', 'standard'), 2, 1, DEPENDENT_MESSAGES.oneSpouseOnly],
    ['IF with 10', facts('IF', 'standard'), 1, 9, null],
    ['IF with 11', facts('IF', 'standard'), 1, 10, DEPENDENT_MESSAGES.tooManyDependents({ max: 10 })],
    ['IF IHA with 9', facts('IF', 'IHA'), 1, 8, null],
    ['IF IHA with 10', facts('IF', 'IHA'), 1, 9, DEPENDENT_MESSAGES.tooManyDependents({ max: 9 })],
    ['IF premier unanswered', facts('IF', 'premier'), 1, 1, DEPENDENT_MESSAGES.spouseStatusRequired],
    ['IF premier Yes', facts('IF', 'premier', 'yes'), 1, 1, null],
    ['IF premier No with children', facts('IF', 'premier', 'no'), 0, 2, null],
    ['IF premier No with a spouse', facts('IF', 'premier', 'no'), 1, 1, DEPENDENT_MESSAGES.spouseDeclined],
    ['IO empty', facts('IO', 'standard'), 0, 0, null],
    ['IO with a child', facts('IO', 'standard'), 0, 1, DEPENDENT_MESSAGES.noDependentsForTier],
  ])('%s', (_name, f, spouses, children, expected) => {
    expect(dependentListProblem(f, list(spouses, children))).toBe(expected);
  });
});

describe('dependentListExcess: what save for later refuses', () => {
  it.each<[string, DependentListFacts, number, number, boolean]>([
    ['IF still building', facts('IF', 'standard'), 1, 0, false],
    ['IS empty', facts('IS', 'standard'), 0, 0, false],
    ['IS two spouses', facts('IS', 'standard'), 2, 0, true],
    ['IC empty', facts('IC', 'standard'), 0, 0, false],
    ['IC premier two children', facts('IC', 'premier'), 0, 2, true],
    ['IF premier unanswered', facts('IF', 'premier'), 0, 1, false],
    ['IF 11', facts('IF', 'standard'), 1, 10, true],
  ])('%s', (_name, f, spouses, children, refused) => {
    expect(dependentListExcess(f, list(spouses, children)) !== null).toBe(refused);
  });
});

describe('Next visibility by tier', () => {
  it.each<[Tier, Plan, number, number, boolean]>([
    ['IS', 'standard', 0, 0, false],
    ['IS', 'standard', 1, 0, true],
    ['IC', 'standard', 0, 0, false],
    ['IC', 'standard', 0, 1, true],
    ['IC', 'premier', 0, 1, true],
    ['IF', 'standard', 1, 0, false],
    ['IF', 'standard', 0, 1, false],
    ['IF', 'standard', 1, 1, true],
    ['IF', 'IHA', 0, 2, true],
    ['IO', 'standard', 0, 0, false],
  ])('%s %s with %i spouse(s) and %i child(ren): %s', (tier, plan, spouses, children, visible) => {
    expect(isNextVisible(facts(tier, plan), list(spouses, children))).toBe(visible);
  });
});

describe('addableRelationships (the header buttons)', () => {
  it.each<[string, DependentListFacts, number, number, DependentRelationship[]]>([
    ['IS empty: spouse', facts('IS', 'standard'), 0, 0, ['spouse']],
    ['IS with spouse: none', facts('IS', 'standard'), 1, 0, []],
    ['IC: child', facts('IC', 'standard'), 0, 3, ['child']],
    ['IC at 10: none (the add form is hidden)', facts('IC', 'standard'), 0, 10, []],
    ['IC IHA at 9: none', facts('IC', 'IHA'), 0, 9, []],
    ['IC premier with a child: none', facts('IC', 'premier'), 0, 1, []],
    ['IF empty: both', facts('IF', 'standard'), 0, 0, ['spouse', 'child']],
    ['IF with spouse: child', facts('IF', 'standard'), 1, 2, ['child']],
    ['IF at 10: none', facts('IF', 'standard'), 1, 9, []],
    ['IF premier unanswered: child only', facts('IF', 'premier'), 0, 0, ['child']],
    ['IF premier Yes: both', facts('IF', 'premier', 'yes'), 0, 0, ['spouse', 'child']],
    ['IF premier No: child', facts('IF', 'premier', 'no'), 0, 0, ['child']],
    ['IO: none', facts('IO', 'standard'), 0, 0, []],
  ])('%s', (_name, f, spouses, children, expected) => {
    expect(addableRelationships(f, list(spouses, children))).toEqual(expected);
  });
});

describe('the spouse question and forced relationships', () => {
  it.each<[Tier, Plan, boolean]>([
    ['IF', 'premier', true],
    ['IF', 'standard', false],
    ['IF', 'IHA', false],
    ['IS', 'premier', false],
    ['IC', 'premier', false],
  ])('%s %s asks: %s', (tier, plan, asks) => {
    expect(asksSpouseQuestion(facts(tier, plan))).toBe(asks);
  });
  it('premier and IHA together: not asked', () => {
    expect(asksSpouseQuestion({ tier: 'IF', is_IHA: true, is_premier: true })).toBe(false);
  });
  it.each<[Tier, DependentRelationship | null]>([
    ['IS', 'spouse'],
    ['IC', 'child'],
    ['IF', null],
  ])('%s forces %s', (tier, rel) => {
    expect(forcedRelationship(tier)).toBe(rel);
  });
});

// Issue 27 item 3: the header asks only for what is still missing ("Please add your spouse to continue." goes once the spouse is added).
describe('dependentsHeader', () => {
  it.each<[string, DependentListFacts, number, number, string | null]>([
    ['IS, nobody yet', facts('IS', 'standard'), 0, 0, DEPENDENT_MESSAGES.headerSpouse],
    ['IS, the spouse added', facts('IS', 'standard'), 1, 0, null],
    ['IC, room for more', facts('IC', 'standard'), 0, 2, DEPENDENT_MESSAGES.headerChildren({ max: 10 })],
    ['IC premier, nobody yet', facts('IC', 'premier'), 0, 0, DEPENDENT_MESSAGES.headerPremierChild],
    ['IC premier, the child added', facts('IC', 'premier'), 0, 1, null],
    ['IF, nobody yet', facts('IF', 'standard'), 0, 0, DEPENDENT_MESSAGES.headerFamily({ max: 10 })],
    ['IF, the spouse added', facts('IF', 'standard'), 1, 0, DEPENDENT_MESSAGES.headerChildren({ max: 9 })],
    ['IF premier, the spouse declined', facts('IF', 'premier', 'no'), 0, 1, DEPENDENT_MESSAGES.headerChildren({ max: 10 })],
    ['IF IHA, full', facts('IF', 'IHA'), 1, 8, null],
    ['IO', facts('IO', 'standard'), 0, 0, null],
  ])('%s', (_name, f, spouses, children, expected) => {
    expect(dependentsHeader(f, list(spouses, children))).toBe(expected);
  });
});
