import { describe, expect, it } from 'vitest';
import { L713_MESSAGES, l713Breakdown } from './l713.js';

describe('l713Breakdown', () => {
  it.each([
    ['IO', 50000, [2500, 1000, 3000, 5000, 7700, 30800]],
    ['IS', 60000, [2500, 1000, 3000, 10000, 11000, 32500]],
    ['IC', 60000, [2500, 1000, 3000, 10000, 11000, 32500]],
    ['IF', 90000, [2500, 1000, 3000, 15000, 15000, 53500]],
  ] as const)('splits a %s price of %i cents into lines that add up to it', (tier, price, cents) => {
    const breakdown = l713Breakdown(price, tier)!;
    expect(breakdown.lines.map((l) => l.cents)).toEqual(cents);
    expect(breakdown.lines.reduce((sum, l) => sum + l.cents, 0)).toBe(price);
    expect(breakdown.netCents).toBe(cents[5]);
    expect(breakdown.lines.map((l) => l.label)).toEqual([
      L713_MESSAGES.unionDues,
      L713_MESSAGES.annuityFund,
      L713_MESSAGES.billingFees,
      L713_MESSAGES.associationFees,
      L713_MESSAGES.marketerFees,
      L713_MESSAGES.netPrice,
    ]);
  });

  it('gives the whole price after the fees to the contributions, down to nothing', () => {
    expect(l713Breakdown(19200, 'IO')!.netCents).toBe(0);
  });

  it('gives no breakdown when the fees alone exceed the price, rather than one that does not add up', () => {
    expect(l713Breakdown(19199, 'IO')).toBeNull();
  });
});
