import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CONSOLE_ENROLLMENT_MESSAGES as M, COVERAGE_CHANGE_MESSAGES as CC, type AdminEnrollmentDetail, type AdminEnrollmentRow } from '@benefit-store/domain';
import { renderPage, stubApi } from '../../../test/render';
import EnrollmentPage from './enrollment-page';
import EnrollmentsPage from './enrollments-page';
import StaffEnrollmentPage from './staff-enrollment-page';
import StaffEnrollmentsPage from './staff-enrollments-page';

const ok = (data: unknown) => ({ body: { status: 'success', data } });
const row: AdminEnrollmentRow = {
  policy_id: 'BS-2026-ABCD1234',
  name: 'Ana Receipt',
  email: 'ana.receipt@example.com',
  status: 'completed',
  completed_at: '2026-11-23T12:00:00.000Z',
  effective_date: null,
  plans: ['Test Dental', 'Test Accident Under 45'],
  recurring_month_cents: 9800,
  group_id: null,
};
const person = { first_name: 'Ana', middle_name: '', last_name: 'Receipt', birth_date: '1990-03-15', gender: 'F' as const, ssn: '***-**-6789', ssn_field: 'subscriber.ssn', health_field: null };
const detail: AdminEnrollmentDetail = {
  policy_id: row.policy_id,
  status: 'completed',
  completed_at: row.completed_at,
  effective_date: '2026-12-01',
  email: row.email,
  phone: '2125550142',
  address: '350 Fifth Avenue, New York, NY, 10001',
  address_fields: { address1: '350 Fifth Avenue', address2: '', city: 'New York', state: 'NY', zip: '10001' },
  subscriber: person,
  dependents: [{ ...person, first_name: 'Sam', ssn: '***-**-0101', ssn_field: 'dependent.1.ssn', relationship: 'spouse' }],
  beneficiaries: [],
  plans: [{ plan_id: 3, plan_name: 'Test Dental', category: 'dental', tier: 'IF', price_cents: 7000, status: 'active', end_date: null }],
  initial_month_cents: 7000,
  recurring_month_cents: 7000,
  record_hash: 'abc123',
  signed_at: row.completed_at,
  changes: [],
  can_change: true,
};

describe('completed enrollments in the console', () => {
  it('lists them with a link to each, and sends the search and filters to the server', async () => {
    const calls = stubApi({ 'admin/enrollments': ok({ items: [row], total: 1, page: 1, per_page: 25 }), 'admin/carriers': ok({ items: [] }) });
    renderPage([{ path: '/admin/enrollments', element: <EnrollmentsPage /> }], '/admin/enrollments?category=dental&from=2026-11-01');
    const table = await screen.findByRole('table', { name: M.enrollmentsCaption });
    const link = await within(table).findByRole('link', { name: row.policy_id });
    expect(link.getAttribute('href')).toBe(`/admin/enrollments/${row.policy_id}`);
    expect(within(table).getAllByRole('row')[1]!.textContent).toContain('Test Dental, Test Accident Under 45');
    const listCall = calls.find((c) => c.url.pathname.endsWith('/admin/enrollments'))!;
    expect(listCall.url.searchParams.get('category')).toBe('dental');
    expect(listCall.url.searchParams.get('from')).toBe('2026-11-01');
  });

  it('asks for the enrollments whose first premium is still owed after a decline, and drops a payment filter it does not know', async () => {
    const calls = stubApi({ 'admin/enrollments': ok({ items: [row], total: 1, page: 1, per_page: 25 }), 'admin/carriers': ok({ items: [] }) });
    renderPage([{ path: '/admin/enrollments', element: <EnrollmentsPage /> }], '/admin/enrollments?payment=owed');
    await screen.findByRole('table', { name: M.enrollmentsCaption });
    expect(calls.filter((c) => c.url.pathname.endsWith('/admin/enrollments')).map((c) => c.url.searchParams.get('payment'))).toEqual([null]);
    fireEvent.change(screen.getByLabelText(M.filterPayment), { target: { value: 'declined' } });
    fireEvent.submit(screen.getByRole('form', { name: M.filtersTitle }));
    await vi.waitFor(() => expect(calls.filter((c) => c.url.pathname.endsWith('/admin/enrollments')).map((c) => c.url.searchParams.get('payment'))).toContain('declined'));
    expect((screen.getByLabelText(M.filterPayment) as HTMLSelectElement).selectedOptions[0]!.textContent).toBe(M.paymentDeclined);
  });

  it('refuses a group number that is not digits and a range that ends before it starts', async () => {
    stubApi({ 'admin/enrollments': ok({ items: [], total: 0, page: 1, per_page: 25 }), 'admin/carriers': ok({ items: [] }) });
    renderPage([{ path: '/admin/enrollments', element: <EnrollmentsPage /> }], '/admin/enrollments');
    expect(await screen.findByText(M.emptyList)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(M.filterGroup), { target: { value: 'ACME' } });
    fireEvent.change(screen.getByLabelText(M.filterFrom), { target: { value: '2026-11-10' } });
    fireEvent.change(screen.getByLabelText(M.filterTo), { target: { value: '2026-11-01' } });
    fireEvent.submit(screen.getByRole('form', { name: M.filtersTitle }));
    expect(await screen.findByText(M.groupInvalid)).toBeTruthy();
    expect(screen.getByText(M.datesReversed)).toBeTruthy();
  });

  it('shows one enrollment masked, and reveals a field only with a reason', async () => {
    const calls = stubApi({
      [`admin/enrollments/${row.policy_id}/reveal`]: ok({ field: 'dependent.1.ssn', value: '212550101' }),
      [`admin/enrollments/${row.policy_id}`]: ok(detail),
    });
    renderPage([{ path: '/admin/enrollments/:policy', element: <EnrollmentPage /> }], `/admin/enrollments/${row.policy_id}`);
    expect(await screen.findByRole('heading', { level: 1, name: M.enrollmentTitle({ policy: row.policy_id }) })).toBeTruthy();
    expect(await screen.findByText(/\*\*\*-\*\*-0101/)).toBeTruthy();
    expect(screen.getByRole('link', { name: M.receiptLink }).getAttribute('href')).toBe(`/api/v1/admin/enrollments/${row.policy_id}/receipt.pdf`);
    fireEvent.click(screen.getByRole('button', { name: M.revealLabel({ what: 'SSN', who: 'Sam Receipt' }) }));
    fireEvent.click(screen.getByRole('button', { name: M.revealSubmit }));
    expect(await screen.findByText(M.revealReasonRequired)).toBeTruthy();
    expect(calls.some((c) => c.init?.method === 'POST')).toBe(false);
    fireEvent.change(screen.getByLabelText(M.revealReason), { target: { value: 'Carrier asked to verify' } });
    fireEvent.click(screen.getByRole('button', { name: M.revealSubmit }));
    expect(await screen.findByText('212550101')).toBeTruthy();
    const post = calls.find((c) => c.init?.method === 'POST')!;
    expect(JSON.parse(String(post.init?.body))).toEqual({ field: 'dependent.1.ssn', reason: 'Carrier asked to verify' });
  });

  it('says when no enrollment has the policy number', async () => {
    stubApi({});
    renderPage([{ path: '/admin/enrollments/:policy', element: <EnrollmentPage /> }], '/admin/enrollments/BS-NOPE');
    expect(await screen.findByRole('heading', { level: 1, name: M.enrollmentNotFound })).toBeTruthy();
  });
});

describe('completed enrollments in the staff’s area', () => {
  const signedIn = (role: 'agent' | 'group_admin') => ({
    body: { status: 'success', data: { role, display_name: 'Jordan Lee', agent_id: 4, group_id: role === 'group_admin' ? 7 : null } },
  });

  it('lists a rep’s members’ enrollments from the staff route, linking to the staff’s page, without the console’s filters', async () => {
    const calls = stubApi({ 'get-signed-in-user': signedIn('agent'), 'staff/enrollments': ok({ items: [row], total: 1, page: 1, per_page: 25 }) });
    renderPage([{ path: '/admin/staff-enrollments', element: <StaffEnrollmentsPage /> }], '/admin/staff-enrollments');
    const table = await screen.findByRole('table', { name: M.enrollmentsCaption });
    expect((await within(table).findByRole('link', { name: row.policy_id })).getAttribute('href')).toBe(`/admin/staff-enrollments/${row.policy_id}`);
    expect(screen.queryByRole('form', { name: M.filtersTitle })).toBeNull();
    expect(calls.some((c) => c.url.pathname.endsWith('/staff/enrollments'))).toBe(true);
    expect(calls.some((c) => c.url.pathname.includes('/admin/'))).toBe(false);
  });

  it('tells a rep the list holds their members’ enrollments and a group administrator their group’s, each with the way back home', async () => {
    stubApi({ 'get-signed-in-user': signedIn('agent'), 'staff/enrollments': ok({ items: [row], total: 1, page: 1, per_page: 25 }) });
    const rep = renderPage([{ path: '/admin/staff-enrollments', element: <StaffEnrollmentsPage /> }], '/admin/staff-enrollments');
    expect(await screen.findByText(M.staffEnrollmentsLead)).toBeTruthy();
    expect(screen.getByRole('link', { name: M.backToStaffHome }).getAttribute('href')).toBe('/agent-home');
    rep.unmount();
    stubApi({ 'get-signed-in-user': signedIn('group_admin'), 'staff/enrollments': ok({ items: [row], total: 1, page: 1, per_page: 25 }) });
    renderPage([{ path: '/admin/staff-enrollments', element: <StaffEnrollmentsPage /> }], '/admin/staff-enrollments');
    expect(await screen.findByText(M.groupEnrollmentsLead)).toBeTruthy();
    expect(screen.getByRole('link', { name: M.backToStaffHome }).getAttribute('href')).toBe('/group-home');
  });

  it('shows a rep their member’s enrollment masked (no reveal) with the coverage changes, posting to the staff route', async () => {
    const terminated = { ...detail, plans: [{ ...detail.plans[0]!, status: 'terminated' as const, end_date: '2027-01-31' }] };
    const calls = stubApi({
      'get-signed-in-user': signedIn('agent'),
      [`staff/enrollments/${row.policy_id}/changes`]: ok(terminated),
      [`staff/enrollments/${row.policy_id}`]: ok(detail),
    });
    renderPage([{ path: '/admin/staff-enrollments/:policy', element: <StaffEnrollmentPage /> }], `/admin/staff-enrollments/${row.policy_id}`);
    expect(await screen.findByRole('heading', { level: 1, name: M.enrollmentTitle({ policy: row.policy_id }) })).toBeTruthy();
    expect(await screen.findByText('***-**-0101')).toBeTruthy();
    expect(screen.queryByRole('button', { name: M.revealLabel({ what: 'SSN', who: 'Sam Receipt' }) })).toBeNull();
    expect(screen.getByRole('link', { name: M.receiptLink }).getAttribute('href')).toBe(`/api/v1/staff/enrollments/${row.policy_id}/receipt.pdf`);
    expect(screen.getByRole('link', { name: M.backToList }).getAttribute('href')).toBe('/admin/staff-enrollments');
    fireEvent.click(screen.getByRole('button', { name: /^Terminate coverage/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(CC.endDate), { target: { value: '01/31/2027' } });
    fireEvent.change(within(dialog).getByLabelText(CC.reason), { target: { value: 'Left the employer' } });
    fireEvent.click(within(dialog).getByRole('button', { name: CC.save }));
    expect(await screen.findByText(CC.planStatusTerminated({ date: '01/31/2027' }))).toBeTruthy();
    const post = calls.find((c) => c.init?.method === 'POST')!;
    expect(post.url.pathname).toBe(`/api/v1/staff/enrollments/${row.policy_id}/changes`);
  });

  it('shows a group administrator the enrollment read-only', async () => {
    stubApi({ 'get-signed-in-user': signedIn('group_admin'), [`staff/enrollments/${row.policy_id}`]: ok({ ...detail, can_change: false }) });
    renderPage([{ path: '/admin/staff-enrollments/:policy', element: <StaffEnrollmentPage /> }], `/admin/staff-enrollments/${row.policy_id}`);
    expect(await screen.findByText('***-**-0101')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: CC.sectionTitle })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Terminate coverage/ })).toBeNull();
    expect(screen.queryByRole('button', { name: CC.correctName })).toBeNull();
  });

  it('says not found for an enrollment outside the rep’s scope (the server’s 404)', async () => {
    stubApi({ 'get-signed-in-user': signedIn('agent') });
    renderPage([{ path: '/admin/staff-enrollments/:policy', element: <StaffEnrollmentPage /> }], '/admin/staff-enrollments/BS-2026-OTHER001');
    expect(await screen.findByRole('heading', { level: 1, name: M.enrollmentNotFound })).toBeTruthy();
  });
});
