import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { POPUP_MESSAGES } from '@benefit-store/domain';
import { getClientState, initialClientKeys } from '../../../lib/client-state';
import { renderPage, stubApi } from '../../../test/render';
import { useUpsellAfterAdd } from './upsell-after-add';

const TEMP_ID = 'abcdefghijklmnopqrstuv';
const suggestion = {
  suggestion: 'term_life',
  plan_id: 31,
  plan_category: 'term_life',
  plan_name: 'Harbor Simple Term Life',
  pop_up_display: true,
  pop_up_title: 'Add term life with no medical questions',
  pop_up_header: 'Harbor Simple Term Life pays $50,000 to your beneficiaries.',
  pop_up_link: '/plans?type=term_life',
  pop_up_link_description: 'See all term life plans',
  plan_price: '18.20',
  plan_logo: '/logo.svg',
  ppid: 901,
  plan_id_1: 31,
  plan_pricing_id_1: 901,
};

function Harness({ goToCart }: { goToCart: () => void }) {
  const upsell = useUpsellAfterAdd(TEMP_ID, goToCart);
  return (
    <>
      <button type="button" onClick={() => upsell.onAdded(12)}>
        {'added'}
      </button>
      {upsell.popup}
    </>
  );
}

describe('the suggested-plan popup after an add', () => {
  it('goes straight to the cart outside the member process, without asking for suggestions', async () => {
    getClientState().update({ ...initialClientKeys, eprocess: 'rep' });
    const calls = stubApi({});
    const goToCart = vi.fn();
    renderPage(<Harness goToCart={goToCart} />);
    await userEvent.click(screen.getByRole('button', { name: 'added' }));
    await waitFor(() => expect(goToCart).toHaveBeenCalled());
    expect(calls).toHaveLength(0);
  });

  it('offers the member the suggestion whose pop-up flag is set; Add to Cart adds its plan, then the cart', async () => {
    getClientState().update({ ...initialClientKeys, eprocess: 'applicant' });
    const calls = stubApi({
      'get-suggested-plan-list-new': { body: { status: 'success', data: [{ ...suggestion, pop_up_display: false, plan_name: 'Hidden' }, suggestion] } },
      'add-plan-to-cart': { body: { status: 'success', data: { result: 1 } } },
    });
    const goToCart = vi.fn();
    renderPage(<Harness goToCart={goToCart} />);
    await userEvent.click(screen.getByRole('button', { name: 'added' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add term life with no medical questions' });
    expect(dialog.textContent).toContain('$18.20/month');
    expect(calls[0]!.url.searchParams.get('plan_id')).toBe('12');
    await userEvent.click(screen.getByRole('button', { name: 'Add Harbor Simple Term Life to cart' }));
    await waitFor(() => expect(goToCart).toHaveBeenCalled());
    const add = calls.find((c) => c.url.pathname.endsWith('/add-plan-to-cart'));
    expect(JSON.parse(String(add?.init?.body))).toEqual({ enrollment_id: TEMP_ID, plan_id: 31, plan_pricing_id: 901 });
  });

  it('No, thanks goes to the cart without adding', async () => {
    getClientState().update({ ...initialClientKeys, eprocess: 'applicant' });
    const calls = stubApi({ 'get-suggested-plan-list-new': { body: { status: 'success', data: [suggestion] } } });
    const goToCart = vi.fn();
    renderPage(<Harness goToCart={goToCart} />);
    await userEvent.click(screen.getByRole('button', { name: 'added' }));
    await userEvent.click(await screen.findByRole('button', { name: POPUP_MESSAGES.noThanks }));
    expect(goToCart).toHaveBeenCalled();
    expect(calls.some((c) => c.url.pathname.endsWith('/add-plan-to-cart'))).toBe(false);
  });

  it('goes to the cart when the suggestions cannot be loaded', async () => {
    getClientState().update({ ...initialClientKeys, eprocess: 'applicant' });
    stubApi({ 'get-suggested-plan-list-new': { status: 500, body: { status: 'error', errorCode: 'internal', message: 'x' } } });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const goToCart = vi.fn();
    renderPage(<Harness goToCart={goToCart} />);
    await userEvent.click(screen.getByRole('button', { name: 'added' }));
    await waitFor(() => expect(goToCart).toHaveBeenCalled());
  });
});
