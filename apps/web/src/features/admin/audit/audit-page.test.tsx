import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AUDIT_ACTION_LABELS, CONSOLE_MESSAGES as M } from '@benefit-store/domain';
import { renderPage, stubApi } from '../../../test/render';
import { Component as AdminConsole } from '../admin-routes';

const ok = (data: unknown) => ({ body: { status: 'success', data } });
const me = ok({ email: 'olive@example.test', display_name: 'Olive Operator' });
const entry = {
  id: 7,
  at: '2026-11-26T21:00:00.000Z',
  actor_email: 'olive@example.test',
  actor_role: 'operator',
  action: 'branding.edit',
  target_type: 'group',
  target_id: 'ACME2024',
  ip: '203.0.113.9',
  before: { display_name: 'Acme' },
  after: { display_name: 'Acme Benefits' },
};
const openConsole = (path: string) => renderPage([{ path: '/admin/*', element: <AdminConsole /> }], path);
const params = (router: ReturnType<typeof openConsole>['router']) => Object.fromEntries(new URLSearchParams(router.state.location.search));

describe('the console audit log', () => {
  it('lists entries newest first with who, what, from where and the change, read-only', async () => {
    const calls = stubApi({ 'admin/me': me, 'admin/audit-log': ok({ items: [entry], total: 1, page: 1, per_page: 25 }) });
    openConsole('/admin/audit');
    const table = await screen.findByRole('table', { name: M.auditCaption });
    const row = within(table).getAllByRole('row')[1]!;
    expect(row.textContent).toContain('olive@example.test');
    expect(row.textContent).toContain(AUDIT_ACTION_LABELS['branding.edit']);
    expect(row.textContent).toContain('ACME2024');
    expect(row.textContent).toContain('203.0.113.9');
    await userEvent.setup().click(within(row).getByText(M.auditShowChanges));
    expect(within(row).getByText('Acme Benefits')).toBeTruthy();
    expect(calls.at(-1)!.url.searchParams.get('dir')).toBe('desc');
    expect(within(table).queryByRole('button', { name: /delete|edit/i })).toBeNull();
    expect(screen.getByRole('columnheader', { name: new RegExp(M.auditColumnAt) }).getAttribute('aria-sort')).toBe('descending');
  });

  it('keeps its filters in the address and sends them, and refuses a date range that ends before it starts', async () => {
    const calls = stubApi({ 'admin/me': me, 'admin/audit-log': ok({ items: [], total: 0, page: 1, per_page: 25 }) });
    const { router } = openConsole('/admin/audit');
    expect(await screen.findByText(M.auditEmpty)).toBeTruthy();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: M.auditActionLabel }), 'branding.edit');
    await user.type(screen.getByRole('searchbox', { name: M.auditActor }), 'olive');
    const from = screen.getByLabelText(M.auditFrom);
    const to = screen.getByLabelText(M.auditTo);
    await user.type(from, '2026-11-20');
    await user.type(to, '2026-11-01');
    await user.click(screen.getByRole('button', { name: M.auditApply }));
    expect(await screen.findByText(M.auditDatesReversed)).toBeTruthy();
    expect(to.getAttribute('aria-invalid')).toBe('true');
    expect(params(router)).toEqual({});

    await user.clear(to);
    await user.type(to, '2026-11-26');
    await user.click(screen.getByRole('button', { name: M.auditApply }));
    await waitFor(() => expect(params(router)).toEqual({ action: 'branding.edit', actor: 'olive', from: '2026-11-20', to: '2026-11-26' }));
    await waitFor(() => expect(calls.at(-1)!.url.searchParams.get('action')).toBe('branding.edit'));
    expect(calls.at(-1)!.url.searchParams.get('from')).toBe('2026-11-20');
    expect(await screen.findByText(M.auditNoMatch)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: M.auditClear }));
    await waitFor(() => expect(params(router)).toEqual({}));
  });
});
