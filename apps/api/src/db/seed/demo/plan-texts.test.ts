import { describe, expect, it } from 'vitest';
import { demoCatalog } from './catalog-files.js';

const plans = demoCatalog.plans;

/** "$2,500" -> 250000 (cents). */
const cents = (amount: string) => Math.round(Number(amount.replace(/[$,]/g, '')) * 100);

/** Every "annual maximum" amount a plan's texts state: "$2,500 annual maximum", "annual maximum is $1,500". */
function statedAnnualMaximums(text: string): number[] {
  const before = [...text.matchAll(/(\$[\d,]+(?:\.\d\d)?) annual maximum/gi)].map((m) => cents(m[1]!));
  const after = [...text.matchAll(/annual maximum (?:is|of) (\$[\d,]+(?:\.\d\d)?)/gi)].map((m) => cents(m[1]!));
  return [...before, ...after];
}

describe('the demo catalog', () => {
  it.each(plans.filter((p) => p.facts && 'annualMaximum' in p.facts).map((p) => [p.name, p] as const))(
    "%s: the annual maximum in its texts is its benefit facts' figure",
    (_name, plan) => {
      const facts = plan.facts as { annualMaximum: number | null };
      for (const stated of statedAnnualMaximums(`${plan.shortText ?? ''} ${plan.bodyText ?? ''}`)) expect(stated).toBe(facts.annualMaximum);
    },
  );
});
