import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CONSOLE_ACCOUNT_MESSAGES as M, SIGN_IN_MESSAGES } from '@benefit-store/domain';
import { renderPage, stubApi } from '../../../test/render';
import StaffPage from './staff-page';

const ok = (data: unknown) => ({ body: { status: 'success', data } });
const account = (over: Record<string, unknown>) => ({
  id: 1,
  email: 'tess@example.test',
  display_name: 'Tess Agent',
  role: 'agent',
  rep_code: 'TEST1234',
  group_code: null,
  rep_or_group_name: 'Tess',
  status: 'active',
  invited_at: null,
  last_signed_in_at: null,
  disabled_at: null,
  ...over,
});
const page = (items: unknown[]) => ok({ items, total: items.length, page: 1, per_page: 25 });
const errorUnder = (input: HTMLElement) => document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;
const open = (path = '/admin/staff') => renderPage([{ path: '/admin/staff', element: <StaffPage /> }], path).router;

describe('the staff page', () => {
  it('lists accounts with their status and last sign-in, keeping search and filters in the address', async () => {
    const calls = stubApi({ 'admin/staff': page([account({}), account({ id: 2, email: 'rae@example.test', status: 'invited' })]) });
    const router = open('/admin/staff?q=tess&status=active');
    expect(await screen.findByText('rae@example.test')).toBeTruthy();
    expect(screen.getAllByText(M.neverSignedIn)).toHaveLength(2);
    expect(screen.getByRole('button', { name: M.resend })).toBeTruthy();
    const listCall = calls.find((c) => c.url.pathname.endsWith('admin/staff'))!;
    expect(Object.fromEntries(listCall.url.searchParams)).toMatchObject({ q: 'tess', status: 'active', page: '1', sort: 'email' });
    await userEvent.setup().selectOptions(screen.getByLabelText(M.columnRole), 'operator');
    expect(new URLSearchParams(router.state.location.search).get('role')).toBe('operator');
  });

  it('says when no account matches', async () => {
    stubApi({ 'admin/staff': page([]) });
    open('/admin/staff?q=nobody');
    expect((await screen.findByText(M.staffEmpty)).textContent).toBe(M.staffEmpty);
  });

  it('checks the invitation next to each field, asking for the rep code of a rep', async () => {
    const calls = stubApi({ 'admin/staff': page([]) });
    open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: M.inviteTitle }));
    await user.click(screen.getByRole('button', { name: M.inviteSubmit }));
    await waitFor(() => expect(errorUnder(screen.getByLabelText(SIGN_IN_MESSAGES.emailLabel))).toBe(SIGN_IN_MESSAGES.emailRequired));
    expect(errorUnder(screen.getByLabelText(M.columnName))).toBe(M.inviteNameRequired);
    // The rep code is checked once the address and name are there (a rule across fields).
    await user.type(screen.getByLabelText(SIGN_IN_MESSAGES.emailLabel), 'rae@example.test');
    await user.type(screen.getByLabelText(M.columnName), 'Rae Rep');
    await user.click(screen.getByRole('button', { name: M.inviteSubmit }));
    await waitFor(() => expect(errorUnder(screen.getByLabelText(M.inviteRepCode))).toBe(M.inviteRepCodeRequired));
    expect(calls.filter((c) => c.url.pathname.endsWith('invite'))).toHaveLength(0);
  });

  it('asks before disabling an account, then says it is done', async () => {
    const calls = stubApi({ 'admin/staff/1/disable': ok(account({ status: 'disabled' })), 'admin/staff': page([account({})]) });
    open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: M.disable }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(M.disableConfirmText)).toBeTruthy();
    expect(calls.filter((c) => c.url.pathname.endsWith('disable'))).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: M.disable }));
    expect(await screen.findByText(M.disabled({ email: 'tess@example.test' }))).toBeTruthy();
  });

  it("offers no Disable on the operator's own row, and shows why the server refuses a disable", async () => {
    const me = ok({ email: 'olive@example.test', display_name: 'Olive' });
    stubApi({
      'admin/me': me,
      'admin/staff/1/disable': { status: 409, body: { status: 'error', message: M.cannotDisableLastOperator, errorCode: 'conflict' } },
      'admin/staff': page([account({}), account({ id: 2, email: 'olive@example.test', role: 'operator', rep_code: null, rep_or_group_name: null })]),
    });
    open();
    const ownRow = (await screen.findByText('olive@example.test')).closest('tr')!;
    await waitFor(() => expect(within(ownRow).queryByRole('button', { name: M.disable })).toBeNull());
    const user = userEvent.setup();
    await user.click(within(screen.getByText('tess@example.test').closest('tr')!).getByRole('button', { name: M.disable }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: M.disable }));
    expect(await within(dialog).findByText(M.cannotDisableLastOperator)).toBeTruthy();
  });
});
