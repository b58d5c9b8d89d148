import type { DemoData } from '../../src/db/seed/seed-types.js';
import { plan } from './fixture-data.js';
import { plansData } from './plans-data.js';
import { HEALTH_QUESTION_CATEGORIES } from '@benefit-store/domain';
import { demoCatalog } from '../../src/db/seed/demo/catalog-files.js';
import type { SeedHealthQuestion, SeedPlan } from '../../src/db/seed/seed-types.js';

/** The demo health questions (from the demo catalog file), each linked to every underwritten plan of a data set. */
function healthQuestionSeed(plans: readonly Pick<SeedPlan, 'slug' | 'category'>[]): SeedHealthQuestion[] {
  const underwritten = plans.filter((p) => (HEALTH_QUESTION_CATEGORIES as readonly string[]).includes(p.category)).map((p) => p.slug);
  return (demoCatalog.healthQuestions ?? []).map((q) => ({ ...q, plans: underwritten }));
}

/** An IHA medical plan (the employer step may be skipped; dependents capped at 9 in IC and IF). */
export const IHA_PLAN = 'Test IHA Medical';

/**
 * The wizard's test catalog: the plans data set (premier PPO, term life, member M-T1...) plus an IHA plan, for the
 * rules that depend on the plan types in the cart. Tests of the wizard's later steps load this one.
 */
export const wizardData: DemoData = {
  ...plansData,
  plans: [
    ...plansData.plans,
    plan({
      slug: 'test-iha-medical',
      category: 'medical',
      name: IHA_PLAN,
      planType: 'IHA',
      sortOrder: 3,
      bands: [{ ageMin: 18, ageMax: 100, prices: { IO: 15000, IS: 30000, IC: 27000, IF: 42000 } }],
    }),
  ],
};
/** The demo health questions (141..147 and the medication question 148), linked to the underwritten test plans. */
wizardData.healthQuestions = healthQuestionSeed(wizardData.plans);
