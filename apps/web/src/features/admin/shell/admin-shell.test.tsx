import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CONSOLE_CARRIER_MESSAGES, CONSOLE_ENROLLMENT_MESSAGES, CONSOLE_ERASE_MESSAGES, CONSOLE_MESSAGES as M, CONSOLE_REPORT_MESSAGES, SIGN_IN_MESSAGES, WEB_MESSAGES } from '@benefit-store/domain';
import { renderPage, stubApi } from '../../../test/render';
import { Component as AdminConsole } from '../admin-routes';

const ok = (data: unknown) => ({ body: { status: 'success', data } });
const notFound = { status: 404, body: { status: 'error', message: 'Not found', errorCode: 'notFound' } };
const olive = ok({ email: 'olive@example.test', display_name: 'Olive Operator' });
const openConsole = (path: string) => renderPage([{ path: '/admin/*', element: <AdminConsole /> }], path);

describe('the console shell', () => {
  it('sends anyone but an operator to the console sign-in, which knows where to come back to', async () => {
    stubApi({ 'admin/me': notFound });
    const { router } = openConsole('/admin/sites?q=acme');
    expect(await screen.findByRole('heading', { level: 1, name: M.signInTitle })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/sign-in');
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/admin/sites?q=acme');
    expect(screen.queryByRole('navigation', { name: M.navLabel })).toBeNull();
  });

  it("shows the operator's name, Sign out, and the navigation with the current section marked", async () => {
    stubApi({ 'admin/me': olive });
    openConsole('/admin/sites/main');
    expect(await screen.findByText(M.signedInAs({ name: 'Olive Operator' }))).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: M.navLabel });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([CONSOLE_REPORT_MESSAGES.navReports, M.navStaff, M.navCatalog, M.navSites, M.navReps, M.navGroups, CONSOLE_ENROLLMENT_MESSAGES.enrollmentsTitle, CONSOLE_CARRIER_MESSAGES.carriersTitle, M.navAudit, CONSOLE_ERASE_MESSAGES.navErase]);
    expect(within(nav).getByRole('link', { name: M.navSites }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: M.navStaff }).getAttribute('aria-current')).toBeNull();
    expect(within(nav).getByRole('link', { name: CONSOLE_REPORT_MESSAGES.navReports }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('main')).toBeTruthy();
    expect(screen.getByRole('link', { name: WEB_MESSAGES.skipToContent }).getAttribute('href')).toBe('#admin-main');
    expect(await screen.findByRole('heading', { level: 1, name: M.navSites })).toBeTruthy();
  });

  it('opens the reports at /admin, its home, and says so at an address with no page', async () => {
    const empty = { enrollments: 0, premium_cents: 0 };
    stubApi({ 'admin/me': olive, 'admin/reports': ok({ from: '2026-10-28', to: '2026-11-26', time_zone: 'UTC', totals: empty, days: [], carriers: [], categories: [], groups: [] }) });
    const { router } = openConsole('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: CONSOLE_REPORT_MESSAGES.navReports })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin');
    const nav = screen.getByRole('navigation', { name: M.navLabel });
    expect(within(nav).getByRole('link', { name: CONSOLE_REPORT_MESSAGES.navReports }).getAttribute('aria-current')).toBe('page');
    await router.navigate('/admin/nothing-here');
    expect(await screen.findByRole('heading', { level: 1, name: M.notFoundTitle })).toBeTruthy();
  });

  it('says it is checking the session, and offers Retry when the check fails', async () => {
    let fail = true;
    stubApi({ 'admin/me': () => (fail ? { status: 500, body: { status: 'error', message: 'Server error', errorCode: 'serverError' } } : olive) });
    openConsole('/admin/audit');
    expect(screen.getByText(M.checkingSession)).toBeTruthy();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(M.sessionFailed);
    fail = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: WEB_MESSAGES.retry }));
    expect(await screen.findByRole('heading', { level: 1, name: M.navAudit })).toBeTruthy();
  });

  it('signs out and goes to the console sign-in', async () => {
    const calls = stubApi({ 'admin/me': olive, 'staff-sign-out': ok(null) });
    const { router } = openConsole('/admin/groups');
    const button = await screen.findByRole('button', { name: SIGN_IN_MESSAGES.signOut });
    await userEvent.setup().click(button);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/sign-in'));
    expect(calls.some((c) => c.url.pathname.endsWith('/staff-sign-out') && c.init?.method === 'POST')).toBe(true);
  });
});
