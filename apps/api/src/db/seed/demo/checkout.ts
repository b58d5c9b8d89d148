import type { SeedCheckout } from '../seed-types.js';

const EVIDENCE_OF_INSURABILITY =
  'Optional life plans of 100k to 300k need evidence of insurability and are not guaranteed. A decision on them comes within 5 to 10 days.';

/** Cart and checkout catalog data: fees, riders, the member checkout's suggestions, blackouts and cart notes. */
export const checkout: SeedCheckout = {
  fees: [
    { key: 'association_membership', label: 'Wellness Association Membership', amountCents: 500, percentBp: null },
    { key: 'administrative_fee', label: 'Administrative fee', amountCents: null, percentBp: 300 },
  ],
  riders: [
    { plan: 'premier-health-l713', rider: 'harbor-hospital-indemnity-500', sortOrder: 1 },
    { plan: 'premier-health-l713', rider: 'northstar-accident-plus', sortOrder: 2 },
    { plan: 'harbor-choice-ppo-gold', rider: 'harbor-hospital-indemnity-500', sortOrder: 1 },
    { plan: 'harbor-choice-ppo-bronze', rider: 'northstar-accident-basic', sortOrder: 1 },
    { plan: 'summit-term-life-10', rider: 'summit-critical-illness-10k', sortOrder: 1 },
    { plan: 'summit-term-life-20', rider: 'summit-critical-illness-10k', sortOrder: 1 },
  ],
  suggestions: [
    {
      kind: 'term_life',
      plan: 'harbor-simple-term-life',
      missingCategory: 'term_life',
      display: true,
      title: 'Add term life with no medical questions',
      header: 'Harbor Simple Term Life pays $50,000 to your beneficiaries and is issued without health questions or a medical exam.',
      link: '/plans?type=term_life',
      linkDescription: 'See all term life plans',
      sortOrder: 1,
    },
    {
      kind: 'dental',
      plan: 'evergreen-dental-vision-bundle',
      missingCategory: 'dental',
      display: true,
      title: 'Add dental and vision with no waiting periods',
      header: 'The Evergreen Dental + Vision Bundle covers cleanings in full and a yearly eye exam from the first day.',
      link: '/plans?type=bundles',
      linkDescription: 'See all bundles',
      sortOrder: 2,
    },
    {
      kind: 'vision',
      plan: 'evergreen-dental-vision-bundle',
      missingCategory: 'vision',
      display: true,
      title: 'Add vision and dental with no waiting periods',
      header: 'The Evergreen Dental + Vision Bundle adds a yearly eye exam and a $130 eyewear allowance from the first day.',
      link: '/plans?type=bundles',
      linkDescription: 'See all bundles',
      sortOrder: 3,
    },
    {
      kind: 'accident',
      plan: 'northstar-accident-basic',
      missingCategory: 'accident',
      display: true,
      title: 'Add accident cover to your medical plan',
      header: 'Northstar Accident Basic pays you cash after a covered injury, toward the deductible and copays your medical plan leaves to you.',
      link: '/plans?type=accident',
      linkDescription: 'See all accident plans',
      sortOrder: 4,
    },
  ],
  blackouts: [
    {
      plan: 'pawsure-complete-care',
      startsOn: '11-15',
      endsOn: '12-31',
      message: 'PawSure Complete Care is in its yearly enrollment blackout from November 15 to December 31: applications made now are reviewed in January.',
    },
  ],
  cartMessages: [
    { plan: 'summit-term-life-20', message: EVIDENCE_OF_INSURABILITY },
    { plan: 'summit-term-life-30', message: EVIDENCE_OF_INSURABILITY },
  ],
};
