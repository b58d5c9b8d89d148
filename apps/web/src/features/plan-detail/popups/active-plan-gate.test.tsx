import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { POPUP_MESSAGES, QUOTE_WEB_MESSAGES } from '@benefit-store/domain';
import { renderPage, stubApi } from '../../../test/render';
import { ActivePlanGate } from './active-plan-gate';

const TEMP_ID = 'abcdefghijklmnopqrstuv';

describe('the already-active plan popup', () => {
  it('shows the message in a modal with OK instead of adding, and OK gives focus back', async () => {
    const calls = stubApi({ 'check-active-plan': { body: { status: 'success', data: { active: true, message: POPUP_MESSAGES.alreadyActive } } } });
    const user = userEvent.setup();
    renderPage(
      <ActivePlanGate tempId={TEMP_ID} planId={5} planName="Bluepine Dental Basic">
        <p>{'own add button'}</p>
      </ActivePlanGate>,
    );
    const add = await screen.findByRole('button', { name: 'Add Bluepine Dental Basic to cart' });
    await user.click(add);
    const dialog = await screen.findByRole('dialog', { name: POPUP_MESSAGES.alreadyActiveTitle });
    expect(dialog.textContent).toContain(POPUP_MESSAGES.alreadyActive);
    await user.click(screen.getByRole('button', { name: QUOTE_WEB_MESSAGES.ok }));
    await waitFor(() => expect(document.activeElement).toBe(add));
    expect(calls.some((c) => c.url.pathname.endsWith('/add-plan-to-cart'))).toBe(false);
  });

  it("shows the plan's own Add to Cart when the plan is not active", async () => {
    stubApi({ 'check-active-plan': { body: { status: 'success', data: { active: false, message: null } } } });
    renderPage(
      <ActivePlanGate tempId={TEMP_ID} planId={5} planName="Bluepine Dental Basic">
        <p>{'own add button'}</p>
      </ActivePlanGate>,
    );
    expect(await screen.findByText('own add button')).toBeTruthy();
  });

  it('keeps Add to Cart disabled until the check answers, so a quick click cannot add an active plan', async () => {
    let answer: (active: boolean) => void = () => undefined;
    const pending = new Promise<boolean>((resolve) => (answer = resolve));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ status: 'success', data: { active: await pending, message: null } }), { headers: { 'Content-Type': 'application/json' } })),
    );
    renderPage(
      <ActivePlanGate tempId={TEMP_ID} planId={5} planName="Bluepine Dental Basic">
        <p>{'own add button'}</p>
      </ActivePlanGate>,
    );
    const waiting = await screen.findByRole('button', { name: 'Add Bluepine Dental Basic to cart' });
    expect((waiting as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByText('own add button')).toBeNull();
    answer(false);
    expect(await screen.findByText('own add button')).toBeTruthy();
  });
});
