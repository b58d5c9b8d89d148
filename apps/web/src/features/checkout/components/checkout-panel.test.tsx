import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, type SuggestedPlan, API_MESSAGES, STORE_WEB_MESSAGES } from '@benefit-store/domain';
import { initialClientKeys, useClientState } from '../../../lib/client-state';
import { renderPage, stubApi } from '../../../test/render';
import { CheckoutPanel } from './checkout-panel';

const TEMP_ID = 'abcdefghijklmnopqrstuv';
const DATES = ['12/01/2026', '12/15/2026', '01/01/2027'];
const ok = (data: unknown) => ({ body: { status: 'success', data } });
const suggestion = (kind: SuggestedPlan['suggestion'], name: string, id: number): SuggestedPlan => ({
  suggestion: kind,
  plan_id: id,
  plan_category: kind,
  plan_name: name,
  pop_up_display: true,
  pop_up_title: `Add ${name}`,
  pop_up_header: `${name} is a good idea.`,
  pop_up_link: '/plans',
  pop_up_link_description: 'See more',
  plan_price: '20.00',
  plan_logo: '/x.svg',
  ppid: id * 10,
  plan_id_1: id,
  plan_pricing_id_1: id * 10,
});

const panel = () => renderPage(<CheckoutPanel enrollmentId={TEMP_ID} captureId="none" />, '/cart');

describe('checkout', () => {
  beforeEach(() => useClientState.setState({ ...initialClientKeys, tempId: TEMP_ID }));

  it("asks for a date first: 'Field is required' under the dropdown", async () => {
    stubApi({ 'get-cart-effective-dates': ok({ result: DATES }) });
    const user = userEvent.setup();
    panel();
    await user.click(await screen.findByRole('button', { name: 'Proceed to Checkout' }));
    const select = screen.getByRole('combobox', { name: 'Effective Date' });
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(select.getAttribute('aria-describedby')!)?.textContent).toBe(MESSAGES.fieldRequired);
  });

  it("shows a rep 'Your plans will be effective as of' and puts the server's date error under the dropdown", async () => {
    useClientState.setState({ eprocess: 'rep' });
    stubApi({
      'get-cart-effective-dates': ok({ result: DATES }),
      'cart-checkout': {
        status: 422,
        body: { status: 'error', message: 'x', errorCode: 'validationError', data: [{ target_element: 'effective_date', error_message: API_MESSAGES.effectiveDateNotOffered }] },
      },
    });
    const user = userEvent.setup();
    panel();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Effective Date' }), '12/15/2026');
    await user.click(screen.getByRole('button', { name: 'Proceed to Checkout' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(MESSAGES.effectiveAsOf({ date: '12/15/2026' }))).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Back to Cart' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Rep Enrollment' }));
    expect(await screen.findByText(API_MESSAGES.effectiveDateNotOffered)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Effective Date' }));
  });

  it('offers a member term life, then the dental bundle, then checks out as the member', async () => {
    useClientState.setState({ eprocess: 'applicant' });
    const calls = stubApi({
      'get-cart-effective-dates': ok({ result: DATES }),
      'get-suggested-plan-list': ok([suggestion('term_life', 'Simple Life', 3), suggestion('dental', 'Smile Bundle', 4)]),
      'add-plan-to-cart': ok({ result: 2 }),
      'cart-checkout': ok({ effective_date: '12/01/2026', type: 'member' }),
      'get-dynamic-tabs': ok({ result: [{ tab_name: 'primary_info', required: true, order: 0 }] }),
    });
    const user = userEvent.setup();
    panel();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Effective Date' }), '12/01/2026');
    await user.click(screen.getByRole('button', { name: 'Proceed to Checkout' }));
    let dialog = await screen.findByRole('dialog', { name: 'Add Simple Life' });
    await user.click(within(dialog).getByRole('button', { name: STORE_WEB_MESSAGES.declineTermLife }));
    dialog = await screen.findByRole('dialog', { name: 'Add Smile Bundle' });
    await user.click(within(dialog).getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Route: other')).toBeTruthy();
    const added = calls.find((c) => c.url.pathname.endsWith('/add-plan-to-cart'));
    expect(JSON.parse(String(added!.init!.body))).toEqual({ enrollment_id: TEMP_ID, plan_id: 4, plan_pricing_id: 40 });
    const checkout = calls.find((c) => c.url.pathname.endsWith('/cart-checkout'));
    expect(JSON.parse(String(checkout!.init!.body))).toEqual({ enrollment_id: TEMP_ID, effective_date: '12/01/2026', type: 'member' });
    expect(useClientState.getState().nav_array).toEqual(['primary_info']);
  });
});
