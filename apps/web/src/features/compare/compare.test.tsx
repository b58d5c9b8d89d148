import { beforeEach, describe, expect, it } from 'vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { COMPARE_MESSAGES, DEFAULT_ORDER, MESSAGES, type FilteredPlans, type ListingOrder, type PlanCard } from '@benefit-store/domain';
import { initialClientKeys, useClientState } from '../../lib/client-state';
import { createQueryClient } from '../../lib/query-client';
import { stubApi } from '../../test/render';
import { Component as ComparePage } from './compare-page';
import { CompareToggle } from './components/compare-toggle';
import { CardFacts } from './components/plan-facts';
import { ListingOrderControls } from './components/listing-order';
import { useCompareSelection } from './compare-selection';

const TEMP_ID = 'abcdefghijklmnopqrstuv';
const ok = (data: unknown) => ({ body: { status: 'success', data } });

const card = (plan_id: number, plan_name: string, plan_category: string, plan_price: string | null, plan_facts: PlanCard['plan_facts']): PlanCard => ({
  plan_id,
  pid: plan_id,
  plan_name,
  plan_type: 'ST',
  plan_category,
  category_label: plan_category === 'medical' ? 'Medical' : plan_category === 'dental' ? 'Dental' : 'Vision',
  carrier_name: 'Harbor Mutual',
  plan_logo: '/assets/carriers/harbor-mutual.svg',
  plan_short_text: '',
  plan_network: null,
  callout_text: null,
  callout_color: null,
  plan_price,
  ppid: plan_price === null ? null : plan_id * 10,
  tier: 'IO',
  tier_price: {},
  is_in_cart: false,
  hide_add_to_cart: plan_price === null,
  is_prudential_plan: false,
  price_message: null,
  plan_facts,
});

const gold = card(1, 'Harbor Gold', 'medical', '290.00', { category: 'medical', deductible: 100_000, outOfPocketMax: 600_000, primaryCareCopay: 3000, specialistCopay: 6000, networkType: 'PPO' });
const dental = card(2, 'Bluepine Dental', 'dental', '25.00', { category: 'dental', annualMaximum: 150_000, preventive: 100, basic: 80, major: 50, basicWaitingMonths: 6, majorWaitingMonths: 12 });
const vision = card(3, 'Clear Vision', 'vision', '9.50', { category: 'vision', examCopay: 1000, frameAllowance: 15_000, allowanceMonths: 12 });
const listing: FilteredPlans = {
  tier_error: null,
  result: [
    { category: 'medical', category_label: 'Medical', plans: [gold] },
    { category: 'dental', category_label: 'Dental', plans: [dental] },
    { category: 'vision', category_label: 'Vision', plans: [vision] },
  ],
};

function renderCompare(address: string) {
  const router = createMemoryRouter([{ path: '/compare', element: <ComparePage /> }, { path: '*', element: <p>other</p> }], { initialEntries: [address] });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(() => {
  useClientState.setState({ ...initialClientKeys });
  useCompareSelection.setState({ ids: [] });
});

describe('the compare page', () => {
  it('shows three plans of three categories side by side: a column each, a row header for each fact, and what does not apply', async () => {
    useClientState.setState({ tempId: TEMP_ID });
    stubApi({ 'get-filtered-plans': ok(listing) });
    renderCompare('/compare?plans=3,1,2');
    const table = await screen.findByRole('table', { name: COMPARE_MESSAGES.compareTableCaption });
    const columns = within(table).getAllByRole('columnheader').map((th) => within(th).getByRole('link').textContent);
    expect(columns).toEqual(['Clear Vision', 'Harbor Gold', 'Bluepine Dental']);
    const deductibleRow = within(table).getByRole('rowheader', { name: 'Deductible' }).closest('tr')!;
    expect(within(deductibleRow).getAllByRole('cell').map((td) => td.textContent)).toEqual([
      `—${COMPARE_MESSAGES.notApplicable}`,
      '$1,000.00',
      `—${COMPARE_MESSAGES.notApplicable}`,
    ]);
    const priceRow = within(table).getByRole('rowheader', { name: COMPARE_MESSAGES.monthlyPrice }).closest('tr')!;
    expect(priceRow.textContent).toContain('$290.00/month');
    expect(within(table).getAllByRole('button', { name: /Add .* to cart/i })).toHaveLength(3);
    // The chosen plans become the tab's compare selection, so a shared link carries on in the listing.
    expect(useCompareSelection.getState().ids).toEqual([3, 1, 2]);
  });

  it('removes a plan from the address when its Remove is pressed', async () => {
    useClientState.setState({ tempId: TEMP_ID });
    stubApi({ 'get-filtered-plans': ok(listing) });
    const router = renderCompare('/compare?plans=1,2,3');
    await userEvent.click(await screen.findByRole('button', { name: COMPARE_MESSAGES.removeFromCompare({ planName: 'Bluepine Dental' }) }));
    await waitFor(() => expect(router.state.location.search).toBe('?plans=1%2C3'));
    expect(screen.queryByRole('link', { name: 'Bluepine Dental' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }));
  });

  it('says a plan the visitor is not offered is left out', async () => {
    useClientState.setState({ tempId: TEMP_ID });
    stubApi({ 'get-filtered-plans': ok(listing) });
    renderCompare('/compare?plans=1,2,99');
    expect(await screen.findByText(COMPARE_MESSAGES.compareMissing)).toBeTruthy();
    expect(screen.getAllByRole('columnheader')).toHaveLength(2);
  });

  it('says no plans are chosen when the address names none', () => {
    renderCompare('/compare');
    expect(screen.getByText(COMPARE_MESSAGES.compareEmpty)).toBeTruthy();
  });

  it('asks for the basic information first when there is no enrollment', () => {
    renderCompare('/compare?plans=1,2');
    expect(screen.getByText(MESSAGES.enrollmentRequired, { exact: false })).toBeTruthy();
  });

  it('shows a failure with Retry when the plans cannot be loaded', async () => {
    useClientState.setState({ tempId: TEMP_ID });
    stubApi({ 'get-filtered-plans': { status: 500, body: { status: 'error', message: '', errorCode: 'internal' } } });
    renderCompare('/compare?plans=1,2');
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('button', { name: /retry/i })).toBeTruthy();
  });
});

describe('the Compare checkbox', () => {
  it('takes five plans and refuses a sixth with a message, leaving it unticked', async () => {
    render(
      <>
        {[1, 2, 3, 4, 5, 6].map((id) => (
          <CompareToggle key={id} planId={id} planName={`Plan ${id}`} />
        ))}
      </>,
    );
    for (const id of [1, 2, 3, 4, 5]) await userEvent.click(screen.getByRole('checkbox', { name: `Compare Plan ${id}` }));
    const sixth = screen.getByRole('checkbox', { name: 'Compare Plan 6' });
    await userEvent.click(sixth);
    expect((sixth as HTMLInputElement).checked).toBe(false);
    expect(screen.getByRole('alert').textContent).toBe('You can compare up to 5 plans. Remove one to add another.');
    expect(sixth.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
    expect(useCompareSelection.getState().ids).toEqual([1, 2, 3, 4, 5]);
    // Unticking one makes room again, and the refusal goes.
    await userEvent.click(screen.getByRole('checkbox', { name: 'Compare Plan 2' }));
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(sixth);
    expect((sixth as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('the card facts', () => {
  it('shows the two facts that matter most for the category', () => {
    render(<CardFacts facts={gold.plan_facts} />);
    expect(screen.getAllByRole('term').map((t) => t.textContent)).toEqual(['Deductible', 'Out-of-pocket maximum']);
    expect(screen.getAllByRole('definition').map((t) => t.textContent)).toEqual(['$1,000.00', '$6,000.00']);
  });
});

describe('the listing order controls', () => {
  it('offer the sort always and the deductible and network type filters on the medical listing only', async () => {
    const changes: ListingOrder[] = [];
    const { rerender } = render(<ListingOrderControls order={DEFAULT_ORDER} onChange={(o) => changes.push(o)} medicalFilters={false} />);
    expect(screen.queryByLabelText('Deductible')).toBeNull();
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'Price: high to low');
    expect(changes.at(-1)).toEqual({ ...DEFAULT_ORDER, sort: 'price-desc' });

    rerender(<ListingOrderControls order={DEFAULT_ORDER} onChange={(o) => changes.push(o)} medicalFilters />);
    await userEvent.selectOptions(screen.getByLabelText('Deductible'), '$1,000.00 or less');
    expect(changes.at(-1)).toEqual({ ...DEFAULT_ORDER, maxDeductible: 100_000 });
    await userEvent.selectOptions(screen.getByLabelText('Network type'), 'EPO');
    expect(changes.at(-1)).toEqual({ ...DEFAULT_ORDER, networkType: 'EPO' });
  });
});
