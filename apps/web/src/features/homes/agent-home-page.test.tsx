import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HOMES_MESSAGES, MESSAGES, POPUP_MESSAGES } from '@benefit-store/domain';
import { getClientState, initialClientKeys } from '../../lib/client-state';
import { renderPage, stubApi } from '../../test/render';
import { AgentHomePage } from './agent-home-page';

const signedInRep = { status: 'success', data: { role: 'agent', display_name: 'Jordan Lee', agent_id: 4, group_id: null } };
const repInfo = { status: 'success', data: { agent_id: 4, display_name: 'Jordan Lee', display_email: 'jordan.lee@example.com', display_phone: '5125550142' } };
const platforms = {
  status: 'success',
  data: [
    { platform_group_id: 1, platform_name: 'Premier Benefits Portal', platform_code: 'PREMIER' },
    { platform_group_id: 2, platform_name: 'Worksite Benefits Portal', platform_code: 'WORKSITE' },
  ],
};
const groups = { status: 'success', data: [{ gid: 7, gname: 'Acme Fabrication Co.', platform_group_id: 2 }, { gid: 8, gname: 'Lakeside Community Clinics', platform_group_id: 1 }] };

function renderHome() {
  stubApi({ 'get-signed-in-user': { body: signedInRep }, 'get-agent-info-enroll': { body: repInfo }, 'get-enrollment-platforms': { body: platforms }, 'get-agent-groups': { body: groups } });
  return renderPage(<AgentHomePage />, '/agent-home');
}

describe('the rep home', () => {
  it("welcomes the signed-in rep by name and sends Current Member to the rep's members table", async () => {
    getClientState().update({ ...initialClientKeys });
    renderHome();
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Jordan Lee' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Current Member' }).getAttribute('href')).toBe('/agent-select-member');
  });

  it("starts a group's new member enrollment: portal, then group, with each message next to its field", async () => {
    getClientState().update({ ...initialClientKeys, tempId: 'abcdefghijklmnopqrstuv', referral: 'old-referral' });
    const { router } = renderHome();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: HOMES_MESSAGES.newMember }));
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    expect((await screen.findByText(MESSAGES.choosePlatform)).id).toBe('home-portal-error');
    await user.selectOptions(screen.getByLabelText(POPUP_MESSAGES.choosePortal), 'Worksite Benefits Portal');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    expect((await screen.findByText(MESSAGES.chooseEnrollForNewMember)).id).toBe('home-enroll-kind-error');
    await user.click(screen.getByLabelText(HOMES_MESSAGES.enrollGroupMember));
    const group = await screen.findByLabelText(POPUP_MESSAGES.chooseRepGroup);
    // Only the rep's groups on the chosen portal.
    expect(screen.queryByRole('option', { name: 'Lakeside Community Clinics' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect((await screen.findByText(MESSAGES.chooseGroup)).id).toBe('home-group-error');
    await user.selectOptions(group, 'Acme Fabrication Co.');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await screen.findByText(/Route:/);
    expect(router.state.location.pathname).toBe('/home');
    expect(getClientState()).toMatchObject({
      agent_id: 4,
      group_id: 7,
      portal_id: 2,
      gname: 'Acme Fabrication Co.',
      eprocess: 'rep',
      open_type: 'agent',
      enroll_type: 'new-group-member',
      referral: null,
      tempId: null,
    });
  });

  it('starts a new member enrollment without a group, and Back returns to the choices', async () => {
    getClientState().update({ ...initialClientKeys, group_id: 9 });
    const { router } = renderHome();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: HOMES_MESSAGES.newMember }));
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    await user.click(await screen.findByRole('button', { name: HOMES_MESSAGES.newMember }));
    await user.selectOptions(await screen.findByLabelText(POPUP_MESSAGES.choosePortal), 'Premier Benefits Portal');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await user.click(await screen.findByLabelText(POPUP_MESSAGES.startNewMember));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText(/Route:/);
    expect(router.state.location.pathname).toBe('/home');
    expect(getClientState()).toMatchObject({ agent_id: 4, group_id: null, portal_id: 1, enroll_type: 'new-member', eprocess: 'rep', open_type: 'agent' });
  });
});
