import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { L713_MESSAGES, MESSAGES, WEB_MESSAGES, type Cart } from '@benefit-store/domain';
import { initialClientKeys, useClientState } from '../../../lib/client-state';
import { onContractMismatch, type ContractMismatch } from '../../../lib/contract-mismatch';
import { cartAnswer, oneDentalCartAnswer } from '../../../test/answers';
import { renderPage, stubApi } from '../../../test/render';
import { CartView } from './cart-view';

const TEMP_ID = 'abcdefghijklmnopqrstuv';
const emptyCart: Cart = cartAnswer();
const oneDental: Cart = oneDentalCartAnswer();
const ok = (data: unknown) => ({ body: { status: 'success', data } });

describe('the cart', () => {
  beforeEach(() => useClientState.setState({ ...initialClientKeys }));

  it("says 'No items in cart.' when there is no enrollment yet", () => {
    renderPage(<CartView />, '/cart');
    expect(screen.getByText(MESSAGES.emptyCart)).toBeTruthy();
  });

  it("says 'No items in cart.' when the cart is empty", async () => {
    useClientState.setState({ tempId: TEMP_ID });
    stubApi({ 'get-plan-cart': ok(emptyCart) });
    renderPage(<CartView />, '/cart');
    expect(await screen.findByText(MESSAGES.emptyCart)).toBeTruthy();
  });

  it('shows a cart answer that lacks a field as a failure with Retry (never a cart of blanks), and reports it', async () => {
    useClientState.setState({ tempId: TEMP_ID });
    const reported: ContractMismatch[] = [];
    const stop = onContractMismatch((mismatch) => reported.push(mismatch));
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { recurring_month_cost: _dropped, ...withoutRecurring } = oneDental;
    stubApi({ 'get-plan-cart': ok(withoutRecurring), 'get-more-requirement': ok({ result: false }) });
    renderPage(<CartView />, '/cart');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(MESSAGES.serverError)).toBeTruthy();
    expect(within(alert).getByRole('button', { name: WEB_MESSAGES.retry })).toBeTruthy();
    expect(screen.queryByText('Bright Smile Dental')).toBeNull();
    expect(reported).toEqual([{ path: 'get-plan-cart', issues: [{ path: 'recurring_month_cost', message: expect.any(String) }] }]);
    stop();
    consoleError.mockRestore();
  });

  it('shows the totals and removes a plan after Yes', async () => {
    useClientState.setState({ tempId: TEMP_ID });
    let removed = false;
    const calls = stubApi({
      'get-plan-cart': () => ok(removed ? emptyCart : oneDental),
      'get-more-requirement': ok({ result: false }),
      'remove-plan-from-cart': () => {
        removed = true;
        return ok({ result: 0 });
      },
    });
    const user = userEvent.setup();
    renderPage(<CartView />, '/cart');
    expect(await screen.findByText('Bright Smile Dental')).toBeTruthy();
    expect(screen.getByText('First Month Total Cost').nextSibling?.textContent).toBe('$33.50');
    expect(screen.getByText('Recurring Monthly Cost').nextSibling?.textContent).toBe('$23.50');

    await user.click(screen.getByRole('button', { name: 'Remove Bright Smile Dental' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove plan' });
    expect(within(dialog).getByText(MESSAGES.removeFromCartConfirm)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));

    expect(await screen.findByText(MESSAGES.emptyCart)).toBeTruthy();
    const removal = calls.find((c) => c.url.pathname.endsWith('/remove-plan-from-cart'));
    expect(removal!.init?.method).toBe('POST');
    expect(JSON.parse(String(removal!.init?.body))).toEqual({ enrollment_id: TEMP_ID, plan_id: 7, plan_pricing_id: 70 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the L713 block, Member + 1 Child, the fee notice, the membership line, the blackout and no Remove for a fixed plan', async () => {
    useClientState.setState({ tempId: TEMP_ID });
    const premier: Cart = {
      ...oneDental,
      result: [
        { ...oneDental.result[0]!, plan_id: 1, plan_name: 'Premier Health L713', plan_type: 'MM', tier: 'IC', price: '500.00', removable: 0 },
      ],
      has_l713: true,
      l713_net_price: '225.00',
      l713_lines: [
        { label: 'Union Dues', amount: '25.00' },
        { label: 'Annuity Fund', amount: '10.00' },
        { label: 'Billing Fees', amount: '30.00' },
        { label: 'Association Member Fees', amount: '100.00' },
        { label: 'Independent Marketer Fees', amount: '110.00' },
        { label: L713_MESSAGES.netPrice, amount: '225.00' },
      ],
      one_time_fees: [{ plan_name: 'Premier Health L713', amount: '25.00' }],
      membership: { name: 'Wellness Association Membership', monthly_fee: '5.00' },
      admin_fee_percent: '3',
      blackout_message: 'Enrollment is paused.',
      riders: [
        {
          parent_plan_id: 1,
          parent_plan_name: 'Premier Health L713',
          plan_id: 9,
          plan_pricing_id: 90,
          plan_name: 'Hospital Rider',
          plan_logo: '/x.svg',
          plan_short_text: 'Cash for hospital stays.',
          price: '12.00',
        },
      ],
    };
    stubApi({ 'get-plan-cart': ok(premier), 'get-more-requirement': ok({ result: true }) });
    renderPage(<CartView />, '/cart');
    expect(await screen.findByText('Premier Health L713')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
    expect(screen.getAllByText('Member + 1 Child').length).toBeGreaterThan(0);
    // The carrier's explanation reads as a sum that adds up to the plan's price.
    const l713 = within(screen.getByRole('region', { name: 'Premier plan L713 price details' }));
    const row = (name: string) => l713.getByRole('rowheader', { name }).nextSibling?.textContent;
    expect(row('Union Dues')).toBe('$25.00');
    expect(row(L713_MESSAGES.netPrice)).toBe('$225.00');
    expect(row(L713_MESSAGES.monthlyPrice)).toBe('$500.00');
    // The first month's extra is named: whose one-time fee it is.
    expect(screen.getByText('The first month includes a one-time fee of $25.00 for Premier Health L713.')).toBeTruthy();
    expect(screen.getByText(MESSAGES.adminFeeNotice({ percent: '3' }))).toBeTruthy();
    expect(screen.getByText('Wellness Association Membership').nextSibling?.textContent).toBe('$5.00/month');
    expect(screen.getByText('Enrollment is paused.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add Hospital Rider to cart' })).toBeTruthy();
  });

  it('leads Home by the stored context and shows Current Member when available', async () => {
    useClientState.setState({ eprocess: 'rep', isCurrentMemberAvailable: true });
    renderPage(<CartView />, '/cart');
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(nav).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/agent-home');
    expect(within(nav).getByRole('link', { name: 'Current Member' }).getAttribute('href')).toBe('/agent-select-member');
    expect(within(nav).getByText('Cart').getAttribute('aria-current')).toBe('page');
  });

  it("opens a cart plan's details in a dialog with the way to its page", async () => {
    useClientState.setState({ tempId: TEMP_ID });
    stubApi({
      'get-plan-cart': ok(oneDental),
      'get-more-requirement': ok({ result: false }),
      'get-plan-detail': ok({
        plan_id: 7,
        plan_name: 'Bright Smile Dental',
        plan_category: 'dental',
        category_label: 'Dental',
        plan_logo: '/assets/carriers/bluepine-dental.svg',
        carrier_name: 'Bluepine',
        plan_desc: { header_text: 'Cleanings twice a year.', body_text: 'No waiting period for preventive care.' },
      }),
    });
    const user = userEvent.setup();
    renderPage(<CartView />, '/cart');
    await user.click(await screen.findByRole('button', { name: 'Plan Details about Bright Smile Dental' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bright Smile Dental' });
    expect(await within(dialog).findByText('No waiting period for preventive care.')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Plan Details' }).getAttribute('href')).toMatch(/^\/plan\/7\//);
  });
});
