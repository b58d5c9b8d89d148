import { describe, expect, it } from 'vitest';
import type { PlanCard } from './plan.schema.js';
import { matchesFactFilters, orderListing, readListingOrder, sortPlans, writeListingOrder, type ListingOrder } from './plan-order.js';

const p = (plan_name: string, plan_price: string | null) => ({ plan_name, plan_price });
const plans = [p('Harbor Gold', '290.00'), p('alpha Care', '95.50'), p('Waiting Plan', null), p('Zeta Basic', '1200.00'), p('Beta', '95.50')];

describe('sortPlans', () => {
  it.each([
    ['recommended', ['Harbor Gold', 'alpha Care', 'Waiting Plan', 'Zeta Basic', 'Beta']],
    ['price-asc', ['alpha Care', 'Beta', 'Harbor Gold', 'Zeta Basic', 'Waiting Plan']],
    ['price-desc', ['Zeta Basic', 'Harbor Gold', 'alpha Care', 'Beta', 'Waiting Plan']],
    ['name', ['alpha Care', 'Beta', 'Harbor Gold', 'Waiting Plan', 'Zeta Basic']],
  ] as const)('orders by %s (no price last, ties in catalog order, names without regard to case)', (sort, expected) => {
    expect(sortPlans(plans, sort).map((x) => x.plan_name)).toEqual(expected);
  });

  it('compares prices as numbers, not as text', () => {
    expect(sortPlans([p('a', '1200.00'), p('b', '95.00')], 'price-asc').map((x) => x.plan_name)).toEqual(['b', 'a']);
  });
});

const medical = (deductible: number, networkType: 'PPO' | 'HMO' | 'EPO') =>
  ({ plan_category: 'medical', plan_facts: { category: 'medical' as const, deductible, outOfPocketMax: 0, primaryCareCopay: 0, specialistCopay: 0, networkType } });

describe('matchesFactFilters', () => {
  it.each([
    ['no filter', medical(500_000, 'PPO'), null, null, true],
    ['a deductible at the limit', medical(100_000, 'PPO'), 100_000, null, true],
    ['a deductible above the limit', medical(100_001, 'PPO'), 100_000, null, false],
    ['the network type chosen', medical(0, 'HMO'), null, 'HMO', true],
    ['another network type', medical(0, 'EPO'), null, 'HMO', false],
    ['both filters, one failing', medical(0, 'EPO'), 250_000, 'PPO', false],
    ['a medical plan without facts while a filter is on', { plan_category: 'medical', plan_facts: null }, 250_000, null, false],
    ['a dental plan (the filters narrow medical plans only)', { plan_category: 'dental', plan_facts: null }, 50_000, 'HMO', true],
  ] as const)('%s', (_name, plan, maxDeductible, networkType, expected) => {
    expect(matchesFactFilters(plan as Pick<PlanCard, 'plan_category' | 'plan_facts'>, { maxDeductible, networkType })).toBe(expected);
  });
});

describe('the order in the address', () => {
  it.each([
    ['', { sort: 'recommended', maxDeductible: null, networkType: null }],
    ['sort=price-desc&deductible=250000&network_type=HMO', { sort: 'price-desc', maxDeductible: 250_000, networkType: 'HMO' }],
    ['sort=cheapest&deductible=1234&network_type=POS', { sort: 'recommended', maxDeductible: null, networkType: null }],
  ] as const)('reads "%s"', (query, expected) => {
    expect(readListingOrder(new URLSearchParams(query))).toEqual(expected);
  });

  it('writes the order beside the filters, leaving out defaults, and reads it back the same', () => {
    const order: ListingOrder = { sort: 'name', maxDeductible: 50_000, networkType: null };
    const written = writeListingOrder(new URLSearchParams('type=medical&sort=price-asc'), order);
    expect(written.toString()).toBe('type=medical&sort=name&deductible=50000');
    expect(readListingOrder(written)).toEqual(order);
    expect(writeListingOrder(written, { sort: 'recommended', maxDeductible: null, networkType: null }).toString()).toBe('type=medical');
  });
});

describe('orderListing', () => {
  it('filters and sorts inside each category and keeps the categories in menu order', () => {
    const card = (id: number, category: string, price: string, facts: unknown = null) =>
      ({ plan_id: id, plan_name: `Plan ${id}`, plan_category: category, plan_price: price, plan_facts: facts }) as unknown as PlanCard;
    const data = {
      tier_error: null,
      result: [
        { category: 'medical', category_label: 'Medical', plans: [card(1, 'medical', '300.00', medical(500_000, 'PPO').plan_facts), card(2, 'medical', '200.00', medical(0, 'HMO').plan_facts)] },
        { category: 'dental', category_label: 'Dental', plans: [card(3, 'dental', '40.00'), card(4, 'dental', '20.00')] },
      ],
    };
    const shown = orderListing(data, { sort: 'price-asc', maxDeductible: 100_000, networkType: null });
    expect(shown.result.map((g) => g.plans.map((x) => x.plan_id))).toEqual([[2], [4, 3]]);
  });
});
