import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { COVERAGE_CHANGE_MESSAGES as M, MESSAGES, type AdminEnrollmentDetail } from '@benefit-store/domain';
import { renderPage, stubApi } from '../../../test/render';
import EnrollmentPage from './enrollment-page';

const ok = (data: unknown) => ({ body: { status: 'success', data } });
const POLICY = 'BS-2026-ABCD1234';
const person = { first_name: 'Ana', middle_name: '', last_name: 'Receipt', birth_date: '1990-03-15', gender: 'F' as const, ssn: '***-**-6789', ssn_field: 'subscriber.ssn', health_field: null };
const detail: AdminEnrollmentDetail = {
  policy_id: POLICY,
  status: 'completed',
  completed_at: '2026-11-23T12:00:00.000Z',
  // Far ahead, so Cancel plan is offered whatever day the test runs.
  effective_date: '2099-01-01',
  email: 'ana.receipt@example.com',
  phone: '2125550142',
  address: '350 Fifth Avenue, New York, NY, 10001',
  address_fields: { address1: '350 Fifth Avenue', address2: '', city: 'New York', state: 'NY', zip: '10001' },
  subscriber: person,
  dependents: [{ ...person, first_name: 'Sam', ssn: '***-**-0101', ssn_field: 'dependent.1.ssn', relationship: 'spouse' }],
  beneficiaries: [],
  plans: [
    { plan_id: 3, plan_name: 'Test Dental', category: 'dental', tier: 'IF', price_cents: 7000, status: 'active', end_date: null },
    { plan_id: 4, plan_name: 'Test Vision', category: 'vision', tier: 'IF', price_cents: 1500, status: 'cancelled', end_date: '2099-01-01' },
  ],
  initial_month_cents: 8500,
  recurring_month_cents: 8500,
  record_hash: 'abc123',
  signed_at: '2026-11-23T12:00:00.000Z',
  changes: [],
  can_change: true,
};
const terminated: AdminEnrollmentDetail = {
  ...detail,
  plans: [{ ...detail.plans[0]!, status: 'terminated', end_date: '2099-03-31' }, detail.plans[1]!],
  changes: [{ id: 7, kind: 'terminate', plan_id: 3, plan_name: 'Test Dental', end_date: '2099-03-31', dependent: null, reason: 'Left the employer', made_by: 'Olive Operator (olive@example.test)', made_at: '2026-12-02T10:00:00.000Z', reported_to: [] }],
};

const open = () => renderPage([{ path: '/admin/enrollments/:policy', element: <EnrollmentPage /> }], `/admin/enrollments/${POLICY}`);

describe('coverage changes on an enrollment’s page', () => {
  it('shows each plan’s state, Cancel plan only for an active plan before coverage begins, and the empty history', async () => {
    stubApi({ [`admin/enrollments/${POLICY}`]: ok(detail) });
    open();
    expect(await screen.findByText(M.historyEmpty)).toBeTruthy();
    expect(screen.getByRole('button', { name: `${M.cancelPlan} (Test Dental)` })).toBeTruthy();
    expect(screen.getByRole('button', { name: `${M.terminatePlan} (Test Dental)` })).toBeTruthy();
    expect(screen.queryByRole('button', { name: `${M.terminatePlan} (Test Vision)` })).toBeNull();
    expect(screen.getByText(M.planStatusCancelled)).toBeTruthy();
    expect(screen.getByRole('button', { name: M.correctDependentOf({ name: 'Sam Receipt' }) })).toBeTruthy();
  });

  it('terminates with a date and a reason: messages under the fields first, then the history and an announcement', async () => {
    const calls = stubApi({ [`admin/enrollments/${POLICY}/changes`]: ok(terminated), [`admin/enrollments/${POLICY}`]: ok(detail) });
    open();
    fireEvent.click(await screen.findByRole('button', { name: `${M.terminatePlan} (Test Dental)` }));
    const dialog = await screen.findByRole('dialog', { name: M.terminatePlanOf({ plan: 'Test Dental' }) });
    fireEvent.click(within(dialog).getByRole('button', { name: M.save }));
    expect(await within(dialog).findByText(M.reasonRequired)).toBeTruthy();
    expect(within(dialog).getByText(M.endDateRequired)).toBeTruthy();
    expect(calls.some((c) => c.init?.method === 'POST')).toBe(false);
    fireEvent.change(within(dialog).getByLabelText(M.endDate), { target: { value: '03/31/2099' } });
    fireEvent.change(within(dialog).getByLabelText(M.reason), { target: { value: 'Left the employer' } });
    fireEvent.click(within(dialog).getByRole('button', { name: M.save }));
    expect(await screen.findByText(M.saved)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    const post = calls.find((c) => c.init?.method === 'POST')!;
    expect(JSON.parse(String(post.init?.body))).toEqual({ kind: 'terminate', plan_id: 3, end_date: '2099-03-31', reason: 'Left the employer' });
    const history = screen.getByRole('table', { name: M.historyCaption });
    expect(within(history).getByText(M.kindTerminate({ plan: 'Test Dental', date: '03/31/2099' }))).toBeTruthy();
    expect(within(history).getByText('Left the employer')).toBeTruthy();
    expect(screen.getByText(M.planStatusTerminated({ date: '03/31/2099' }))).toBeTruthy();
  });

  it('shows the server’s refusal in the dialog and keeps it open; a failure says nothing changed', async () => {
    let refuse = true;
    stubApi({
      [`admin/enrollments/${POLICY}/changes`]: () =>
        refuse
          ? { status: 422, body: { status: 'error', message: MESSAGES.validationFailed, errorCode: 'validation', data: [{ target_element: 'plan_id', error_message: M.cancelOnlyBeforeStart({ date: '01/01/2099' }) }] } }
          : { status: 500, body: { status: 'error', message: 'Server error' } },
      [`admin/enrollments/${POLICY}`]: ok(detail),
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: `${M.cancelPlan} (Test Dental)` }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(M.reason), { target: { value: 'Asked by phone' } });
    fireEvent.click(within(dialog).getByRole('button', { name: M.save }));
    expect(await within(dialog).findByText(M.cancelOnlyBeforeStart({ date: '01/01/2099' }))).toBeTruthy();
    refuse = false;
    fireEvent.click(within(dialog).getByRole('button', { name: M.save }));
    await waitFor(() => expect(within(dialog).getByText(M.saveError)).toBeTruthy());
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('keeps focus on the page after a cancellation removes the button that opened the dialog', async () => {
    const cancelled: AdminEnrollmentDetail = { ...detail, plans: [{ ...detail.plans[0]!, status: 'cancelled', end_date: '2099-01-01' }, detail.plans[1]!] };
    stubApi({ [`admin/enrollments/${POLICY}/changes`]: ok(cancelled), [`admin/enrollments/${POLICY}`]: ok(detail) });
    open();
    fireEvent.click(await screen.findByRole('button', { name: `${M.cancelPlan} (Test Dental)` }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(M.reason), { target: { value: 'Asked by phone' } });
    fireEvent.click(within(dialog).getByRole('button', { name: M.save }));
    expect(await screen.findByText(M.saved)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: M.sectionTitle })));
  });

  it('opens each correction from the values now: the address field by field, a name as the last save left it', async () => {
    const renamed: AdminEnrollmentDetail = { ...detail, subscriber: { ...person, first_name: 'Anna' } };
    stubApi({ [`admin/enrollments/${POLICY}/changes`]: ok(renamed), [`admin/enrollments/${POLICY}`]: ok(detail) });
    open();
    fireEvent.click(await screen.findByRole('button', { name: M.correctAddress }));
    const address = await screen.findByRole('dialog', { name: M.correctAddress });
    expect((within(address).getByLabelText(M.zip) as HTMLInputElement).value).toBe('10001');
    expect((within(address).getByLabelText(M.address1) as HTMLInputElement).value).toBe('350 Fifth Avenue');
    fireEvent.click(within(address).getByRole('button', { name: M.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: M.correctName }));
    let dialog = await screen.findByRole('dialog', { name: M.correctName });
    fireEvent.change(within(dialog).getByLabelText(M.firstName), { target: { value: 'Anna' } });
    fireEvent.change(within(dialog).getByLabelText(M.reason), { target: { value: 'Misspelt' } });
    fireEvent.click(within(dialog).getByRole('button', { name: M.save }));
    expect(await screen.findByText(M.saved)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: M.correctName }));
    dialog = await screen.findByRole('dialog', { name: M.correctName });
    expect((within(dialog).getByLabelText(M.firstName) as HTMLInputElement).value).toBe('Anna');
    expect((within(dialog).getByLabelText(M.reason) as HTMLTextAreaElement).value).toBe('');
  });
});
