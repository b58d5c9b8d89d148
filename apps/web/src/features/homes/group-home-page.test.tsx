import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HOMES_MESSAGES, MESSAGES, POPUP_MESSAGES } from '@benefit-store/domain';
import { getClientState, initialClientKeys } from '../../lib/client-state';
import { renderPage, stubApi } from '../../test/render';
import { GroupHomePage } from './group-home-page';

const signedInAdmin = { status: 'success', data: { role: 'group_admin', display_name: 'Priya Shah', agent_id: 4, group_id: 7 } };
const groupInfo = { status: 'success', data: { group_id: 7, gname: 'Acme Fabrication Co.', display_name: 'Acme Fabrication Employee Benefits', agent_id: 4, platform_group_id: 2 } };
const platforms = {
  status: 'success',
  data: [
    { platform_group_id: 1, platform_name: 'Premier Benefits Portal', platform_code: 'PREMIER' },
    { platform_group_id: 2, platform_name: 'Worksite Benefits Portal', platform_code: 'WORKSITE' },
  ],
};

describe('the group home', () => {
  it("welcomes the administrator with the group's name; New Member offers the group's portal and moves the stored enrollment to it", async () => {
    getClientState().update({ ...initialClientKeys, tempId: 'abcdefghijklmnopqrstuv' });
    const calls = stubApi({
      'get-signed-in-user': { body: signedInAdmin },
      'get-group-info-enroll': { body: groupInfo },
      'get-enrollment-platforms': { body: platforms },
      'update-filter-portal': { body: { status: 'success', data: { temp_enrollment_id: 'abcdefghijklmnopqrstuv', group_id: 7, agent_id: 4, platform_group_id: 2 } } },
    });
    const { router } = renderPage(<GroupHomePage />, '/group-home');
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Acme Fabrication Co.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Current Member' }).getAttribute('href')).toBe('/group-select-member');

    await user.click(screen.getByRole('button', { name: HOMES_MESSAGES.newMember }));
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(MESSAGES.choosePlatform)).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'Premier Benefits Portal' })).toBeNull();
    await user.selectOptions(screen.getByLabelText(POPUP_MESSAGES.choosePortal), 'Worksite Benefits Portal');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await screen.findByText(/Route:/);
    expect(router.state.location.pathname).toBe('/home');
    const update = calls.find((c) => c.url.pathname.endsWith('/update-filter-portal'));
    expect(JSON.parse(String(update?.init?.body))).toEqual({ enrollment_id: 'abcdefghijklmnopqrstuv', group_id: 7, platform_group_id: 2 });
    expect(getClientState()).toMatchObject({ group_id: 7, agent_id: 4, portal_id: 2, eprocess: 'group', open_type: 'group', enroll_type: 'new-group-member', tempId: 'abcdefghijklmnopqrstuv' });
  });

  it('forgets a stored enrollment the server no longer lets this browser change', async () => {
    getClientState().update({ ...initialClientKeys, tempId: 'abcdefghijklmnopqrstuv' });
    stubApi({
      'get-signed-in-user': { body: signedInAdmin },
      'get-group-info-enroll': { body: groupInfo },
      'get-enrollment-platforms': { body: platforms },
      'update-filter-portal': { status: 404, body: { status: 'error', message: 'Not found', errorCode: 'notFound' } },
    });
    renderPage(<GroupHomePage />, '/group-home');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: HOMES_MESSAGES.newMember }));
    await user.selectOptions(await screen.findByLabelText(POPUP_MESSAGES.choosePortal), 'Worksite Benefits Portal');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText(/Route:/);
    expect(getClientState()).toMatchObject({ tempId: null, group_id: 7, portal_id: 2 });
  });
});
