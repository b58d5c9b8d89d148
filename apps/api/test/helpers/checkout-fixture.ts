import type { DemoData, SeedPlan } from '../../src/db/seed/seed-types.js';
import { fixtureData } from './fixture-data.js';

/** Every day of the year: a blackout that is active whenever the tests run. */
export const ALL_YEAR_BLACKOUT = 'Test Select HMO is in its enrollment blackout.';
export const LIFE_NOTE = 'Test Term Life needs evidence of insurability.';

const flags: Record<string, Partial<SeedPlan>> = {
  'test-dental': { adminFeeIncluded: true },
  'test-select-hmo': { requiresMembership: true },
};

const extraPlans: SeedPlan[] = [
  {
    slug: 'test-guaranteed-life',
    carrier: 'test-harbor',
    category: 'term_life',
    name: 'Test Guaranteed Life',
    planType: 'ST',
    shortText: 'Term life without health questions.',
    bodyText: 'Term life without health questions.',
    network: null,
    calloutText: null,
    calloutColor: null,
    featured: false,
    oneTimeFeeCents: 0,
    adminFeeIncluded: false,
    requiresMembership: false,
    rules: { tiers: ['IO'] },
    sortOrder: 2,
    bands: [{ ageMin: 18, ageMax: 100, prices: { IO: 2000 } }],
  },
  {
    slug: 'test-dv-bundle',
    carrier: 'test-pine',
    category: 'bundles',
    name: 'Test Dental Vision Bundle',
    planType: 'ST',
    shortText: 'Dental and vision with no waiting periods.',
    bodyText: 'Dental and vision with no waiting periods.',
    network: null,
    calloutText: null,
    calloutColor: null,
    featured: false,
    oneTimeFeeCents: 0,
    adminFeeIncluded: false,
    requiresMembership: false,
    rules: {},
    sortOrder: 1,
    bands: [{ ageMin: 18, ageMax: 100, prices: { IO: 3000, IS: 5500, IC: 5000, IF: 7500 } }],
  },
];

/** The test catalog plus the cart and checkout data: fees, a rider, suggestions, a blackout and a cart note. */
export const checkoutFixture: DemoData = {
  ...fixtureData,
  plans: [...fixtureData.plans.map((p) => ({ ...p, ...flags[p.slug] })), ...extraPlans],
  checkout: {
    fees: [
      { key: 'association_membership', label: 'Test Association Membership', amountCents: 500, percentBp: null },
      { key: 'administrative_fee', label: 'Administrative fee', amountCents: null, percentBp: 300 },
    ],
    riders: [{ plan: 'test-premier-ppo', rider: 'test-accident-young', sortOrder: 1 }],
    suggestions: [
      {
        kind: 'term_life',
        plan: 'test-guaranteed-life',
        missingCategory: 'term_life',
        display: true,
        title: 'Add term life',
        header: 'No medical questions.',
        link: '/plans?type=term_life',
        linkDescription: 'See term life',
        sortOrder: 1,
      },
      {
        kind: 'dental',
        plan: 'test-dv-bundle',
        missingCategory: 'dental',
        display: true,
        title: 'Add dental',
        header: 'No waiting periods.',
        link: '/plans?type=bundles',
        linkDescription: 'See bundles',
        sortOrder: 2,
      },
      {
        kind: 'vision',
        plan: 'test-dv-bundle',
        missingCategory: 'vision',
        display: true,
        title: 'Add vision',
        header: 'No waiting periods.',
        link: '/plans?type=bundles',
        linkDescription: 'See bundles',
        sortOrder: 3,
      },
      {
        kind: 'accident',
        plan: 'test-accident-young',
        missingCategory: 'accident',
        display: true,
        title: 'Add accident cover',
        header: 'Cash after an injury.',
        link: '/plans?type=accident',
        linkDescription: 'See accident plans',
        sortOrder: 4,
      },
    ],
    blackouts: [{ plan: 'test-select-hmo', startsOn: '01-01', endsOn: '12-31', message: ALL_YEAR_BLACKOUT }],
    cartMessages: [{ plan: 'test-term-life', message: LIFE_NOTE }],
  },
};
