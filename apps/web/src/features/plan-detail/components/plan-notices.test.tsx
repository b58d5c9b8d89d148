import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { L713_MESSAGES } from '@benefit-store/domain';
import { PlanNotices } from './plan-notices';

describe("the plan page's notices", () => {
  it("lists the plan's notices under 'Before you buy'", () => {
    render(<PlanNotices detail={{ plan_type: 'ST', plan_notices: ['Optional life plans of 100k to 300k need evidence of insurability.'] }} mine={null} />);
    const region = screen.getByRole('region', { name: 'Before you buy' });
    expect(within(region).getByRole('listitem').textContent).toBe('Optional life plans of 100k to 300k need evidence of insurability.');
  });

  it("explains the premier plan's price for the visitor's tier as lines that add up to it", () => {
    render(<PlanNotices detail={{ plan_type: 'MM', plan_notices: [] }} mine={{ tier: 'IS', price_male_nons: '600.00' }} />);
    expect(screen.getByText('The price for Member + Spouse, as the carrier explains it')).toBeTruthy();
    const row = (name: string) => screen.getByRole('rowheader', { name }).nextSibling?.textContent;
    expect(row(L713_MESSAGES.associationFees)).toBe('$100.00');
    expect(row(L713_MESSAGES.netPrice)).toBe('$325.00');
    expect(row(L713_MESSAGES.monthlyPrice)).toBe('$600.00');
  });

  it('says nothing for a plan with nothing to tell', () => {
    const { container } = render(<PlanNotices detail={{ plan_type: 'ST', plan_notices: [] }} mine={{ tier: 'IO', price_male_nons: '20.00' }} />);
    expect(container.textContent).toBe('');
  });
});
