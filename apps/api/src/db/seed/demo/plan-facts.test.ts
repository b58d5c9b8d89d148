import { PlanFactsSchema } from '@benefit-store/domain';
import { describe, expect, it } from 'vitest';
import { demoCatalog } from './catalog-files.js';

const plans = demoCatalog.plans;

describe('the demo catalog benefit facts', () => {
  it.each(plans.map((p) => [p.slug, p] as const))('%s has facts of its own category', (_slug, plan) => {
    expect(plan.facts).toBeDefined();
    expect(PlanFactsSchema.parse(plan.facts).category).toBe(plan.category);
  });

  it('offers every medical network type and deductibles on both sides of the filter choices, so the filters narrow something', () => {
    const medical = plans.flatMap((p) => (p.facts?.category === 'medical' ? [p.facts] : []));
    expect(new Set(medical.map((f) => f.networkType))).toEqual(new Set(['PPO', 'HMO', 'EPO']));
    expect(medical.some((f) => f.deductible <= 100_000)).toBe(true);
    expect(medical.some((f) => f.deductible > 250_000)).toBe(true);
  });
});
