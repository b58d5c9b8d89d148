import type { SeedPlan } from '../../seed-types.js';
import { CALLOUTS, plan } from '../helpers.js';

/** Medical networks used by the demo catalog (the medical category's network dropdown). */
export const NETWORKS = {
  choicePpo: 'Choice PPO',
  selectHmo: 'Select HMO',
  openEpo: 'Open Access EPO',
  communityHmo: 'Community Care HMO',
} as const;

export const medicalPlans: SeedPlan[] = [
  plan({
    slug: 'premier-health-l713',
    carrier: 'harbor-mutual',
    category: 'medical',
    facts: { category: 'medical', deductible: 50_000, outOfPocketMax: 450_000, primaryCareCopay: 2500, specialistCopay: 5000, networkType: 'PPO' },
    name: 'Premier Health L713',
    planType: 'MM',
    shortText: 'Our most complete major medical plan, with a nationwide PPO network and low copays.',
    bodyText:
      'Premier Health L713 covers doctor and specialist visits, emergency care, hospital stays, maternity and ' +
      'prescriptions. Preventive care is covered in full, office visits have a $25 copay, and the annual ' +
      'out-of-pocket maximum is $4,500 per person. You can see any provider in the Choice PPO network without a referral.',
    network: NETWORKS.choicePpo,
    ...CALLOUTS.popular,
    featured: true,
    oneTimeFeeCents: 2500,
    requiresMembership: true,
    pricing: { base: 32000, curve: 'medical', tobaccoLoad: 0.3 },
    sortOrder: 1,
  }),
  plan({
    slug: 'harbor-choice-ppo-gold',
    carrier: 'harbor-mutual',
    category: 'medical',
    facts: { category: 'medical', deductible: 100_000, outOfPocketMax: 600_000, primaryCareCopay: 3000, specialistCopay: 6000, networkType: 'PPO' },
    name: 'Harbor Choice PPO Gold',
    shortText: 'Rich PPO coverage with a $1,000 deductible and copays for everyday care.',
    bodyText:
      'Harbor Choice PPO Gold pairs a $1,000 deductible with $30 primary care and $60 specialist copays. Generic ' +
      'prescriptions cost $10, and in-network preventive care has no cost share. The administrative fee is already ' +
      'included in the price shown.',
    network: NETWORKS.choicePpo,
    adminFeeIncluded: true,
    rules: { needsTobaccoAnswer: true },
    pricing: { base: 29000, curve: 'medical', tobaccoLoad: 0.3 },
    sortOrder: 2,
  }),
  plan({
    slug: 'harbor-choice-ppo-bronze',
    carrier: 'harbor-mutual',
    category: 'medical',
    facts: { category: 'medical', deductible: 500_000, outOfPocketMax: 750_000, primaryCareCopay: 4000, specialistCopay: 8000, networkType: 'PPO' },
    name: 'Harbor Choice PPO Bronze',
    shortText: 'A lower-premium PPO for working adults who mostly need protection from big bills.',
    bodyText:
      'Harbor Choice PPO Bronze has a $5,000 deductible and a $7,500 out-of-pocket maximum. Preventive visits and ' +
      'three primary care visits a year are covered before the deductible. Available to applicants aged 18 to 64.',
    network: NETWORKS.choicePpo,
    ...CALLOUTS.value,
    rules: { minAge: 18, maxAge: 64 },
    pricing: { base: 24000, curve: 'medical' },
    sortOrder: 3,
  }),
  plan({
    slug: 'summit-select-hmo',
    carrier: 'summit-life-health',
    category: 'medical',
    facts: { category: 'medical', deductible: 0, outOfPocketMax: 500_000, primaryCareCopay: 2000, specialistCopay: 4500, networkType: 'HMO' },
    name: 'Summit Select HMO',
    shortText: 'Coordinated care through a primary care doctor, with predictable copays and no deductible.',
    bodyText:
      'Summit Select HMO has no deductible: you pay $20 for primary care, $45 for specialists with a referral and ' +
      '$250 per hospital stay. The Select HMO network is offered in Texas, Oklahoma, Louisiana, Arkansas and New Mexico.',
    network: NETWORKS.selectHmo,
    rules: { states: ['TX', 'OK', 'LA', 'AR', 'NM'], zipAreas: ['750', '751', '752', '770', '772', '773', '774', '775'] },
    pricing: { base: 25000, curve: 'medical' },
    sortOrder: 4,
  }),
  plan({
    slug: 'summit-open-access-epo',
    carrier: 'summit-life-health',
    category: 'medical',
    facts: { category: 'medical', deductible: 200_000, outOfPocketMax: 700_000, primaryCareCopay: 3500, specialistCopay: 7000, networkType: 'EPO' },
    name: 'Summit Open Access EPO',
    shortText: 'See any in-network doctor or specialist without referrals, at a lower price than a PPO.',
    bodyText:
      'Summit Open Access EPO gives you direct access to specialists in a large exclusive provider network. The ' +
      'deductible is $2,000, virtual visits are free, and generic drugs cost $5. Out-of-network care is covered ' +
      'for emergencies only. Prices in New York reflect local rating rules.',
    network: NETWORKS.openEpo,
    ...CALLOUTS.new,
    featured: true,
    rules: { needsTobaccoAnswer: true },
    pricing: { base: 27500, curve: 'medical', tobaccoLoad: 0.3, stateFactors: { NY: 1.18 } },
    sortOrder: 5,
  }),
  plan({
    slug: 'evergreen-community-care-hmo',
    carrier: 'evergreen-benefits',
    category: 'medical',
    facts: { category: 'medical', deductible: 150_000, outOfPocketMax: 600_000, primaryCareCopay: 1500, specialistCopay: 5000, networkType: 'HMO' },
    name: 'Evergreen Community Care HMO',
    shortText: 'Neighborhood clinics and community hospitals, with $15 office visits for members.',
    bodyText:
      'Evergreen Community Care HMO focuses on local clinics and community hospitals. Office visits are $15, urgent ' +
      'care is $40, and the out-of-pocket maximum is $6,000. Association membership is required to enroll.',
    network: NETWORKS.communityHmo,
    requiresMembership: true,
    rules: { zipAreas: ['100', '101', '102', '103', '104', '111', '112', '113', '114', '116'] },
    pricing: { base: 24500, curve: 'medical' },
    sortOrder: 6,
  }),
];

export const limitedMedicalPlans: SeedPlan[] = [
  plan({
    slug: 'evergreen-essential-limited-medical',
    carrier: 'evergreen-benefits',
    category: 'limitedmed',
    facts: { category: 'limitedmed', doctorVisitBenefit: 7500, hospitalDayBenefit: 100_000 },
    name: 'Evergreen Essential Limited Medical',
    shortText: 'Fixed benefits for doctor visits, tests and hospital stays at an accessible price.',
    bodyText:
      'Evergreen Essential pays set dollar amounts toward common care: $75 per doctor visit (up to 4 a year), $150 ' +
      'for lab and x-ray work, and $1,000 per day in the hospital. It is not major medical insurance, but it ' +
      'makes everyday care more affordable.',
    ...CALLOUTS.value,
    featured: true,
    adminFeeIncluded: true,
    pricing: { base: 12000, curve: 'medical' },
    sortOrder: 1,
  }),
  plan({
    slug: 'harbor-everyday-care-limited-medical',
    carrier: 'harbor-mutual',
    category: 'limitedmed',
    facts: { category: 'limitedmed', doctorVisitBenefit: 10_000, hospitalDayBenefit: 150_000 },
    name: 'Harbor Everyday Care',
    shortText: 'Limited medical coverage with unlimited telehealth and copays for primary care.',
    bodyText:
      'Harbor Everyday Care includes unlimited $0 telehealth, three $20 primary care visits a year, generic ' +
      'prescriptions and a hospital benefit of $1,500 per day. Available to working adults aged 18 to 64; a one-time ' +
      'enrollment fee of $25 applies.',
    oneTimeFeeCents: 2500,
    requiresMembership: true,
    rules: { minAge: 18, maxAge: 64 },
    pricing: { base: 12500, curve: 'medical' },
    sortOrder: 2,
  }),
  plan({
    slug: 'summit-individual-health-access',
    carrier: 'summit-life-health',
    category: 'limitedmed',
    facts: { category: 'limitedmed', doctorVisitBenefit: 10_000, hospitalDayBenefit: 125_000 },
    name: 'Summit Individual Health Access',
    planType: 'IHA',
    shortText: 'An individual health plan you can buy without employer details, with hospital and doctor benefits.',
    bodyText:
      'Summit Individual Health Access is sold to individuals and families directly, so no employer information ' +
      'is needed to enroll. It pays $100 per office visit, $500 per emergency room visit and $1,250 per hospital day, ' +
      'and it covers up to nine children on a family tier.',
    ...CALLOUTS.new,
    pricing: { base: 12200, curve: 'medical' },
    sortOrder: 3,
  }),
];
