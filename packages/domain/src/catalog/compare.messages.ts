import { defineCatalog, icu } from '../i18n/catalog.js';
import compiled from '../i18n/compiled/en.compare.js';

/**
 * Benefit facts, the compare page and the listing's sort and fact filters (issue 12 item 8): texts of lazy screens
 * (/plans, /compare, the plan page), apart from the landing's catalogs.
 */
export const COMPARE_MESSAGES = /* @__PURE__ */ defineCatalog('compare', {
  // Fact labels.
  deductible: 'Deductible',
  outOfPocketMax: 'Out-of-pocket maximum',
  primaryCareCopay: 'Primary care copay',
  specialistCopay: 'Specialist copay',
  networkType: 'Network type',
  doctorVisitBenefit: 'Doctor visit benefit',
  hospitalDayBenefit: 'Hospital benefit per day',
  annualMaximum: 'Annual maximum',
  preventiveCoverage: 'Preventive care (plan pays)',
  basicCoverage: 'Basic services (plan pays)',
  majorCoverage: 'Major services (plan pays)',
  basicWaiting: 'Waiting period, basic services',
  majorWaiting: 'Waiting period, major services',
  examCopay: 'Eye exam copay',
  frameAllowance: 'Frame allowance',
  allowanceFrequency: 'Allowance every',
  benefitAmount: 'Benefit amount',
  term: 'Term',
  monthlyBenefit: 'Monthly benefit (up to)',
  benefitPeriod: 'Benefit period',
  eliminationPeriod: 'Waiting period before benefits',
  lumpSum: 'Lump-sum benefit',
  erVisitBenefit: 'Emergency room benefit',
  fractureBenefit: 'Fracture benefit (up to)',
  admissionBenefit: 'Hospital admission benefit',
  dailyBenefit: 'Daily hospital benefit',
  genericCopay: 'Generic drug copay',
  brandCopay: 'Preferred brand copay',
  service: 'Service',
  reimbursement: 'Reimbursement',
  annualLimit: 'Annual limit',
  includes: 'Includes',

  // Fact values.
  noMaximum: 'No maximum',
  noLimit: 'No limit',
  notCovered: 'Not covered',
  copaySchedule: 'Fixed copays',
  discountOnly: 'Discount only',
  toAge65: 'To age 65',
  none: 'None',
  percent: icu<{ n: number }>('{n}%'),
  months: icu<{ n: number }>('{n, plural, one {# month} other {# months}}'),
  years: icu<{ n: number }>('{n, plural, one {# year} other {# years}}'),
  days: icu<{ n: number }>('{n, plural, one {# day} other {# days}}'),
  serviceTelehealth: 'Telehealth',
  serviceLegal: 'Legal and identity',
  serviceWellness: 'Fitness and wellness discounts',

  // The Compare checkbox and the compare bar on /plans.
  compare: 'Compare',
  compareFull: icu<{ max: number }>('You can compare up to {max} plans. Remove one to add another.'),
  compareSelected: icu<{ n: number }>('{n, plural, one {# plan chosen to compare} other {# plans chosen to compare}}'),
  comparePlans: 'Compare plans',
  clearCompare: 'Clear compare',

  // The compare page.
  compareTableCaption: 'Plans side by side: price, carrier, category and benefit facts',
  compareEmpty: 'No plans are chosen to compare. Tick Compare on the plans you want to see side by side.',
  compareOne: 'Choose at least one more plan to compare it with.',
  compareMissing: 'Some of the plans in this link are not offered for your basic information, so they are left out.',
  compareFailed: 'The plans to compare could not be loaded.',
  factsHeading: 'Benefit facts',
  monthlyPrice: 'Monthly price',
  carrier: 'Carrier',
  category: 'Category',
  notApplicable: 'Does not apply',
  removeFromCompare: icu<{ planName: string }>('Remove {planName} from compare'),
  scrollHint: 'Scroll sideways to see every plan.',

  // The listing's sort and medical fact filters.
  sortLabel: 'Sort by',
  sortRecommended: 'Recommended',
  sortPriceAsc: 'Price: low to high',
  sortPriceDesc: 'Price: high to low',
  sortName: 'Name (A to Z)',
  anyDeductible: 'Any deductible',
  deductibleAtMost: icu<{ amount: string }>('{amount} or less'),
  anyNetworkType: 'Any network type',
  noMatchingPlans: 'No medical plans match these filters. Choose a higher deductible or another network type.',
}, compiled);
