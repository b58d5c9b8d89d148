import { describe, expect, it } from 'vitest';
import type { PlanRules } from '../pricing/plan-rules.js';
import { householdRuleLines, planRuleLines } from './plan-rule-lines.js';

const texts = (rules: PlanRules) => planRuleLines(rules).map((l) => l.text);

describe("a plan's rules as the console reads them", () => {
  it.each<[string, PlanRules, string[]]>([
    ['no rule at all', {}, []],
    ['issue ages', { minAge: 18, maxAge: 64 }, ['Ages 18–64']],
    ['a lower bound alone', { minAge: 50 }, ['Ages 50 and over']],
    ['an upper bound alone', { maxAge: 44 }, ['Ages up to 44']],
    ['tiers by their names', { tiers: ['IO', 'IS'] }, ['Tiers: Member Only, Member + Spouse']],
    ['ages of one tier', { tierAges: { IF: { maxAge: 64 } } }, ['Family: Ages up to 64']],
    ['states and zip areas', { states: ['NY', 'NJ'], zipAreas: ['100'] }, ['States: NY, NJ', 'Zip areas (first three digits): 100']],
    ['salary in whole dollars and hours', { minSalary: 25000, minWeeklyHours: 30 }, ['Salary of at least $25,000.00 a year', 'At least 30 working hours a week']],
    ['tobacco and questions', { needsTobaccoAnswer: true, questionsFirst: true }, ['Asks whether the buyer uses tobacco before pricing', 'The plan questions are answered before it is priced']],
    ['portals and a replacement', { portals: ['ACME'], replacedBy: { plan: 'other-plan', states: ['CA'] } }, ['Sold only through the portals ACME', 'Replaced by other-plan in CA']],
  ])('%s', (_name, rules, expected) => {
    expect(texts(rules)).toEqual(expected);
  });

  it("lists a household-priced plan's spouse bands and child rate", () => {
    const lines = householdRuleLines({ householdRates: { spouseBands: [{ minAge: 18, maxAge: 39, priceCents: 1250 }], perChildCents: 500, maxChildrenCharged: 3 } });
    expect(lines.map((l) => l.text)).toEqual(['Spouse Ages 18–39: $12.50 a month', 'Each child: $5.00 a month', 'At most 3 children charged']);
    expect(householdRuleLines({})).toEqual([]);
  });
});
