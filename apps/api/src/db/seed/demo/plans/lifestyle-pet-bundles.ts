import type { SeedPlan } from '../../seed-types.js';
import { CALLOUTS, plan } from '../helpers.js';

export const rxPlans: SeedPlan[] = [
  plan({
    slug: 'evergreen-rx-saver',
    carrier: 'evergreen-benefits',
    category: 'rx',
    facts: { category: 'rx', genericCopay: 500, brandCopay: null },
    name: 'Evergreen Rx Saver',
    shortText: 'Generic prescriptions for $5 at thousands of pharmacies, and home delivery.',
    bodyText:
      'Rx Saver covers a list of more than 600 generic drugs for a $5 copay at retail pharmacies, or $10 for a ' +
      '90-day supply by mail. Brand-name drugs are discounted by up to 25%.',
    ...CALLOUTS.value,
    adminFeeIncluded: true,
    pricing: { base: 1500 },
    sortOrder: 1,
  }),
  plan({
    slug: 'evergreen-rx-plus',
    carrier: 'evergreen-benefits',
    category: 'rx',
    facts: { category: 'rx', genericCopay: 500, brandCopay: 4000 },
    name: 'Evergreen Rx Plus',
    shortText: 'Prescription coverage for generic and preferred brand-name drugs with set copays.',
    bodyText:
      'Rx Plus covers generics for $5, preferred brands for $40 and specialty drugs at 30% up to $250 a fill. The ' +
      'annual prescription benefit is $5,000 per person.',
    requiresMembership: true,
    pricing: { base: 3400 },
    sortOrder: 2,
  }),
];

export const lifestylePlans: SeedPlan[] = [
  plan({
    slug: 'evergreen-telehealth-anytime',
    carrier: 'evergreen-benefits',
    category: 'lifestyle',
    facts: { category: 'lifestyle', service: 'telehealth' },
    name: 'Evergreen Telehealth Anytime',
    shortText: 'Unlimited $0 video visits with licensed doctors, day or night.',
    bodyText:
      'Telehealth Anytime connects you with a board-certified doctor by phone or video in minutes, 24 hours a day. ' +
      'Visits are unlimited and free, and doctors can send prescriptions to your pharmacy. Counseling sessions ' +
      'are included.',
    ...CALLOUTS.popular,
    featured: true,
    pricing: { base: 1200 },
    sortOrder: 1,
  }),
  plan({
    slug: 'evergreen-legal-identity-shield',
    carrier: 'evergreen-benefits',
    category: 'lifestyle',
    facts: { category: 'lifestyle', service: 'legal' },
    name: 'Evergreen Legal & Identity Shield',
    shortText: 'Legal advice by phone, will preparation and identity theft monitoring in one plan.',
    bodyText:
      'Legal & Identity Shield gives you unlimited phone consultations with attorneys, a simple will, and help with ' +
      'traffic tickets and leases. Credit and identity monitoring with restoration support is included.',
    pricing: { base: 1900 },
    sortOrder: 2,
  }),
  plan({
    slug: 'evergreen-fit-wellness',
    carrier: 'evergreen-benefits',
    category: 'lifestyle',
    facts: { category: 'lifestyle', service: 'wellness' },
    name: 'Evergreen Fit & Wellness',
    shortText: 'Gym network access, nutrition coaching and discounts on hearing aids and eyewear.',
    bodyText:
      'Fit & Wellness includes access to a national gym network, monthly sessions with a nutrition coach and ' +
      'discounts on hearing aids, massage and eyewear. It is a discount program, not insurance.',
    ...CALLOUTS.new,
    pricing: { base: 900 },
    sortOrder: 3,
  }),
];

/** Pet plans: IO covers one pet, the larger tiers cover additional household pets. */
const PET_TIERS = { IS: 1.8, IC: 1.8, IF: 2.5 };

export const petPlans: SeedPlan[] = [
  plan({
    slug: 'pawsure-accident-only',
    carrier: 'pawsure',
    category: 'pet',
    facts: { category: 'pet', reimbursement: 90, deductible: 25_000, annualLimit: 1_000_000 },
    name: 'Pawsure Accident Only',
    shortText: 'Covers vet bills for accidents like swallowed objects, cuts and broken bones.',
    bodyText:
      'Pawsure Accident Only reimburses 90% of eligible vet bills for accidental injuries after a $250 deductible, ' +
      'up to $10,000 a year. Coverage begins two days after enrollment for dogs and cats of any age.',
    ...CALLOUTS.value,
    pricing: { base: 1500, tierFactors: PET_TIERS },
    sortOrder: 1,
  }),
  plan({
    slug: 'pawsure-complete-care',
    carrier: 'pawsure',
    category: 'pet',
    facts: { category: 'pet', reimbursement: 80, deductible: 25_000, annualLimit: null },
    name: 'Pawsure Complete Care',
    shortText: 'Accident and illness coverage for dogs and cats, including surgery and prescriptions.',
    bodyText:
      'Complete Care reimburses 80% of vet bills for accidents and illnesses, including cancer treatment, surgery, ' +
      'hospitalization and prescriptions, after a $250 annual deductible. There is no lifetime limit.',
    ...CALLOUTS.popular,
    featured: true,
    pricing: { base: 3900, tierFactors: PET_TIERS },
    sortOrder: 2,
  }),
  plan({
    slug: 'pawsure-wellness-plus',
    carrier: 'pawsure',
    category: 'pet',
    facts: { category: 'pet', reimbursement: 80, deductible: 25_000, annualLimit: null },
    name: 'Pawsure Complete + Wellness',
    shortText: 'Complete Care plus vaccines, yearly checkups and dental cleanings for your pet.',
    bodyText:
      'Everything in Complete Care, plus up to $450 a year for routine care: wellness exams, vaccines, flea and ' +
      'tick prevention and a dental cleaning. A $25 enrollment fee applies to the first month.',
    oneTimeFeeCents: 2500,
    pricing: { base: 5400, tierFactors: PET_TIERS },
    sortOrder: 3,
  }),
];

export const bundlePlans: SeedPlan[] = [
  plan({
    slug: 'evergreen-dental-vision-bundle',
    carrier: 'evergreen-benefits',
    category: 'bundles',
    facts: { category: 'bundles', includes: ['dental', 'vision'] },
    name: 'Evergreen Dental + Vision Bundle',
    shortText: 'Preventive dental and yearly eye care together, for less than buying each alone.',
    bodyText:
      'This bundle combines dental coverage (cleanings in full, fillings at 70%, a $1,000 annual maximum) with a ' +
      'yearly eye exam and a $130 eyewear allowance, in one simple monthly price.',
    ...CALLOUTS.value,
    adminFeeIncluded: true,
    pricing: { base: 3900, curve: 'gentle' },
    sortOrder: 1,
  }),
  plan({
    slug: 'evergreen-family-essentials-bundle',
    carrier: 'evergreen-benefits',
    category: 'bundles',
    facts: { category: 'bundles', includes: ['limitedmed', 'lifestyle', 'dental', 'vision', 'rx'] },
    name: 'Evergreen Family Essentials Bundle',
    shortText: 'Limited medical, telehealth, dental and vision for the whole family in one plan.',
    bodyText:
      'Family Essentials brings together doctor visit benefits, unlimited telehealth, preventive dental and vision ' +
      'and an Rx discount card. Association membership is required, and a $25 enrollment fee applies.',
    ...CALLOUTS.family,
    featured: true,
    requiresMembership: true,
    oneTimeFeeCents: 2500,
    pricing: { base: 6500, curve: 'gentle' },
    sortOrder: 2,
  }),
  plan({
    slug: 'summit-protection-bundle',
    carrier: 'summit-life-health',
    category: 'bundles',
    facts: { category: 'bundles', includes: ['critical', 'accident', 'hospital'] },
    name: 'Summit Protection Bundle',
    shortText: 'Accident, critical illness and hospital benefits packaged together at a discount.',
    bodyText:
      'The Protection Bundle combines a $10,000 critical illness benefit, accident coverage for emergency care and ' +
      'fractures, and a $500 daily hospital benefit, with one application and one monthly price.',
    pricing: { base: 5200, curve: 'gentle' },
    sortOrder: 3,
  }),
];
