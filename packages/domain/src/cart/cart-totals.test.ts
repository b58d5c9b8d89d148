import { describe, expect, it } from 'vitest';
import { cartTotals, type CartTotalsLine } from './cart-totals.js';

const line = (p: Partial<CartTotalsLine>): CartTotalsLine => ({ priceCents: 0, oneTimeFeeCents: 0, requiresMembership: false, isPremier: false, ...p });

describe('the cart totals a visitor sees', () => {
  it.each([
    ['an empty cart costs nothing', [], 500, { firstMonthCents: 0, recurringCents: 0, membershipCents: 0, oneTimeFeesCents: 0, premierNetCents: null }],
    ['one plan: both months are its price', [line({ priceCents: 2599 })], 500, { firstMonthCents: 2599, recurringCents: 2599, membershipCents: 0 }],
    ['two plans add up', [line({ priceCents: 1000 }), line({ priceCents: 2050 })], 500, { firstMonthCents: 3050, recurringCents: 3050 }],
    ['a one-time fee is in the first month only', [line({ priceCents: 3200, oneTimeFeeCents: 2500 })], 500, { firstMonthCents: 5700, recurringCents: 3200, oneTimeFeesCents: 2500 }],
    ['a plan needing membership adds the fee every month', [line({ priceCents: 1000, requiresMembership: true })], 500, { firstMonthCents: 1500, recurringCents: 1500, membershipCents: 500 }],
    ['the membership is charged once for two plans needing it', [line({ priceCents: 1000, requiresMembership: true }), line({ priceCents: 1000, requiresMembership: true })], 500, { recurringCents: 2500, membershipCents: 500 }],
    ['no membership fee in the catalog: nothing added', [line({ priceCents: 1000, requiresMembership: true })], null, { recurringCents: 1000, membershipCents: 0 }],
    ['the premier plans make the net price', [line({ priceCents: 50000, isPremier: true }), line({ priceCents: 1000 })], null, { premierNetCents: 50000, recurringCents: 51000 }],
    ['fees, membership and plans together', [line({ priceCents: 1000, oneTimeFeeCents: 2500, requiresMembership: true }), line({ priceCents: 999 })], 500, { firstMonthCents: 4999, recurringCents: 2499 }],
  ] as const)('%s', (_name, lines, fee, expected) => {
    expect(cartTotals(lines, fee)).toMatchObject(expected);
  });
});
