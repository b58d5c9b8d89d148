import type { PlanCard } from '@benefit-store/domain';
import type { SeedPlan } from '../../src/db/seed/seed-types.js';
import { Browser } from './browser.js';
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

/** The bundle's plan id in an app seeded with it, as the bundles menu lists it. */
export async function familyBundleId(app: ConstructorParameters<typeof Browser>[0]): Promise<number> {
  const groups = (await new Browser(app).get('get-menu-filtered-plans', { category: 'bundles' })).json().data.result as { plans: PlanCard[] }[];
  return groups.flatMap((g) => g.plans).find((p) => p.plan_name === BUNDLE)!.plan_id;
}
