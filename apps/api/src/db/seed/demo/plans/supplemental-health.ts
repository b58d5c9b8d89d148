import type { SeedPlan } from '../../seed-types.js';
import { CALLOUTS, plan } from '../helpers.js';

export const criticalIllnessPlans: SeedPlan[] = [
  plan({
    slug: 'summit-critical-illness-10k',
    carrier: 'summit-life-health',
    category: 'critical',
    facts: { category: 'critical', lumpSum: 1_000_000 },
    name: 'Summit Critical Illness 10K',
    shortText: 'A $10,000 cash benefit paid directly to you on diagnosis of a covered illness.',
    bodyText:
      'Summit Critical Illness 10K pays a lump sum on a first diagnosis of cancer, heart attack, stroke, kidney ' +
      'failure or a major organ transplant. Use the money for anything: deductibles, travel or the mortgage. Rates ' +
      'depend on age and tobacco use.',
    pricing: { base: 1500, curve: 'health', tobaccoLoad: 0.3 },
    sortOrder: 1,
  }),
  plan({
    slug: 'summit-critical-illness-20k',
    carrier: 'summit-life-health',
    category: 'critical',
    facts: { category: 'critical', lumpSum: 2_000_000 },
    name: 'Summit Critical Illness 20K',
    shortText: 'Double the protection: $20,000 on diagnosis, plus a $50 yearly health screening benefit.',
    bodyText:
      'Critical Illness 20K covers the same conditions as the 10K plan with twice the lump sum, pays 25% for ' +
      'early-stage cancer and coronary bypass, and adds a yearly $50 benefit for a health screening.',
    ...CALLOUTS.popular,
    featured: true,
    rules: { needsTobaccoAnswer: true },
    pricing: { base: 2350, curve: 'health', tobaccoLoad: 0.3 },
    sortOrder: 2,
  }),
  plan({
    slug: 'northstar-cancer-heart-stroke',
    carrier: 'northstar-assurance',
    category: 'critical',
    facts: { category: 'critical', lumpSum: 1_500_000 },
    name: 'Northstar Cancer, Heart & Stroke',
    shortText: 'Focused protection for the three most common critical illnesses, with a recurrence benefit.',
    bodyText:
      'This plan pays $15,000 on a diagnosis of cancer, heart attack or stroke, and pays again if a different ' +
      'covered condition occurs later. There is no lifetime limit on the recurrence benefit.',
    ...CALLOUTS.new,
    pricing: { base: 1650, curve: 'health' },
    sortOrder: 3,
  }),
];

export const accidentPlans: SeedPlan[] = [
  plan({
    slug: 'northstar-accident-basic',
    carrier: 'northstar-assurance',
    category: 'accident',
    facts: { category: 'accident', erVisitBenefit: 15_000, fractureBenefit: 200_000 },
    name: 'Northstar Accident Basic',
    shortText: 'Cash benefits for emergency visits, fractures and follow-up care after an accident.',
    bodyText:
      'Accident Basic pays set amounts for accidental injuries: $150 for an emergency room visit, up to $2,000 for ' +
      'a fracture and $50 per follow-up visit. Benefits are paid to you regardless of other coverage.',
    adminFeeIncluded: true,
    pricing: { base: 1100, curve: 'gentle' },
    sortOrder: 1,
  }),
  plan({
    slug: 'northstar-accident-plus',
    carrier: 'northstar-assurance',
    category: 'accident',
    facts: { category: 'accident', erVisitBenefit: 30_000, fractureBenefit: 400_000 },
    name: 'Northstar Accident Plus',
    shortText: 'Higher accident benefits, including hospital admission and physical therapy.',
    bodyText:
      'Accident Plus doubles the Basic benefits and adds $1,000 for a hospital admission, $200 a day in intensive ' +
      'care and $35 per physical therapy session. It also includes a $25,000 accidental death benefit.',
    ...CALLOUTS.popular,
    featured: true,
    pricing: { base: 1900, curve: 'gentle' },
    sortOrder: 2,
  }),
  plan({
    slug: 'harbor-active-family-accident',
    carrier: 'harbor-mutual',
    category: 'accident',
    facts: { category: 'accident', erVisitBenefit: 20_000, fractureBenefit: 150_000 },
    name: 'Harbor Active Family Accident',
    shortText: 'Accident coverage designed for busy families, with a youth sports injury bonus.',
    bodyText:
      'Active Family Accident pays for emergency care, stitches, dislocations and dental injuries, and adds 20% ' +
      'to benefits for injuries during organized youth sports. Available to applicants aged 18 to 64.',
    ...CALLOUTS.family,
    rules: { minAge: 18, maxAge: 64 },
    pricing: { base: 1500, curve: 'gentle', tierFactors: { IC: 1.6, IF: 2.4 } },
    sortOrder: 3,
  }),
];

export const hospitalPlans: SeedPlan[] = [
  plan({
    slug: 'harbor-hospital-indemnity-500',
    carrier: 'harbor-mutual',
    category: 'hospital',
    facts: { category: 'hospital', admissionBenefit: 50_000, dailyBenefit: 50_000 },
    name: 'Harbor Hospital Indemnity 500',
    shortText: 'Pays $500 a day when you are admitted to the hospital, up to 30 days a year.',
    bodyText:
      'Hospital Indemnity 500 pays a $500 daily benefit for each day of a covered hospital stay, plus $250 for an ' +
      'observation stay. The money goes to you to help with deductibles and living costs.',
    pricing: { base: 1500, curve: 'health' },
    sortOrder: 1,
  }),
  plan({
    slug: 'harbor-hospital-indemnity-1000',
    carrier: 'harbor-mutual',
    category: 'hospital',
    facts: { category: 'hospital', admissionBenefit: 150_000, dailyBenefit: 100_000 },
    name: 'Harbor Hospital Indemnity 1000',
    shortText: 'A $1,000 daily hospital benefit plus a $1,500 admission benefit.',
    bodyText:
      'Hospital Indemnity 1000 pays $1,500 when you are admitted and $1,000 for each day in the hospital, up to 30 ' +
      'days a year. Maternity stays are covered after ten months of coverage.',
    ...CALLOUTS.value,
    featured: true,
    pricing: { base: 2300, curve: 'health' },
    sortOrder: 2,
  }),
  plan({
    slug: 'northstar-hospital-cash-50',
    carrier: 'northstar-assurance',
    category: 'hospital',
    facts: { category: 'hospital', admissionBenefit: 30_000, dailyBenefit: 30_000 },
    name: 'Northstar Hospital Cash 50+',
    shortText: 'Hospital cash benefits for ages 50 and up, with no health questions.',
    bodyText:
      'Hospital Cash 50+ pays $300 a day in the hospital and $150 a day in a skilled nursing facility, with ' +
      'guaranteed acceptance for applicants aged 50 to 100. Pre-existing conditions are covered after six months.',
    ...CALLOUTS.seniors,
    rules: { minAge: 50, maxAge: 100, tierAges: { IC: { maxAge: 64 }, IF: { maxAge: 64 } } },
    pricing: { base: 2000, curve: 'health' },
    sortOrder: 3,
  }),  plan({
    slug: 'summit-family-hospital-indemnity',
    carrier: 'summit-life-health',
    category: 'hospital',
    facts: { category: 'hospital', admissionBenefit: 100_000, dailyBenefit: 40_000 },
    name: 'Summit Family Hospital Indemnity',
    shortText: 'Hospital benefits for the whole household, priced on your spouse\'s age and the number of children.',
    bodyText:
      'Summit Family Hospital Indemnity pays $1,000 when a covered family member is admitted and $400 for each day ' +
      'in the hospital, up to 30 days a year. The carrier prices each household: your own rate by your age, your ' +
      'spouse\'s rate by your spouse\'s age, and a rate for each child, so we ask for your spouse\'s date of birth and ' +
      'the number of children before showing the price.',
    ...CALLOUTS.family,
    // The carrier's household rates: the tier's row prices the member alone (the same on every tier).
    rules: {
      householdRates: {
        spouseBands: [
          { minAge: 18, maxAge: 39, priceCents: 1200 },
          { minAge: 40, maxAge: 54, priceCents: 1900 },
          { minAge: 55, maxAge: 64, priceCents: 2800 },
          { minAge: 65, maxAge: 100, priceCents: 3900 },
        ],
        perChildCents: 650,
      },
    },
    pricing: { base: 1800, curve: 'health', tierFactors: { IS: 1, IC: 1, IF: 1 } },
    sortOrder: 4,
  }),
];

export const supplementalPlans: SeedPlan[] = [
  plan({
    slug: 'evergreen-senior-health-supplement',
    carrier: 'evergreen-benefits',
    category: 'supplemental',
    facts: { category: 'supplemental', annualMaximum: 500_000 },
    name: 'Evergreen Senior Health Supplement',
    shortText: 'Helps pay deductibles, coinsurance and hospital costs for members aged 50 and up.',
    bodyText:
      'The Senior Health Supplement pays toward the costs your main coverage leaves behind: hospital deductibles, ' +
      'coinsurance for outpatient care and skilled nursing. It includes a fitness membership and a nurse line. ' +
      'Available to applicants aged 50 to 100.',
    ...CALLOUTS.seniors,
    featured: true,
    rules: { minAge: 50, maxAge: 100 },
    pricing: { base: 5200, curve: 'gentle' },
    sortOrder: 1,
  }),
  plan({
    slug: 'evergreen-gap-protector',
    carrier: 'evergreen-benefits',
    category: 'supplemental',
    facts: { category: 'supplemental', annualMaximum: 300_000 },
    name: 'Evergreen Gap Protector',
    shortText: 'Covers up to $3,000 a year of the deductible and coinsurance on a high-deductible plan.',
    bodyText:
      'Gap Protector reimburses out-of-pocket costs for hospital stays, outpatient surgery and advanced imaging up ' +
      'to $3,000 per person per year. It pairs well with a bronze or high-deductible medical plan.',
    ...CALLOUTS.value,
    requiresMembership: true,
    pricing: { base: 3500, curve: 'gentle' },
    sortOrder: 2,
  }),
  plan({
    slug: 'evergreen-recovery-care',
    carrier: 'evergreen-benefits',
    category: 'supplemental',
    facts: { category: 'supplemental', annualMaximum: 650_000 },
    name: 'Evergreen Recovery Care',
    shortText: 'Benefits for home health care, rehabilitation and help at home after a hospital stay.',
    bodyText:
      'Recovery Care pays $100 a day for home health visits and $75 a day for rehabilitation for up to 60 days after ' +
      'a hospital discharge, plus a $500 benefit for medical equipment.',
    ...CALLOUTS.new,
    rules: { questionsFirst: true },
    pricing: { base: 2400, curve: 'gentle' },
    sortOrder: 3,
  }),
];
