import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSOLE_ENROLLMENT_MESSAGES, CONSOLE_REPORT_MESSAGES as M, WEB_MESSAGES, type Report } from '@benefit-store/domain';
import { renderPage, stubApi } from '../../../test/render';
import ReportsPage from './reports-page';
import StaffReportsPage from './staff-reports-page';

const ok = (data: unknown) => ({ body: { status: 'success', data } });
const failed = { status: 500, body: { status: 'error', message: 'Server error', errorCode: 'serverError' } };
const report: Report = {
  from: '2026-11-01',
  to: '2026-11-30',
  time_zone: 'UTC',
  totals: { enrollments: 2, premium_cents: 12_345 },
  days: [
    { key: '2026-11-23', name: null, enrollments: 1, premium_cents: 10_000 },
    { key: '2026-11-25', name: null, enrollments: 1, premium_cents: 2_345 },
  ],
  carriers: [
    { key: 'test-harbor', name: 'Test Harbor', enrollments: 1, premium_cents: 4_000 },
    { key: 'test-pine', name: 'Test Pine', enrollments: 2, premium_cents: 8_345 },
  ],
  categories: [
    { key: 'accident', name: null, enrollments: 1, premium_cents: 4_000 },
    { key: 'dental', name: null, enrollments: 2, premium_cents: 8_345 },
  ],
  groups: [
    { key: '7', name: 'Acme Workers', enrollments: 1, premium_cents: 2_345 },
    { key: '', name: null, enrollments: 1, premium_cents: 10_000 },
  ],
};
const empty: Report = { ...report, totals: { enrollments: 0, premium_cents: 0 }, days: [], carriers: [], categories: [], groups: [] };

const open = (path = '/admin') => renderPage([{ path: '/admin', element: <ReportsPage /> }], path);
const rowsOf = (caption: string) =>
  within(screen.getByRole('table', { name: caption }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
const askedPeriods = (calls: { url: URL }[]) => calls.filter((c) => c.url.pathname.endsWith('/admin/reports')).map((c) => `${c.url.searchParams.get('from')}..${c.url.searchParams.get('to')}`);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-26T09:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the console home: reports', () => {
  it('opens on the last 30 days and shows four tables with captions, counts, premium and a CSV link for the same period', async () => {
    const calls = stubApi({ 'admin/reports': ok(report) });
    open();
    expect(screen.getByRole('heading', { level: 1, name: M.navReports })).toBeTruthy();
    expect(await screen.findByText(M.loadingReports)).toBeTruthy();
    await screen.findByRole('table', { name: M.daysCaption });
    expect(askedPeriods(calls)).toEqual(['2026-10-28..2026-11-26']);
    expect(rowsOf(M.daysCaption)).toEqual([
      ['11/23/2026', '1', '$100.00'],
      ['11/25/2026', '1', '$23.45'],
    ]);
    expect(rowsOf(M.carriersCaption)).toEqual([
      ['Test Harbor', '1', '$40.00'],
      ['Test Pine', '2', '$83.45'],
    ]);
    expect(rowsOf(M.categoriesCaption)).toEqual([
      ['Accident', '1', '$40.00'],
      ['Dental', '2', '$83.45'],
    ]);
    expect(rowsOf(M.groupsCaption)).toEqual([
      ['Acme Workers', '1', '$23.45'],
      [M.noGroupRow, '1', '$100.00'],
    ]);
    expect(screen.getByText(M.premiumNote)).toBeTruthy();
    expect(screen.getByText(M.totals({ n: 2, premium: '$123.45' }), { exact: false })).toBeTruthy();
    const links = screen.getAllByRole('link', { name: /Download CSV/ });
    expect(links.map((l) => [l.getAttribute('aria-label'), l.getAttribute('href')])).toEqual([
      [M.downloadCsvLabel({ table: M.daysCaption }), '/api/v1/admin/reports/days.csv?from=2026-11-01&to=2026-11-30'],
      [M.downloadCsvLabel({ table: M.carriersCaption }), '/api/v1/admin/reports/carriers.csv?from=2026-11-01&to=2026-11-30'],
      [M.downloadCsvLabel({ table: M.categoriesCaption }), '/api/v1/admin/reports/categories.csv?from=2026-11-01&to=2026-11-30'],
      [M.downloadCsvLabel({ table: M.groupsCaption }), '/api/v1/admin/reports/groups.csv?from=2026-11-01&to=2026-11-30'],
    ]);
  });

  it('says so in every table when nothing was completed in the period', async () => {
    stubApi({ 'admin/reports': ok(empty) });
    open();
    await screen.findByRole('table', { name: M.groupsCaption });
    for (const caption of [M.daysCaption, M.carriersCaption, M.categoriesCaption, M.groupsCaption]) expect(rowsOf(caption)).toEqual([[M.noCompletions]]);
  });

  it('shows a failure with Retry, which loads the tables', async () => {
    let fail = true;
    stubApi({ 'admin/reports': () => (fail ? failed : ok(report)) });
    open();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(M.reportsError);
    fail = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: WEB_MESSAGES.retry }));
    expect(await screen.findByRole('table', { name: M.carriersCaption })).toBeTruthy();
  });

  it('refuses a period that ends before it starts next to the last day, and asks for a valid one and the quick choices', async () => {
    const calls = stubApi({ 'admin/reports': ok(report) });
    const { router } = open('/admin?from=2026-11-01&to=2026-11-30');
    await screen.findByRole('table', { name: M.daysCaption });
    const from = screen.getByLabelText(M.periodFrom);
    const to = screen.getByLabelText(M.periodTo);
    expect((from as HTMLInputElement).value).toBe('2026-11-01');
    fireEvent.change(to, { target: { value: '2026-10-01' } });
    fireEvent.click(screen.getByRole('button', { name: M.periodApply }));
    expect(await screen.findByText(M.periodReversed)).toBeTruthy();
    expect(to.getAttribute('aria-invalid')).toBe('true');
    const described = to.getAttribute('aria-describedby')!.split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual([M.periodReversed, M.periodHint]);
    fireEvent.change(from, { target: { value: '2025-01-01' } });
    fireEvent.change(to, { target: { value: '2026-01-02' } });
    fireEvent.click(screen.getByRole('button', { name: M.periodApply }));
    expect(await screen.findByText(M.periodTooLong({ max: 366 }))).toBeTruthy();
    expect(askedPeriods(calls)).toEqual(['2026-11-01..2026-11-30']);

    fireEvent.change(from, { target: { value: '2026-09-01' } });
    fireEvent.change(to, { target: { value: '2026-09-30' } });
    fireEvent.click(screen.getByRole('button', { name: M.periodApply }));
    await vi.waitFor(() => expect(router.state.location.search).toBe('?from=2026-09-01&to=2026-09-30'));
    fireEvent.click(within(screen.getByRole('group', { name: M.quickTitle })).getByRole('button', { name: M.quickLastMonth }));
    await vi.waitFor(() => expect(askedPeriods(calls)).toEqual(['2026-11-01..2026-11-30', '2026-09-01..2026-09-30', '2026-10-01..2026-10-31']));
  });

  it('keeps focus on the quick choice pressed and announces the new period once its tables arrive', async () => {
    const calls = stubApi({ 'admin/reports': (url) => ok({ ...report, from: url.searchParams.get('from'), to: url.searchParams.get('to') }) });
    open('/admin?from=2026-11-01&to=2026-11-30');
    await screen.findByRole('table', { name: M.daysCaption });
    const lastMonth = within(screen.getByRole('group', { name: M.quickTitle })).getByRole('button', { name: M.quickLastMonth });
    await userEvent.setup().click(lastMonth);
    await vi.waitFor(() => expect(askedPeriods(calls)).toEqual(['2026-11-01..2026-11-30', '2026-10-01..2026-10-31']));
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toContain(M.shownPeriod({ from: '10/01/2026', to: '10/31/2026' })));
    expect(document.activeElement).toBe(lastMonth);
    expect(lastMonth.isConnected).toBe(true);
    expect((screen.getByLabelText(M.periodFrom) as HTMLInputElement).value).toBe('2026-10-01');
  });

  it('refuses a day the server would refuse (before 2000, not a real day) next to its field, without asking', async () => {
    const calls = stubApi({ 'admin/reports': ok(report) });
    open('/admin?from=2026-11-01&to=2026-11-30');
    await screen.findByRole('table', { name: M.daysCaption });
    const from = screen.getByLabelText(M.periodFrom);
    fireEvent.change(from, { target: { value: '1999-12-31' } });
    fireEvent.click(screen.getByRole('button', { name: M.periodApply }));
    expect(await screen.findByText(M.dateInvalid)).toBeTruthy();
    expect(from.getAttribute('aria-invalid')).toBe('true');
    expect(askedPeriods(calls)).toEqual(['2026-11-01..2026-11-30']);
  });

  it.each([
    ['/admin?from=1999-12-31&to=2026-11-30', '2026-11-01..2026-11-30'],
    ['/admin?from=2026-11-01&to=2026-02-30', '2026-11-01..2026-11-26'],
    ['/admin?from=2025-01-01&to=2026-11-30', '2026-10-28..2026-11-26'],
    ['/admin?from=2026-11-30&to=2026-11-01', '2026-10-28..2026-11-26'],
  ])('opens %s on a period the server accepts (%s)', async (path, asked) => {
    const calls = stubApi({ 'admin/reports': ok(report) });
    open(path);
    await screen.findByRole('table', { name: M.daysCaption });
    expect(askedPeriods(calls)).toEqual([asked]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('puts the server’s refusal next to its field, not a failure with Retry', async () => {
    stubApi({ 'admin/reports': { status: 422, body: { status: 'error', message: 'Invalid input', errorCode: 'validation', data: [{ target_element: 'from', error_message: M.periodTooLong({ max: 366 }) }] } } });
    open('/admin?from=2026-11-01&to=2026-11-30');
    const from = screen.getByLabelText(M.periodFrom);
    await vi.waitFor(() => expect(from.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(from.getAttribute('aria-describedby')!.split(' ')[0]!)?.textContent).toBe(M.periodTooLong({ max: 366 }));
    expect(screen.queryByText(M.reportsError)).toBeNull();
    expect(screen.queryByRole('button', { name: WEB_MESSAGES.retry })).toBeNull();
  });
});

describe('a rep’s and a group administrator’s reports (the staff’s area)', () => {
  const signedIn = (role: 'agent' | 'group_admin') => ({
    body: { status: 'success', data: { role, display_name: 'Jordan Lee', agent_id: 4, group_id: role === 'group_admin' ? 7 : null } },
  });
  const openStaff = () => renderPage([{ path: '/admin/staff-reports', element: <StaffReportsPage /> }], '/admin/staff-reports');

  it('reads the staff’s reports, never the console’s, with CSV links to the staff’s tables and the way back home', async () => {
    const calls = stubApi({ 'get-signed-in-user': signedIn('agent'), 'staff/reports': ok(report) });
    openStaff();
    await screen.findByRole('table', { name: M.daysCaption });
    expect(screen.getByText(M.staffReportsLead)).toBeTruthy();
    expect(rowsOf(M.carriersCaption)).toEqual([
      ['Test Harbor', '1', '$40.00'],
      ['Test Pine', '2', '$83.45'],
    ]);
    const csv = screen.getByRole('link', { name: M.downloadCsvLabel({ table: M.carriersCaption }) }).getAttribute('href')!;
    expect(csv).toMatch(/\/api\/v1\/staff\/reports\/carriers\.csv\?from=2026-11-01&to=2026-11-30$/);
    expect(screen.getByRole('link', { name: CONSOLE_ENROLLMENT_MESSAGES.backToStaffHome }).getAttribute('href')).toBe('/agent-home');
    expect(calls.some((c) => c.url.pathname.endsWith('/staff/reports'))).toBe(true);
    expect(calls.some((c) => c.url.pathname.includes('/admin/'))).toBe(false);
  });

  it('tells a group administrator the figures are their group’s, with the way back to the group’s home', async () => {
    stubApi({ 'get-signed-in-user': signedIn('group_admin'), 'staff/reports': ok(empty) });
    openStaff();
    expect(await screen.findByText(M.groupReportsLead)).toBeTruthy();
    expect((await screen.findAllByText(M.noCompletions)).length).toBe(4);
    expect(screen.getByRole('link', { name: CONSOLE_ENROLLMENT_MESSAGES.backToStaffHome }).getAttribute('href')).toBe('/group-home');
  });
});
