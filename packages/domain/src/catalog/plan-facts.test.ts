import { describe, expect, it } from 'vitest';
import { cardFactRows, compareFactRows, planFactRows, type PlanFacts } from './plan-facts.js';
import { PlanFactsSchema } from './plan-facts.schema.js';

const medical: PlanFacts = { category: 'medical', deductible: 100_000, outOfPocketMax: 650_000, primaryCareCopay: 3000, specialistCopay: 6000, networkType: 'PPO' };
const dental: PlanFacts = { category: 'dental', annualMaximum: null, preventive: 'copay', basic: 70, major: 'none', basicWaitingMonths: 0, majorWaitingMonths: 12 };
const pet: PlanFacts = { category: 'pet', reimbursement: 90, deductible: 25_000, annualLimit: null };

describe('plan facts', () => {
  it.each([
    ['medical', medical, [['Deductible', '$1,000.00'], ['Out-of-pocket maximum', '$6,500.00'], ['Primary care copay', '$30.00'], ['Specialist copay', '$60.00'], ['Network type', 'PPO']]],
    ['dental with no maximum, a copay schedule and a waiting period', dental, [['Annual maximum', 'No maximum'], ['Basic services (plan pays)', '70%'], ['Preventive care (plan pays)', 'Fixed copays'], ['Major services (plan pays)', 'Not covered'], ['Waiting period, basic services', 'None'], ['Waiting period, major services', '12 months']]],
    ['vision', { category: 'vision', examCopay: 1000, frameAllowance: 15_000, allowanceMonths: 12 }, [['Eye exam copay', '$10.00'], ['Frame allowance', '$150.00'], ['Allowance every', '12 months']]],
    ['term life', { category: 'term_life', benefitAmount: 10_000_000, termYears: 1 }, [['Benefit amount', '$100,000.00'], ['Term', '1 year']]],
    ['disability to age 65', { category: 'di', monthlyBenefit: 250_000, benefitPeriodMonths: null, eliminationDays: 90 }, [['Monthly benefit (up to)', '$2,500.00'], ['Benefit period', 'To age 65'], ['Waiting period before benefits', '90 days']]],
    ['rx with brands discounted only', { category: 'rx', genericCopay: 500, brandCopay: null }, [['Generic drug copay', '$5.00'], ['Preferred brand copay', 'Discount only']]],
    ['pet with no annual limit', pet, [['Reimbursement', '90%'], ['Deductible', '$250.00'], ['Annual limit', 'No limit']]],
    ['lifestyle', { category: 'lifestyle', service: 'telehealth' }, [['Service', 'Telehealth']]],
    ['a bundle', { category: 'bundles', includes: ['dental', 'vision'] }, [['Includes', 'Dental, Vision']]],
  ] as [string, PlanFacts, [string, string][]][])('labels and formats every fact of %s, most deciding first', (_name, facts, expected) => {
    expect(planFactRows(facts).map((r) => [r.label, r.value])).toEqual(expected);
  });

  it('shows the two most deciding facts on the card, or the one a category has', () => {
    expect(cardFactRows(medical).map((r) => r.label)).toEqual(['Deductible', 'Out-of-pocket maximum']);
    expect(cardFactRows({ category: 'critical', lumpSum: 1_000_000 }).map((r) => r.value)).toEqual(['$10,000.00']);
  });

  it('lines facts up side by side, sharing a row where the fact means the same, and marks the ones that do not apply', () => {
    const rows = compareFactRows([medical, pet, null]);
    expect(rows.find((r) => r.key === 'deductible')?.values).toEqual(['$1,000.00', '$250.00', null]);
    expect(rows.find((r) => r.key === 'networkType')?.values).toEqual(['PPO', null, null]);
    expect(rows.map((r) => r.key)).toEqual(['deductible', 'outOfPocketMax', 'primaryCareCopay', 'specialistCopay', 'networkType', 'reimbursement', 'annualLimit']);
  });

  it.each([
    ['facts of another category', { ...pet, category: 'medical' }],
    ['a negative amount', { ...medical, deductible: -1 }],
    ['a percentage above 100', { ...pet, reimbursement: 120 }],
    ['an unknown network type', { ...medical, networkType: 'POS' }],
    ['a missing fact', { category: 'vision', examCopay: 1000 }],
  ])('refuses %s', (_name, value) => {
    expect(PlanFactsSchema.safeParse(value).success).toBe(false);
  });
});
