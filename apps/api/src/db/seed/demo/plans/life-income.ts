import type { SeedPlan } from '../../seed-types.js';
import { CALLOUTS, plan } from '../helpers.js';

/** Term life is sold for the member-only tier alone (IO_ONLY_CATEGORIES). */
export const termLifePlans: SeedPlan[] = [
  plan({
    slug: 'summit-term-life-10',
    carrier: 'summit-life-health',
    category: 'term_life',
    facts: { category: 'term_life', benefitAmount: 10_000_000, termYears: 10 },
    name: 'Summit Term Life 10',
    shortText: '$100,000 of level term life coverage for 10 years, with rates locked for the whole term.',
    bodyText:
      'Summit Term Life 10 pays your beneficiaries $100,000 if you pass away during the 10-year term. The premium ' +
      'stays level for the full term and the policy can be converted to permanent coverage without a medical exam. ' +
      'Rates depend on age, gender and tobacco use. Issue ages 18 to 75.',
    rules: { tiers: ['IO'], minAge: 18, maxAge: 75 },
    pricing: { base: 2400, curve: 'life', femaleFactor: 0.85, tobaccoLoad: 0.35 },
    sortOrder: 1,
  }),
  plan({
    slug: 'summit-term-life-20',
    carrier: 'summit-life-health',
    category: 'term_life',
    facts: { category: 'term_life', benefitAmount: 25_000_000, termYears: 20 },
    name: 'Summit Term Life 20',
    shortText: '$250,000 of level term coverage for 20 years, ideal while children are growing up.',
    bodyText:
      'Summit Term Life 20 provides a $250,000 death benefit with premiums that never rise during the 20-year ' +
      'term. An accelerated benefit pays up to half of the coverage early in case of terminal illness. Rates ' +
      'depend on age, gender and tobacco use. Issue ages 18 to 65.',
    ...CALLOUTS.popular,
    featured: true,
    rules: { tiers: ['IO'], minAge: 18, maxAge: 65, needsTobaccoAnswer: true },
    pricing: { base: 3000, curve: 'life', femaleFactor: 0.85, tobaccoLoad: 0.35 },
    sortOrder: 2,
  }),
  plan({
    slug: 'summit-term-life-30',
    carrier: 'summit-life-health',
    category: 'term_life',
    facts: { category: 'term_life', benefitAmount: 50_000_000, termYears: 30 },
    name: 'Summit Term Life 30',
    shortText: 'Long-term protection: $250,000 of coverage with a level premium for 30 years.',
    bodyText:
      'Summit Term Life 30 locks in your rate for three decades, covering a mortgage or your working years. It ' +
      'includes a waiver of premium if you become totally disabled. Issue ages 18 to 50.',
    ...CALLOUTS.new,
    rules: { tiers: ['IO'], minAge: 18, maxAge: 50, needsTobaccoAnswer: true },
    pricing: { base: 3400, curve: 'life', femaleFactor: 0.86, tobaccoLoad: 0.35 },
    sortOrder: 3,
  }),
  plan({
    slug: 'harbor-simple-term-life',
    carrier: 'harbor-mutual',
    category: 'term_life',
    facts: { category: 'term_life', benefitAmount: 5_000_000, termYears: 1 },
    name: 'Harbor Simple Term Life',
    shortText: '$50,000 of guaranteed-issue term life: no medical exam and no health questions.',
    bodyText:
      'Harbor Simple Term Life is issued to every eligible applicant aged 18 to 64 without health questions. It ' +
      'pays $50,000 to your beneficiaries and renews each year until age 70. Association membership is required.',
    ...CALLOUTS.value,
    requiresMembership: true,
    rules: { tiers: ['IO'], minAge: 18, maxAge: 64 },
    pricing: { base: 2800, curve: 'life', tobaccoLoad: 0.3 },
    sortOrder: 4,
  }),
];

export const disabilityPlans: SeedPlan[] = [
  plan({
    slug: 'summit-short-term-disability',
    carrier: 'summit-life-health',
    category: 'di',
    facts: { category: 'di', monthlyBenefit: 200_000, benefitPeriodMonths: 6, eliminationDays: 7 },
    name: 'Summit Short-Term Disability',
    shortText: 'Replaces 60% of your weekly pay, up to $1,000 a week, for up to 26 weeks.',
    bodyText:
      'Summit Short-Term Disability pays a weekly benefit when an illness, injury or childbirth keeps you from ' +
      'working. Benefits start on the 8th day of disability and last up to 26 weeks. For employees who work at ' +
      'least 30 hours a week.',
    ...CALLOUTS.popular,
    featured: true,
    rules: { minWeeklyHours: 30 },
    pricing: { base: 3200, curve: 'income', femaleFactor: 1.12 },
    sortOrder: 1,
  }),
  plan({
    slug: 'summit-long-term-disability',
    carrier: 'summit-life-health',
    category: 'di',
    facts: { category: 'di', monthlyBenefit: 500_000, benefitPeriodMonths: null, eliminationDays: 90 },
    name: 'Summit Long-Term Disability',
    shortText: 'Protects 60% of your income, up to $5,000 a month, until you can return to work.',
    bodyText:
      'Summit Long-Term Disability begins after a 90-day waiting period and pays monthly benefits up to age 65. It ' +
      'includes return-to-work support and a survivor benefit. Requires an annual salary of at least $30,000; ' +
      'issue ages 18 to 64.',
    rules: { minAge: 18, maxAge: 64, minSalary: 30000 },
    pricing: { base: 4200, curve: 'income', femaleFactor: 1.08 },
    sortOrder: 2,
  }),
  plan({
    slug: 'northstar-income-protector',
    carrier: 'northstar-assurance',
    category: 'di',
    facts: { category: 'di', monthlyBenefit: 250_000, benefitPeriodMonths: 12, eliminationDays: 30 },
    name: 'Northstar Income Protector',
    shortText: 'A flexible disability plan with a choice of benefit periods and no occupation classes.',
    bodyText:
      'Northstar Income Protector pays up to $2,500 a month for up to 12 months after a 30-day waiting period. It ' +
      'covers off-the-job injuries and illnesses and is portable if you change jobs. A $25 enrollment fee applies.',
    ...CALLOUTS.value,
    oneTimeFeeCents: 2500,
    rules: { portals: ['WORKSITE'] },
    pricing: { base: 3200, curve: 'income' },
    sortOrder: 3,
  }),
];
