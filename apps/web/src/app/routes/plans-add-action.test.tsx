import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { POPUP_MESSAGES } from '@benefit-store/domain';
import { getClientState } from '../../lib/client-state';
import { renderPage, stubApi } from '../../test/render';
import { PlansAddAction } from './plans-add-action';

const TEMP_ID = 'abcdefghijklmnopqrstuv';
const plan = { plan_id: 7, ppid: 70, plan_name: 'Premier Health L713', is_in_cart: false, requires_membership: true };
const needs = { status: 'success', data: { requires_membership: true, membership: { name: 'Wellness Association Membership', monthly_fee: '5.00' } } };
const added = { status: 'success', data: { result: 2 } };

describe("a listed plan's Add to cart", () => {
  it('shows the membership card first for a plan that needs it, and adds nothing until the visitor agrees', async () => {
    getClientState().update({ membershipFor: null });
    const calls = stubApi({ 'get-plan-membership': { body: needs }, 'add-plan-to-cart': { body: added } });
    const onAdded = vi.fn();
    renderPage(<PlansAddAction plan={plan} tempId={TEMP_ID} onAdded={onAdded} />);
    const user = userEvent.setup();
    const opener = () => screen.getByRole('button', { name: 'Add Premier Health L713 to cart' });
    await waitFor(() => expect(opener().getAttribute('aria-haspopup')).toBe('dialog'));
    await user.click(opener());
    const dialog = await screen.findByRole('dialog', { name: POPUP_MESSAGES.membershipTitle });
    const cards = within(dialog).getAllByRole('listitem');
    expect(cards[0]!.textContent).toContain('Wellness Association Membership');
    expect(cards[0]!.textContent).toContain('$5.00/month');
    expect(calls.some((c) => c.url.pathname.endsWith('/add-plan-to-cart'))).toBe(false);

    await user.click(within(dialog).getByRole('button', { name: POPUP_MESSAGES.addBoth }));
    await waitFor(() => expect(onAdded).toHaveBeenCalledTimes(1));
    expect(calls.filter((c) => c.url.pathname.endsWith('/add-plan-to-cart'))).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The notify dialog gives focus back to the plan's own button, which took the place of the opener.
    const focusBack = onAdded.mock.calls[0]![1] as { current: HTMLElement | null };
    expect(focusBack.current).toBe(screen.getByRole('button', { name: 'Add Premier Health L713 to cart' }));
  });

  it('adds at once a plan that needs no membership, without asking the server about one', async () => {
    getClientState().update({ membershipFor: null });
    const calls = stubApi({ 'get-plan-membership': { body: { status: 'success', data: { requires_membership: false, membership: null } } }, 'add-plan-to-cart': { body: added } });
    const onAdded = vi.fn();
    renderPage(<PlansAddAction plan={{ ...plan, plan_name: 'Harbor Choice PPO Gold', requires_membership: false }} tempId={TEMP_ID} onAdded={onAdded} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add Harbor Choice PPO Gold to cart' }));
    await waitFor(() => expect(onAdded).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.some((c) => c.url.pathname.endsWith('/get-plan-membership') || c.url.pathname.endsWith('/get-plan-cart'))).toBe(false);
  });
});
