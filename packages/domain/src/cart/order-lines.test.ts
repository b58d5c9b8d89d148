import { describe, expect, it } from 'vitest';
import { decimalToCents } from '../shared/money.js';
import { orderLines, type OrderBreakdown } from './order-lines.js';

const L713: OrderBreakdown = {
  plans: [{ plan_name: 'Premier Health L713', price: '352.00' }],
  membership: { name: 'Wellness Association Membership', monthly_fee: '5.00' },
  one_time_fees: [{ plan_name: 'Premier Health L713', amount: '25.00' }],
  initial_month_cost: '382.00',
  recurring_month_cost: '357.00',
};

const cents = (value: string) => decimalToCents(value.replace(/[$,]/g, ''));

describe('the order summary a person reads on the review, the receipt e-mail and the PDF', () => {
  it('lists the plan, the membership and the one-time fee, then the two totals', () => {
    expect(orderLines(L713).map((l) => `${l.label}: ${l.value}`)).toEqual([
      'Premier Health L713: $352.00',
      'Wellness Association Membership: $5.00',
      'Premier Health L713 one-time fee (first month only): $25.00',
      'First Month Total Cost: $382.00',
      'Recurring Monthly Cost: $357.00',
    ]);
  });

  it('adds up: the listed lines make the first month, and without the one-time fees the monthly cost', () => {
    const lines = orderLines(L713);
    const sum = (kinds: string[]) => lines.filter((l) => kinds.includes(l.kind)).reduce((s, l) => s + cents(l.value), 0);
    expect(sum(['plan', 'membership', 'oneTimeFee'])).toBe(cents(lines.find((l) => l.kind === 'firstMonthTotal')!.value));
    expect(sum(['plan', 'membership'])).toBe(cents(lines.find((l) => l.kind === 'recurringTotal')!.value));
  });

  it('lists only plans and totals for a plain cart, and for a record kept before membership and fees were', () => {
    const plain = { plans: [{ plan_name: 'Summit Critical Illness 10K', price: '16.50' }], initial_month_cost: '16.50', recurring_month_cost: '16.50' };
    expect(orderLines(plain).map((l) => l.kind)).toEqual(['plan', 'firstMonthTotal', 'recurringTotal']);
    expect(orderLines({ ...plain, membership: null, one_time_fees: [] }).map((l) => l.kind)).toEqual(['plan', 'firstMonthTotal', 'recurringTotal']);
  });

  it('reads the same from cents (a signed record since version 2) as from the API’s decimal strings', () => {
    const inCents: OrderBreakdown = {
      plans: [{ plan_name: 'Premier Health L713', price: 35200 }],
      membership: { name: 'Wellness Association Membership', monthly_fee: 500 },
      one_time_fees: [{ plan_name: 'Premier Health L713', amount: 2500 }],
      initial_month_cost: 38200,
      recurring_month_cost: 35700,
    };
    expect(orderLines(inCents)).toEqual(orderLines(L713));
  });
});
