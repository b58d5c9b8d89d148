import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, type Cart } from '@benefit-store/domain';
import { initialClientKeys, useClientState } from '../../../lib/client-state';
import { renderPage, stubApi } from '../../../test/render';
import { CartView } from './cart-view';

const TEMP_ID = 'abcdefghijklmnopqrstuv';
const emptyCart: Cart = {
  result: [],
  initial_month_cost: '0.00',
  recurring_month_cost: '0.00',
  special_message: null,
  has_l713: false,
  l713_net_price: null,
  quote_name: null,
};
const oneDental: Cart = {
  ...emptyCart,
  result: [
    {
      plan_id: 7,
      plan_pricing_id: 70,
      plan_name: 'Bright Smile Dental',
      plan_logo: '/assets/carriers/bluepine-dental.svg',
      plan_category: 'dental',
      plan_type: 'ST',
      plan_short_text: '',
      tier: 'IO',
      price: '23.50',
      tier_price: '23.50',
      removable: 1,
    },
  ],
  initial_month_cost: '33.50',
  recurring_month_cost: '23.50',
};
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

  it('shows the totals and removes a plan after Yes', async () => {
    useClientState.setState({ tempId: TEMP_ID });
    let removed = false;
    const calls = stubApi({
      'get-plan-cart': () => ok(removed ? emptyCart : oneDental),
      'remove-plan-from-cart': () => {
        removed = true;
        return ok({ result: 0 });
      },
    });
    const user = userEvent.setup();
    renderPage(<CartView />, '/cart');
    expect(await screen.findByText('Bright Smile Dental')).toBeTruthy();
    expect(screen.getByText('$33.50')).toBeTruthy();
    expect(screen.getByText('$23.50', { selector: 'dd' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Remove Bright Smile Dental' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove plan' });
    expect(within(dialog).getByText(MESSAGES.removeFromCartConfirm)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));

    expect(await screen.findByText(MESSAGES.emptyCart)).toBeTruthy();
    const removal = calls.find((c) => c.url.pathname.endsWith('/remove-plan-from-cart'));
    expect(Object.fromEntries(removal!.url.searchParams)).toEqual({ enrollment_id: TEMP_ID, plan_id: '7', plan_pricing_id: '70' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
