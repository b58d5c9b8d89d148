import type { SeedPlan } from '../../src/db/seed/seed-types.js';
import { plan } from './fixture-data.js';

/** A household-priced bundle: the member $15.00 on every tier, a spouse $10.00 to 49 and $25.00 from 50 to 80, $3.00 a child. */
export const BUNDLE = 'Test Family Dental Vision';
export const MEMBER = 1500;
export const SPOUSE_TO_49 = 1000;
export const SPOUSE_FROM_50 = 2500;
export const PER_CHILD = 300;
export const familyBundle: SeedPlan = plan({
  slug: 'test-family-dv',
  category: 'bundles',
  name: BUNDLE,
  featured: true,
  rules: {
    householdRates: {
      spouseBands: [
        { minAge: 18, maxAge: 49, priceCents: SPOUSE_TO_49 },
        { minAge: 50, maxAge: 80, priceCents: SPOUSE_FROM_50 },
      ],
      perChildCents: PER_CHILD,
    },
  },
  bands: [{ ageMin: 18, ageMax: 100, prices: { IO: MEMBER, IS: MEMBER, IC: MEMBER, IF: MEMBER } }],
});
