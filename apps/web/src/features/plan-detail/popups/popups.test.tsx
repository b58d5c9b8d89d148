import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, POPUP_MESSAGES } from '@benefit-store/domain';
import { changeFilterAnswer, filterInfoAnswer } from '../../../test/answers';
import { renderPage, stubApi } from '../../../test/render';
import { SalaryHoursDialog } from './salary-hours-dialog';
import { TobaccoDialog } from './tobacco-dialog';

const TEMP_ID = 'abcdefghijklmnopqrstuv';

/** get-enrollment-temp-info: the column asked for; filter_info is always there, the others null until saved. */
function tempInfo(columns: Record<string, unknown>) {
  const answers: Record<string, unknown> = { filter_info: filterInfoAnswer(), ...columns };
  return (url: URL) => ({ body: { status: 'success', data: { result: answers[url.searchParams.get('column') ?? ''] ?? null } } });
}

describe('the salary and working hours popup', () => {
  it("refuses an empty salary with 'Field is required' under the field and sends nothing", async () => {
    const calls = stubApi({ 'get-enrollment-temp-info': tempInfo({}) });
    const user = userEvent.setup();
    renderPage(<SalaryHoursDialog tempId={TEMP_ID} required="salary" onClose={vi.fn()} returnFocusTo={createRef()} />);
    await user.click(await screen.findByRole('button', { name: POPUP_MESSAGES.save }));
    const salary = screen.getByLabelText(POPUP_MESSAGES.annualSalary);
    const message = await screen.findByText(MESSAGES.fieldRequired);
    expect(salary.getAttribute('aria-describedby')).toBe(message.id);
    expect(calls.some((c) => c.init?.method === 'PUT')).toBe(false);
  });

  it('refuses cents in the salary with its message', async () => {
    stubApi({ 'get-enrollment-temp-info': tempInfo({}) });
    const user = userEvent.setup();
    renderPage(<SalaryHoursDialog tempId={TEMP_ID} required="salary" onClose={vi.fn()} returnFocusTo={createRef()} />);
    await user.type(await screen.findByLabelText(POPUP_MESSAGES.annualSalary), '45000.50');
    await user.click(screen.getByRole('button', { name: POPUP_MESSAGES.save }));
    expect(await screen.findByText(POPUP_MESSAGES.salaryWholeDollars)).toBeTruthy();
  });

  it('shows the stored salary as whole dollars and saves salary and hours on the enrollment, then closes', async () => {
    const calls = stubApi({
      'get-enrollment-temp-info': tempInfo({ annual_incode: 30000, working_hours: null }),
      'change-filter-info': { body: { status: 'success', data: changeFilterAnswer(TEMP_ID) } },
    });
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderPage(<SalaryHoursDialog tempId={TEMP_ID} required="hours" onClose={onClose} returnFocusTo={createRef()} />);
    const salary = await screen.findByLabelText<HTMLInputElement>(POPUP_MESSAGES.annualSalary);
    expect(salary.value).toBe('30,000');
    await user.clear(salary);
    await user.type(salary, '$52,000');
    await user.type(screen.getByLabelText(POPUP_MESSAGES.weeklyHours), '40');
    await user.click(screen.getByRole('button', { name: POPUP_MESSAGES.save }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const put = calls.find((c) => c.init?.method === 'PUT');
    expect(put?.url.pathname).toContain(`/change-filter-info/${TEMP_ID}`);
    expect(JSON.parse(String(put?.init?.body))).toEqual({ annual_incode: 52000, working_hours: 40 });
  });

  it("shows the server's refusal under the field it names", async () => {
    stubApi({
      'get-enrollment-temp-info': tempInfo({}),
      'change-filter-info': { status: 422, body: { status: 'error', errorCode: 'validationError', message: MESSAGES.validationFailed, data: [{ target_element: 'working_hours', error_message: MESSAGES.invalidValue }] } },
    });
    const user = userEvent.setup();
    renderPage(<SalaryHoursDialog tempId={TEMP_ID} required="hours" onClose={vi.fn()} returnFocusTo={createRef()} />);
    await user.type(await screen.findByLabelText(POPUP_MESSAGES.weeklyHours), '40');
    await user.click(screen.getByRole('button', { name: POPUP_MESSAGES.save }));
    const message = await screen.findByText(MESSAGES.invalidValue);
    expect(screen.getByLabelText(POPUP_MESSAGES.weeklyHours).getAttribute('aria-describedby')).toBe(message.id);
  });
});

describe('the tobacco popup', () => {
  it("refuses no answer with 'Field is required'", async () => {
    const calls = stubApi({ 'get-enrollment-temp-info': tempInfo({ filter_info: filterInfoAnswer({ is_smoker: null }) }) });
    const user = userEvent.setup();
    renderPage(<TobaccoDialog tempId={TEMP_ID} onClose={vi.fn()} returnFocusTo={createRef()} />);
    await user.click(await screen.findByRole('button', { name: POPUP_MESSAGES.save }));
    expect(await screen.findByText(MESSAGES.fieldRequired)).toBeTruthy();
    expect(calls.some((c) => c.init?.method === 'PUT')).toBe(false);
  });

  it('saves No as is_smoker 0 and closes', async () => {
    const calls = stubApi({
      'get-enrollment-temp-info': tempInfo({ filter_info: filterInfoAnswer({ is_smoker: null }) }),
      'change-filter-info': { body: { status: 'success', data: changeFilterAnswer(TEMP_ID) } },
    });
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderPage(<TobaccoDialog tempId={TEMP_ID} onClose={onClose} returnFocusTo={createRef()} />);
    const group = await screen.findByRole('group', { name: POPUP_MESSAGES.tobaccoQuestion });
    expect(group).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: MESSAGES.no }));
    await user.click(screen.getByRole('button', { name: POPUP_MESSAGES.save }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(JSON.parse(String(calls.find((c) => c.init?.method === 'PUT')?.init?.body))).toEqual({ is_smoker: 0 });
  });

  it('closes with Escape without saving', async () => {
    const calls = stubApi({ 'get-enrollment-temp-info': tempInfo({ filter_info: filterInfoAnswer({ is_smoker: 1 }) }) });
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderPage(<TobaccoDialog tempId={TEMP_ID} onClose={onClose} returnFocusTo={createRef()} />);
    expect((await screen.findByRole<HTMLInputElement>('radio', { name: MESSAGES.yes })).checked).toBe(true);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
    expect(calls.some((c) => c.init?.method === 'PUT')).toBe(false);
  });
});
