import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, POPUP_MESSAGES } from '@benefit-store/domain';
import { getClientState, initialClientKeys } from '../../../lib/client-state';
import { renderPage, stubApi } from '../../../test/render';
import { PlanDetailStart } from './plan-detail-start';

const platforms = { status: 'success', data: [{ platform_group_id: 2, platform_name: 'Worksite Benefits Portal', platform_code: 'WORKSITE' }] };
const groups = { status: 'success', data: [{ gid: 7, gname: 'Acme Fabrication Co.', platform_group_id: 2 }] };

/** The member's tier form stand-in (the route passes the member home's): one button per tier it submits. */
const memberTierForm = (onChosen: (tier: 'IS') => Promise<void>) => (
  <button type="button" onClick={() => void onChosen('IS')}>
    {'choose Member + Spouse'}
  </button>
);

function renderStart() {
  renderPage(<PlanDetailStart basicInfoForm={<p>{'basic info form'}</p>} memberTierForm={memberTierForm} onBack={vi.fn()} />);
}

const returningMember = { ...initialClientKeys, eprocess: 'applicant', open_type: 'user', enroll_type: 'existing-member', portal_id: 2, memberLink: 'token.x' } as const;

describe('the plan page start', () => {
  it('shows the basic-info form to a public-store visitor', () => {
    getClientState().update({ ...initialClientKeys });
    stubApi({});
    renderStart();
    expect(screen.getByText('basic info form')).toBeTruthy();
  });

  it("asks a rep for a portal ('Please choose a platform'), then a group, then shows the form for a group's new member", async () => {
    getClientState().update({ ...initialClientKeys, eprocess: 'rep', open_type: 'agent', agent_id: 4 });
    const calls = stubApi({ 'get-enrollment-platforms': { body: platforms }, 'get-agent-groups': { body: groups } });
    const user = userEvent.setup();
    renderStart();
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(MESSAGES.choosePlatform)).toBeTruthy();
    await user.selectOptions(screen.getByLabelText(POPUP_MESSAGES.choosePortal), 'Worksite Benefits Portal');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(getClientState().portal_id).toBe(2);
    expect(calls.find((c) => c.url.pathname.endsWith('/get-enrollment-platforms'))?.url.searchParams.get('agent_id')).toBe('4');

    const group = await screen.findByLabelText(POPUP_MESSAGES.chooseRepGroup);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(MESSAGES.chooseGroup)).toBeTruthy();
    await user.selectOptions(group, 'Acme Fabrication Co.');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('basic info form')).toBeTruthy();
    expect(getClientState()).toMatchObject({ group_id: 7, portal_id: 2, enroll_type: 'new-group-member', eprocess: 'rep', tempId: null });
  });

  it('lets a rep start a new member enrollment instead of a group', async () => {
    getClientState().update({ ...initialClientKeys, eprocess: 'rep', open_type: 'agent', agent_id: 4, portal_id: 2 });
    stubApi({ 'get-agent-groups': { body: groups } });
    const user = userEvent.setup();
    renderStart();
    await user.selectOptions(await screen.findByLabelText(POPUP_MESSAGES.chooseRepGroup), POPUP_MESSAGES.startNewMember);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('basic info form')).toBeTruthy();
    expect(getClientState()).toMatchObject({ enroll_type: 'new-member', group_id: null });
  });

  it('asks a user for a portal only', async () => {
    getClientState().update({ ...initialClientKeys, eprocess: 'applicant', open_type: 'user' });
    stubApi({ 'get-enrollment-platforms': { body: platforms } });
    const user = userEvent.setup();
    renderStart();
    await user.selectOptions(await screen.findByLabelText(POPUP_MESSAGES.choosePortal), 'Worksite Benefits Portal');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('basic info form')).toBeTruthy();
  });

  it("asks a returning member without an enrollment for a tier and opens their member filter with it (add-filter-for-member)", async () => {
    getClientState().update({ ...returningMember });
    const calls = stubApi({ 'add-filter-for-member': { body: { status: 'success', data: { temp_enrollment_id: 'abcdefghijklmnopqrstuv', portal_id: 2 } } } });
    const user = userEvent.setup();
    renderStart();
    expect(screen.getByText(POPUP_MESSAGES.planStartMemberLead)).toBeTruthy();
    expect(screen.queryByText('basic info form')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'choose Member + Spouse' }));
    await waitFor(() => expect(getClientState().tempId).toBe('abcdefghijklmnopqrstuv'));
    const call = calls.find((c) => c.url.pathname.endsWith('/add-filter-for-member'));
    expect(JSON.parse(String(call?.init?.body))).toEqual({ user_id: 'token.x', tier: 'IS', open_type: 'user' });
    expect(getClientState()).toMatchObject({ tier: 'IS', enroll_type: 'existing-member', eprocess: 'applicant', open_type: 'user', memberLink: 'token.x', isFilterDataSubmitted: true });
  });

  it('tells a member whose link has expired and shows the basic-info form instead', async () => {
    getClientState().update({ ...returningMember });
    stubApi({});
    const user = userEvent.setup();
    renderStart();
    await user.click(screen.getByRole('button', { name: 'choose Member + Spouse' }));
    expect(await screen.findByText(POPUP_MESSAGES.memberLinkExpired)).toBeTruthy();
    expect(screen.getByText('basic info form')).toBeTruthy();
    expect(getClientState()).toMatchObject({ tempId: null, memberLink: null });
  });
});
