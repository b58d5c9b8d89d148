import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { HOMES_MESSAGES, MESSAGES } from '@benefit-store/domain';
import { getClientState, initialClientKeys } from '../../lib/client-state';
import { changeFilterAnswer } from '../../test/answers';
import { renderPage, stubApi } from '../../test/render';
import { MemberHomePage } from './member-home-page';

const tempId = 'abcdefghijklmnopqrstuv';
const filterInfo = { status: 'success', data: { result: { dob: null, zip: null, gender: null, state: 'TX', tier: 'IO', is_smoker: null, category: null, user_id: 5 } } };
const memberInfo = { status: 'success', data: { user_id: 5, member_info: { first_name: 'Elena', last_name: 'Marquez' } } };
const changed = { status: 'success', data: changeFilterAnswer(tempId) };
const newTempId = 'zyxwvutsrqponmlkjihgfe';
const opened = { status: 'success', data: { temp_enrollment_id: newTempId, portal_id: 2 } };
/** A member whose store link this browser kept (the member store link, or the plan page's tier step, stored it). */
const returningMember = { ...initialClientKeys, eprocess: 'applicant', open_type: 'user', enroll_type: 'existing-member', portal_id: 2, memberLink: 'token.x' } as const;

/** Submit without a tier is refused under Choose Tier ('Please choose a tier'); then Member + Spouse is submitted and the page moves on. */
async function chooseMemberSpouse(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect((await screen.findByText(MESSAGES.chooseTier)).id).toBe('member-home-tier-error');
  await user.selectOptions(screen.getByLabelText('Choose Tier'), 'Member + Spouse');
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  await screen.findByText(/Route:/);
}

describe('the member home', () => {
  it("greets the member by name, asks for a tier ('Please choose a tier') and saves another tier before the plans", async () => {
    getClientState().update({ ...initialClientKeys, tempId, tier: 'IO' });
    const calls = stubApi({ 'get-enrollment-temp-info': { body: filterInfo }, 'get-member-info': { body: memberInfo }, 'change-filter-info': { body: changed } });
    const { router } = renderPage(<MemberHomePage />, '/member-home');
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Elena Marquez' })).toBeTruthy();
    expect(calls.find((c) => c.url.pathname.endsWith('/get-member-info'))?.url.searchParams.get('user_id')).toBe('5');

    await chooseMemberSpouse(user);
    expect(router.state.location.pathname).toBe('/plans');
    const change = calls.find((c) => c.url.pathname.includes('/change-filter-info/'));
    expect(JSON.parse(String(change?.init?.body))).toEqual({ tier: 'IS' });
    expect(getClientState().tier).toBe('IS');
  });

  it('goes to the plans without a change when the member keeps the tier', async () => {
    getClientState().update({ ...initialClientKeys, tempId, tier: 'IO' });
    const calls = stubApi({ 'get-enrollment-temp-info': { body: filterInfo }, 'get-member-info': { body: memberInfo } });
    const { router } = renderPage(<MemberHomePage />, '/member-home');
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Choose Tier'), 'Member Only');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText(/Route:/);
    expect(router.state.location.pathname).toBe('/plans');
    expect(calls.some((c) => c.url.pathname.includes('/change-filter-info/'))).toBe(false);
  });

  it("says to open the store link when this browser holds no member's enrollment", async () => {
    getClientState().update({ ...initialClientKeys });
    stubApi({});
    renderPage(<MemberHomePage />, '/member-home');
    expect(await screen.findByText(HOMES_MESSAGES.memberNoStore)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome' })).toBeTruthy();
  });

  it('says so too when the server does not tell this browser the name', async () => {
    getClientState().update({ ...initialClientKeys, tempId });
    stubApi({ 'get-enrollment-temp-info': { body: filterInfo } });
    renderPage(<MemberHomePage />, '/member-home');
    expect(await screen.findByText(HOMES_MESSAGES.memberNoStore)).toBeTruthy();
  });

  it('asks a member whose enrollment is gone but whose store link is kept for a tier, opens a new member enrollment with it, then the plans', async () => {
    getClientState().update({ ...returningMember });
    const calls = stubApi({ 'add-filter-for-member': { body: opened }, 'get-enrollment-temp-info': { body: filterInfo }, 'get-member-info': { body: memberInfo } });
    const { router } = renderPage(<MemberHomePage />, '/member-home');
    const user = userEvent.setup();
    expect(screen.getByText(HOMES_MESSAGES.memberLead)).toBeTruthy();
    expect(screen.queryByText(HOMES_MESSAGES.memberNoStore)).toBeNull();

    await chooseMemberSpouse(user);
    expect(router.state.location.pathname).toBe('/plans');
    const call = calls.find((c) => c.url.pathname.endsWith('/add-filter-for-member'));
    expect(JSON.parse(String(call?.init?.body))).toEqual({ user_id: 'token.x', tier: 'IS', open_type: 'user' });
    expect(getClientState()).toMatchObject({ tempId: newTempId, tier: 'IS', enroll_type: 'existing-member', open_type: 'user', memberLink: 'token.x' });
  });

  it('asks for the tier too when the enrollment this browser held is no longer on the server', async () => {
    getClientState().update({ ...returningMember, tempId });
    stubApi({ 'add-filter-for-member': { body: opened } });
    renderPage(<MemberHomePage />, '/member-home');
    expect(await screen.findByLabelText('Choose Tier')).toBeTruthy();
    expect(screen.queryByText(HOMES_MESSAGES.memberNoStore)).toBeNull();
  });

  it('says to open the store link once the kept link has expired', async () => {
    getClientState().update({ ...returningMember });
    stubApi({});
    renderPage(<MemberHomePage />, '/member-home');
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Choose Tier'), 'Member Only');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(HOMES_MESSAGES.memberNoStore)).toBeTruthy();
    expect(screen.queryByLabelText('Choose Tier')).toBeNull();
    expect(getClientState()).toMatchObject({ tempId: null, memberLink: null });
  });
});
