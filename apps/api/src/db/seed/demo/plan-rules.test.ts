import { PlanRulesSchema, type PlanRules } from '@benefit-store/domain';
import { describe, expect, it } from 'vitest';
import { demoCatalog } from './catalog-files.js';

const plans = demoCatalog.plans;

describe("the demo catalog's plan rules", () => {
  it('are valid rules documents', () => {
    for (const plan of plans) expect(PlanRulesSchema.safeParse(plan.rules).success, plan.slug).toBe(true);
  });

  it('name only plans of the catalog as replacements', () => {
    const slugs = new Set(plans.map((p) => p.slug));
    for (const plan of plans) if (plan.rules.replacedBy) expect(slugs.has(plan.rules.replacedBy.plan), plan.slug).toBe(true);
  });

  // docs/plan-rules-demo.md lists a plan and a filter for each; the API test tries each.
  it.each<[string, (rules: PlanRules) => boolean]>([
    ['changePid', (r) => r.replacedBy !== undefined],
    ['ageError', (r) => r.minAge !== undefined && r.minAge > 18],
    ['tierError', (r) => r.tiers !== undefined],
    ['stateError', (r) => r.states !== undefined],
    ['metError', (r) => r.zipAreas !== undefined],
    ['planAgeError', (r) => r.tierAges !== undefined],
    ['smokerError', (r) => r.needsTobaccoAnswer === true],
    ['salaryError', (r) => r.minSalary !== undefined],
    ['hourError', (r) => r.minWeeklyHours !== undefined],
    ['portalError', (r) => r.portals !== undefined],
    ['newQuestionsError', (r) => r.questionsFirst === true],
  ])('has a plan that answers %s', (_code, has) => {
    expect(plans.some((p) => has(p.rules))).toBe(true);
  });
});
