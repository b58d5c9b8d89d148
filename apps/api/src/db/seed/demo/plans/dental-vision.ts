import type { SeedPlan } from '../../seed-types.js';
import { CALLOUTS, plan } from '../helpers.js';

export const dentalPlans: SeedPlan[] = [
  plan({
    slug: 'bluepine-dental-basic',
    carrier: 'bluepine-dental',
    category: 'dental',
    facts: { category: 'dental', annualMaximum: 100_000, preventive: 100, basic: 70, major: 'none', basicWaitingMonths: 6, majorWaitingMonths: 0 },
    name: 'Bluepine Dental Basic',
    shortText: 'Cleanings, exams and x-rays covered in full, plus help with fillings.',
    bodyText:
      'Bluepine Dental Basic covers two cleanings and exams a year at 100% with no waiting period. Fillings and ' +
      'simple extractions are covered at 70% after six months. The annual maximum is $1,000 per person, and the ' +
      'administrative fee is included in the price.',
    ...CALLOUTS.value,
    featured: true,
    adminFeeIncluded: true,
    rules: { replacedBy: { plan: 'evergreen-dental-dhmo', states: ['CA', 'NV', 'AZ', 'OR', 'WA'] } },
    pricing: { base: 2400 },
    sortOrder: 1,
  }),
  plan({
    slug: 'bluepine-preventive-plus',
    carrier: 'bluepine-dental',
    category: 'dental',
    facts: { category: 'dental', annualMaximum: 150_000, preventive: 100, basic: 80, major: 50, basicWaitingMonths: 6, majorWaitingMonths: 12 },
    name: 'Bluepine Preventive Plus',
    shortText: 'Preventive care plus root canals, crowns and periodontal treatment.',
    bodyText:
      'Preventive Plus adds major services to the basics: root canals and periodontal care at 80%, crowns and ' +
      'bridges at 50% after twelve months. The annual maximum is $1,500, and unused benefits roll over up to $500.',
    pricing: { base: 3400 },
    sortOrder: 2,
  }),
  plan({
    slug: 'bluepine-ppo-premier-dental',
    carrier: 'bluepine-dental',
    category: 'dental',
    facts: { category: 'dental', annualMaximum: 250_000, preventive: 100, basic: 90, major: 60, basicWaitingMonths: 0, majorWaitingMonths: 0 },
    name: 'Bluepine PPO Premier Dental',
    shortText: 'Our richest dental plan, with orthodontics for children and a $2,500 annual maximum.',
    bodyText:
      'PPO Premier Dental covers preventive care at 100%, basic care at 90% and major care at 60% from day one for ' +
      'in-network dentists. Child orthodontics is covered at 50% up to $1,500 per lifetime. A $25 enrollment fee ' +
      'applies to the first month.',
    ...CALLOUTS.popular,
    featured: true,
    oneTimeFeeCents: 2500,
    pricing: { base: 5200, curve: 'gentle', tierFactors: { IS: 1.9, IC: 1.9, IF: 2.7 } },
    sortOrder: 3,
  }),
  plan({
    slug: 'bluepine-senior-dental',
    carrier: 'bluepine-dental',
    category: 'dental',
    facts: { category: 'dental', annualMaximum: 125_000, preventive: 100, basic: 50, major: 50, basicWaitingMonths: 6, majorWaitingMonths: 12 },
    name: 'Bluepine Senior Dental',
    shortText: 'Dental coverage built for ages 50 and up, including dentures and implants.',
    bodyText:
      'Senior Dental covers exams and cleanings in full and pays 50% toward dentures, implants and crowns after ' +
      'twelve months. Hearing exams are included at no extra cost. Available to applicants aged 50 to 100.',
    ...CALLOUTS.seniors,
    rules: { minAge: 50, maxAge: 100 },
    pricing: { base: 3900 },
    sortOrder: 4,
  }),
  plan({
    slug: 'evergreen-dental-dhmo',
    carrier: 'evergreen-benefits',
    category: 'dental',
    facts: { category: 'dental', annualMaximum: null, preventive: 'copay', basic: 'copay', major: 'copay', basicWaitingMonths: 0, majorWaitingMonths: 0 },
    name: 'Evergreen Dental DHMO',
    shortText: 'A low-cost dental HMO with set copays and no annual maximum.',
    bodyText:
      'Evergreen Dental DHMO uses a fixed copay schedule at your chosen network dentist: $0 cleanings, $25 ' +
      'fillings, $350 crowns. There are no deductibles, waiting periods or annual maximums. Offered in California, ' +
      'Nevada, Arizona, Oregon and Washington.',
    requiresMembership: true,
    rules: { states: ['CA', 'NV', 'AZ', 'OR', 'WA'] },
    pricing: { base: 2100 },
    sortOrder: 5,
  }),
];

export const visionPlans: SeedPlan[] = [
  plan({
    slug: 'bluepine-vision-essentials',
    carrier: 'bluepine-dental',
    category: 'vision',
    facts: { category: 'vision', examCopay: 1000, frameAllowance: 10_000, allowanceMonths: 24 },
    name: 'Bluepine Vision Essentials',
    shortText: 'A yearly eye exam for $10 and a $100 allowance for frames or contacts.',
    bodyText:
      'Vision Essentials covers one eye exam every 12 months with a $10 copay, standard lenses for $25, and a $100 ' +
      'allowance toward frames or contact lenses every 24 months.',
    adminFeeIncluded: true,
    pricing: { base: 850 },
    sortOrder: 1,
  }),
  plan({
    slug: 'bluepine-vision-plus',
    carrier: 'bluepine-dental',
    category: 'vision',
    facts: { category: 'vision', examCopay: 1000, frameAllowance: 17_500, allowanceMonths: 12 },
    name: 'Bluepine Vision Plus',
    shortText: 'Yearly exams and a $175 allowance for frames or contacts every year.',
    bodyText:
      'Vision Plus includes a $10 exam copay, lens upgrades such as anti-glare and progressive lenses at set prices, ' +
      'and a $175 frame or contact lens allowance every 12 months. LASIK discounts of up to 15% are included.',
    ...CALLOUTS.popular,
    featured: true,
    pricing: { base: 1350 },
    sortOrder: 2,
  }),
  plan({
    slug: 'northstar-clearview-vision',
    carrier: 'northstar-assurance',
    category: 'vision',
    facts: { category: 'vision', examCopay: 0, frameAllowance: 15_000, allowanceMonths: 12 },
    name: 'Northstar ClearView Vision',
    shortText: 'Eye care with in-store and online retailers, plus blue-light lens coverage.',
    bodyText:
      'ClearView Vision works with optical stores and online retailers alike. It covers an annual exam in full, a ' +
      '$150 frame allowance and blue-light filtering lenses at no extra cost.',
    ...CALLOUTS.new,
    pricing: { base: 1100 },
    sortOrder: 3,
  }),
  plan({
    slug: 'northstar-vision-premier',
    carrier: 'northstar-assurance',
    category: 'vision',
    facts: { category: 'vision', examCopay: 0, frameAllowance: 25_000, allowanceMonths: 12 },
    name: 'Northstar Vision Premier',
    shortText: 'Premium eyewear benefits: a $250 allowance and two pairs of glasses a year.',
    bodyText:
      'Vision Premier gives each covered person a $250 frame allowance, a second pair of glasses or sunglasses at ' +
      'no cost, and a $200 contact lens allowance. Exams and retinal imaging are covered in full.',
    pricing: { base: 1750, curve: 'gentle' },
    sortOrder: 4,
  }),
];
