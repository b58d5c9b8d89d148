import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { POPUP_MESSAGES } from '@benefit-store/domain';
import { getClientState } from '../../../lib/client-state';
import { renderPage, stubApi } from '../../../test/render';
import { MembershipGate } from './membership-gate';

const TEMP_ID = 'abcdefghijklmnopqrstuv';
const plan = { plan_id: 12, ppid: 340, plan_name: 'Harbor Everyday Care' };
const needs = { status: 'success', data: { requires_membership: true, membership: { name: 'Wellness Association Membership', monthly_fee: '5.00' } } };

function renderGate(onAdded = vi.fn(), cartHasMembership = false) {
  renderPage(
    <MembershipGate tempId={TEMP_ID} plan={plan} cartHasMembership={cartHasMembership} onAdded={onAdded}>
      <p>{'own add button'}</p>
    </MembershipGate>,
  );
  return onAdded;
}

/** The gate's Add to Cart once the membership answer is in (it waits, disabled, until then). */
async function answeredAdd(): Promise<HTMLButtonElement> {
  const add = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Add Harbor Everyday Care to cart' });
  await waitFor(() => expect(add().disabled).toBe(false));
  return add();
}

describe('the membership popup', () => {
  it('waits, disabled, until the membership answer is in: a quick click cannot add the plan without the card', async () => {
    getClientState().update({ membershipFor: null });
    let answer!: () => void;
    const pending = new Promise<void>((resolve) => (answer = resolve));
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string | URL) => {
        calls.push(String(url));
        await pending;
        return new Response(JSON.stringify(needs), { headers: { 'Content-Type': 'application/json' } });
      }),
    );
    renderGate();
    const waiting = await screen.findByRole('button', { name: 'Add Harbor Everyday Care to cart' });
    expect((waiting as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByText('own add button')).toBeNull();
    answer();
    const user = userEvent.setup();
    await user.click(await answeredAdd());
    expect(await screen.findByRole('dialog', { name: POPUP_MESSAGES.membershipTitle })).toBeTruthy();
    expect(calls.some((c) => c.includes('add-plan-to-cart'))).toBe(false);
  });

  it('shows the membership first, adds the plan with it and remembers the choice', async () => {
    getClientState().update({ membershipFor: null });
    const calls = stubApi({ 'get-plan-membership': { body: needs }, 'add-plan-to-cart': { body: { status: 'success', data: { result: 1 } } } });
    const onAdded = renderGate();
    const user = userEvent.setup();
    await user.click(await answeredAdd());
    const dialog = await screen.findByRole('dialog', { name: POPUP_MESSAGES.membershipTitle });
    const cards = within(dialog).getAllByRole('listitem');
    expect(cards[0]!.textContent).toContain('Wellness Association Membership');
    expect(cards[0]!.textContent).toContain('$5.00/month');
    expect(cards[1]!.textContent).toContain('Harbor Everyday Care');
    await user.click(within(dialog).getByRole('button', { name: POPUP_MESSAGES.addBoth }));
    await waitFor(() => expect(onAdded).toHaveBeenCalled());
    const add = calls.find((c) => c.url.pathname.endsWith('/add-plan-to-cart'));
    expect(JSON.parse(String(add?.init?.body))).toEqual({ enrollment_id: TEMP_ID, plan_id: 12, plan_pricing_id: 340 });
    expect(getClientState().membershipFor).toBe(TEMP_ID);
  });

  it("shows the plan's own Add to Cart once the membership was chosen for this enrollment", async () => {
    getClientState().update({ membershipFor: TEMP_ID });
    stubApi({ 'get-plan-membership': { body: needs } });
    renderGate();
    expect(await screen.findByText('own add button')).toBeTruthy();
  });

  it("shows the plan's own Add to Cart for a plan without membership", async () => {
    getClientState().update({ membershipFor: null });
    stubApi({ 'get-plan-membership': { body: { status: 'success', data: { requires_membership: false, membership: null } } } });
    renderGate();
    expect(await screen.findByText('own add button')).toBeTruthy();
  });

  it('shows the refusal of the add in the popup and keeps it open', async () => {
    getClientState().update({ membershipFor: null });
    stubApi({ 'get-plan-membership': { body: needs }, 'add-plan-to-cart': { status: 422, body: { status: 'error', errorCode: 'ageError', message: 'Plan not available for selected age group. Please edit your basic info above.' } } });
    renderGate();
    const user = userEvent.setup();
    await user.click(await answeredAdd());
    await user.click(await screen.findByRole('button', { name: POPUP_MESSAGES.addBoth }));
    expect((await screen.findByRole('alert')).textContent).toBe('Plan not available for selected age group. Please edit your basic info above.');
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
