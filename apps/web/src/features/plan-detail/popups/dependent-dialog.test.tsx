import { createRef, useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, POPUP_MESSAGES, STORE_WEB_MESSAGES, WEB_MESSAGES, type HouseholdPlanCheck, type Tier } from '@benefit-store/domain';
import { renderPage, stubApi } from '../../../test/render';
import { DependentDialog } from './dependent-dialog';

const TEMP_ID = 'abcdefghijklmnopqrstuv';
const PLAN_ID = 77;

function check(tier: Tier, stored: Partial<HouseholdPlanCheck> = {}): { body: unknown } {
  const spouse = tier === 'IS' || tier === 'IF';
  const children = tier === 'IC' || tier === 'IF';
  const data: HouseholdPlanCheck = {
    status: tier !== 'IO',
    depdob: null,
    no_of_children: null,
    tier,
    needs_spouse: spouse,
    needs_children: children,
    max_children: tier === 'IC' ? 9 : tier === 'IF' ? 8 : 0,
    missing: true,
    ...stored,
  };
  return { body: { status: 'success', data } };
}

const saved = { body: { status: 'success', data: { spouse_dob: '04/15/1985', no_of_children: 3 } } };

describe('the dependent modal of a household-priced plan', () => {
  it("Family: both fields, 'Field is required' under each, nothing sent", async () => {
    const calls = stubApi({ 'check-prudential-plan': check('IF') });
    const user = userEvent.setup();
    renderPage(<DependentDialog tempId={TEMP_ID} planId={PLAN_ID} onClose={vi.fn()} returnFocusTo={createRef()} />);
    expect(await screen.findByRole('dialog', { name: STORE_WEB_MESSAGES.dependentInformation })).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: POPUP_MESSAGES.save }));
    expect(await screen.findAllByText(MESSAGES.fieldRequired)).toHaveLength(2);
    const dob = screen.getByLabelText(WEB_MESSAGES.spouseDob);
    expect(dob.getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((c) => c.init?.method === 'POST')).toBe(false);
  });

  it.each([
    ['IC', 9],
    ['IF', 8],
  ] as const)('%s offers 1 to %i children', async (tier, max) => {
    stubApi({ 'check-prudential-plan': check(tier) });
    renderPage(<DependentDialog tempId={TEMP_ID} planId={PLAN_ID} onClose={vi.fn()} returnFocusTo={createRef()} />);
    const select = await screen.findByLabelText<HTMLSelectElement>(WEB_MESSAGES.numberOfChildren);
    const values = [...select.options].map((o) => o.value).filter(Boolean);
    expect(values).toEqual(Array.from({ length: max }, (_, i) => String(i + 1)));
    expect(screen.queryByLabelText(WEB_MESSAGES.spouseDob) === null).toBe(tier === 'IC');
  });

  it('shows what is stored and saves it with the plan, then closes', async () => {
    const calls = stubApi({ 'check-prudential-plan': check('IF', { depdob: '04/15/1990', no_of_children: 2, missing: false }), 'store-temp-dependent-info': saved });
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderPage(<DependentDialog tempId={TEMP_ID} planId={PLAN_ID} onClose={onClose} returnFocusTo={createRef()} />);
    const dob = await screen.findByLabelText<HTMLInputElement>(WEB_MESSAGES.spouseDob);
    expect(dob.value).toBe('04/15/1990');
    await user.clear(dob);
    await user.type(dob, '04151985');
    await user.selectOptions(screen.getByLabelText(WEB_MESSAGES.numberOfChildren), '3');
    await user.click(screen.getByRole('button', { name: POPUP_MESSAGES.save }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const post = calls.find((c) => c.init?.method === 'POST');
    expect(post?.url.pathname).toContain('/store-temp-dependent-info');
    expect(JSON.parse(String(post?.init?.body))).toEqual({ enrollment_id: TEMP_ID, plan_id: PLAN_ID, dep_dob: '04/15/1985', no_of_children: 3 });
  });

  it('Dependent save failure shows the first server error message', async () => {
    stubApi({
      'check-prudential-plan': check('IS'),
      'store-temp-dependent-info': {
        status: 422,
        body: {
          status: 'error',
          errorCode: 'validationError',
          message: MESSAGES.validationFailed,
          data: [
            { target_element: 'dep_dob', error_message: MESSAGES.ageRange },
            { target_element: 'no_of_children', error_message: MESSAGES.invalidChoice },
          ],
        },
      },
    });
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderPage(<DependentDialog tempId={TEMP_ID} planId={PLAN_ID} onClose={onClose} returnFocusTo={createRef()} />);
    await user.type(await screen.findByLabelText(WEB_MESSAGES.spouseDob), '04151985');
    await user.click(screen.getByRole('button', { name: POPUP_MESSAGES.save }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(MESSAGES.ageRange);
    expect(alert.textContent).not.toContain(MESSAGES.invalidChoice);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows the loading state, then a failed check with Retry', async () => {
    stubApi({ 'check-prudential-plan': { status: 500, body: { status: 'error', message: 'Something went wrong. Please try again.', errorCode: 'serverError' } } });
    renderPage(<DependentDialog tempId={TEMP_ID} planId={PLAN_ID} onClose={vi.fn()} returnFocusTo={createRef()} />);
    expect(document.querySelector('[aria-busy="true"]')).toBeTruthy();
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeTruthy();
  });

  it('Escape closes it without saving and focus goes back to the opener', async () => {
    const calls = stubApi({ 'check-prudential-plan': check('IC', { no_of_children: 4, missing: false }) });
    const user = userEvent.setup();
    function Opener() {
      const ref = useRef<HTMLButtonElement>(null);
      const [open, setOpen] = useState(false);
      return (
        <>
          <button ref={ref} type="button" onClick={() => setOpen(true)}>
            {POPUP_MESSAGES.changeDependents}
          </button>
          {open && <DependentDialog tempId={TEMP_ID} planId={PLAN_ID} onClose={() => setOpen(false)} returnFocusTo={ref} />}
        </>
      );
    }
    renderPage(<Opener />);
    const opener = screen.getByRole('button', { name: POPUP_MESSAGES.changeDependents });
    await user.click(opener);
    expect((await screen.findByLabelText<HTMLSelectElement>(WEB_MESSAGES.numberOfChildren)).value).toBe('4');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
    expect(calls.some((c) => c.init?.method === 'POST')).toBe(false);
  });
});
