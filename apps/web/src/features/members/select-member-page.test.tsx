import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { MEMBER_TABLE_MESSAGES as M, MESSAGES, WEB_MESSAGES, type MemberTableRow } from '@benefit-store/domain';
import { getClientState, useClientState } from '../../lib/client-state';
import { renderPage, stubApi } from '../../test/render';
import { AgentSelectMemberRoute, GroupSelectMemberRoute } from './select-member-page';
import { pageNumbers } from './components/member-table';

const ok = (data: unknown) => ({ body: { status: 'success', data } });
const rep = ok({ role: 'agent', display_name: 'Jordan Lee', agent_id: 7, group_id: null });

const row = (n: number, overrides: Partial<MemberTableRow> = {}): MemberTableRow => ({
  user_id: 100 + n,
  name: `Member${n} Person`,
  dob: '03/14/1986',
  policy_id: `POL-30${String(n).padStart(4, '0')}`,
  email: `member${n}@example.com`,
  ssn: `***-**-${String(1000 + n)}`,
  group_info: n % 2 === 0 ? { group_id: 3, group_name: 'Acme Fabrication Co.' } : null,
  plan_info: [{ plan_name: `Plan ${n}`, plan_status: 'active' }],
  ...overrides,
});
const ALL = Array.from({ length: 12 }, (_, i) => row(i + 1));

/** A fake get-agent-members over ALL: search by name, e-mail or policy, 5 per page. */
function agentMembers(url: URL) {
  const search = (url.searchParams.get('search') ?? '').toLowerCase();
  const page = Number(url.searchParams.get('page') ?? '1');
  const found = ALL.filter((r) => !search || [r.name, r.email, r.policy_id ?? ''].some((v) => v.toLowerCase().includes(search)));
  return ok({ members: found.slice((page - 1) * 5, page * 5), total: found.length, page, page_size: 5 });
}

const table = () => screen.findByRole('table', { name: M.agentCaption });
const bodyRows = async () => within(await table()).getAllByRole('row').slice(1);

beforeEach(() => {
  useClientState.setState({ tempId: null, isCurrentMemberAvailable: false, username: null });
});

describe("the rep's current-member table", () => {
  it('shows 5 members per page with their columns, the SSN masked, and pages through with Previous, Next and numbers', async () => {
    const calls = stubApi({ 'get-signed-in-user': rep, 'get-agent-members': agentMembers });
    renderPage(<AgentSelectMemberRoute />, '/agent-select-member');
    expect(await screen.findByRole('heading', { level: 1, name: M.pageTitle })).toBeTruthy();
    expect(await bodyRows()).toHaveLength(5);
    const headers = within(await table()).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual([M.columnName, M.columnDob, M.columnPolicy, M.columnEmail, M.columnSsn, M.columnGroup, M.columnPlans, M.columnAction]);
    const first = (await bodyRows())[0]!;
    expect(within(first).getByRole('rowheader').textContent).toBe('Member1 Person');
    expect(first.textContent).toContain('***-**-1001');
    expect(first.textContent).toContain(M.ssnEnding({ last4: '1001' }));
    expect(first.textContent).toContain(M.noGroup);
    expect(first.textContent).toContain(`Plan 1 ${M.planStatus({ status: 'active' })}`);
    expect(screen.getByText(M.resultsCount({ total: 12, page: 1, pages: 3 }))).toBeTruthy();
    expect(calls.some((c) => c.url.pathname.endsWith('/get-agent-members') && c.url.searchParams.get('agent_id') === '7')).toBe(true);

    const user = userEvent.setup();
    const nav = screen.getByRole('navigation', { name: M.paginationLabel });
    expect(within(nav).getByRole('button', { name: M.previousPage }).hasAttribute('disabled')).toBe(true);
    expect(within(nav).getByRole('button', { name: M.pageNumber({ page: 1 }) }).getAttribute('aria-current')).toBe('page');
    await user.click(within(nav).getByRole('button', { name: M.nextPage }));
    await waitFor(() => expect(screen.getByText(M.resultsCount({ total: 12, page: 2, pages: 3 }))).toBeTruthy());
    expect(within((await bodyRows())[0]!).getByRole('rowheader').textContent).toBe('Member6 Person');
    // Issue 27: the new page's first row takes the focus (the page buttons are under the table).
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Member6 Person'));
    await user.click(within(nav).getByRole('button', { name: M.pageNumber({ page: 3 }) }));
    await waitFor(async () => expect(await bodyRows()).toHaveLength(2));
    expect(within(nav).getByRole('button', { name: M.pageNumber({ page: 3 }) }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('button', { name: M.nextPage }).hasAttribute('disabled')).toBe(true);
  });

  it('searches by name, e-mail or policy from page 1, and says when nothing matches', async () => {
    stubApi({ 'get-signed-in-user': rep, 'get-agent-members': agentMembers });
    renderPage(<AgentSelectMemberRoute />, '/agent-select-member');
    await table();
    const user = userEvent.setup();
    const box = screen.getByRole('searchbox', { name: M.searchLabel });
    await user.type(box, 'member11@example.com');
    await user.click(screen.getByRole('button', { name: M.searchButton }));
    await waitFor(async () => expect(await bodyRows()).toHaveLength(1));
    expect(screen.getByText(M.resultsCount({ total: 1, page: 1, pages: 1 }))).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: M.paginationLabel })).toBeNull();

    await user.clear(box);
    await user.type(box, 'nobody');
    await user.click(screen.getByRole('button', { name: M.searchButton }));
    expect(await screen.findByText(M.emptySearch({ search: 'nobody' }))).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();

    await user.click(screen.getByRole('button', { name: M.clearSearch }));
    expect(await bodyRows()).toHaveLength(5);
  });

  // Review of issue 27 item 4: a page that failed to load, or a search, forgets the paging, so focus does not jump later.
  it('keeps focus on the search when a search follows a page that failed to load', async () => {
    let failPage2 = true;
    stubApi({
      'get-signed-in-user': rep,
      'get-agent-members': (url: URL) =>
        failPage2 && url.searchParams.get('page') === '2' ? { status: 500, body: { status: 'error', message: MESSAGES.serverError, errorCode: 'serverError' } } : agentMembers(url),
    });
    renderPage(<AgentSelectMemberRoute />, '/agent-select-member');
    expect(await bodyRows()).toHaveLength(5);
    const user = userEvent.setup();
    await user.click(within(screen.getByRole('navigation', { name: M.paginationLabel })).getByRole('button', { name: M.nextPage }));
    expect(await screen.findByText(M.loadFailed)).toBeTruthy();
    failPage2 = false;
    const box = screen.getByRole('searchbox', { name: M.searchLabel });
    await user.type(box, 'member1');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByText(M.resultsCount({ total: 4, page: 1, pages: 1 }))).toBeTruthy());
    expect(document.activeElement).toBe(box);
  });

  it('shows an empty state when the rep has no members, and a failure with Retry', async () => {
    let fail = true;
    stubApi({
      'get-signed-in-user': rep,
      'get-agent-members': () => (fail ? { status: 500, body: { status: 'error', message: MESSAGES.serverError, errorCode: 'serverError' } } : ok({ members: [], total: 0, page: 1, page_size: 5 })),
    });
    renderPage(<AgentSelectMemberRoute />, '/agent-select-member');
    expect(await screen.findByText(M.loadFailed)).toBeTruthy();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: WEB_MESSAGES.retry }));
    expect(await screen.findByText(M.emptyState)).toBeTruthy();
  });
});

describe('Enroll Now and the tier picker', () => {
  it("asks for a tier ('Please choose a tier'), starts the member's enrollment, stores it and goes to /plans", async () => {
    const calls = stubApi({
      'get-signed-in-user': rep,
      'get-agent-members': agentMembers,
      'add-filter-for-existing-user': ok({ temp_enrollment_id: 'AbCdEfGhIjKlMnOpQrStUv', portal_id: 2 }),
    });
    const { router } = renderPage(<AgentSelectMemberRoute />, '/agent-select-member');
    await table();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: M.enrollNowFor({ name: 'Member2 Person' }) }));
    const dialog = await screen.findByRole('dialog', { name: M.tierDialogTitle({ name: 'Member2 Person' }) });
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText(MESSAGES.chooseTier)).toBeTruthy();
    expect(calls.some((c) => c.url.pathname.endsWith('/add-filter-for-existing-user'))).toBe(false);

    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Choose Tier' }), 'IS');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/plans'));
    const sent = JSON.parse(String(calls.find((c) => c.url.pathname.endsWith('/add-filter-for-existing-user'))!.init!.body));
    expect(sent).toEqual({ user_id: 102, tier: 'IS', eprocess: 'rep', open_type: 'agent', agent_id: 7, group_id: 3, policy_id: 'POL-300002' });
    expect(getClientState()).toMatchObject({
      tempId: 'AbCdEfGhIjKlMnOpQrStUv',
      portal_id: 2,
      tier: 'IS',
      eprocess: 'rep',
      open_type: 'agent',
      enroll_type: 'existing-member',
      isCurrentMemberAvailable: true,
      username: 'Member2 Person',
      gname: 'Acme Fabrication Co.',
    });
  });

  it("places the server's tier refusal under Choose Tier, and Cancel closes the picker", async () => {
    stubApi({
      'get-signed-in-user': rep,
      'get-agent-members': agentMembers,
      'add-filter-for-existing-user': {
        status: 422,
        body: { status: 'error', message: MESSAGES.validationFailed, errorCode: 'validationError', data: [{ target_element: 'tier', error_message: MESSAGES.chooseTier }] },
      },
    });
    renderPage(<AgentSelectMemberRoute />, '/agent-select-member');
    await table();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: M.enrollNowFor({ name: 'Member1 Person' }) }));
    const dialog = await screen.findByRole('dialog');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Choose Tier' }), 'IO');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText(MESSAGES.chooseTier)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe("the group administrator's table", () => {
  it("lists the group's members through get-group-users", async () => {
    const calls = stubApi({
      'get-signed-in-user': ok({ role: 'group_admin', display_name: 'Priya Shah', agent_id: 7, group_id: 3 }),
      'get-group-users': ok({ members: [row(2)], total: 1, page: 1, page_size: 5 }),
    });
    renderPage(<GroupSelectMemberRoute />, '/group-select-member');
    expect(await screen.findByRole('table', { name: M.groupCaption })).toBeTruthy();
    expect(calls.find((c) => c.url.pathname.endsWith('/get-group-users'))!.url.searchParams.get('group_id')).toBe('3');
  });

  it('sends a signed-out visitor to sign in', async () => {
    stubApi({ 'get-signed-in-user': ok(null) });
    const { router } = renderPage(<GroupSelectMemberRoute />, '/group-select-member');
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
  });
});

describe('pageNumbers', () => {
  it.each([
    [1, 3, [1, 2, 3]],
    [1, 10, [1, 2, 3, 10]],
    [5, 10, [1, 3, 4, 5, 6, 7, 10]],
    [10, 10, [1, 8, 9, 10]],
  ])('page %i of %i offers %j', (page, pages, expected) => {
    expect(pageNumbers(page, pages)).toEqual(expected);
  });
});
