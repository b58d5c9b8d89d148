import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CONSOLE_ENROLLMENT_MESSAGES as M, type AdminEnrollmentDetail, type AdminEnrollmentRow } from '@benefit-store/domain';
import { renderPage, stubApi } from '../../../test/render';
import EnrollmentPage from './enrollment-page';
import EnrollmentsPage from './enrollments-page';

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
