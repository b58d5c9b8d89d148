import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FOOTER_WEB_MESSAGES, REP_ACCESS_MESSAGES } from '@benefit-store/domain';
import { getClientState, isRepAuthenticated, REP_AUTHENTICATED_STORAGE_KEY } from '../../../lib/client-state';
import { defaultInfoAnswer } from '../../../test/answers';
import { renderPage, stubApi } from '../../../test/render';
import { AccessMenu } from './access-menu';

const defaultInfo = (links: Record<string, string>) => ({
  'get-default-info': { body: { status: 'success', data: defaultInfoAnswer({ links }) } },
});

describe("the access pages' menu", () => {
  it("opens the site's registration pages in new tabs and the dashboards in the store", async () => {
    stubApi(defaultInfo({ group_registration: 'https://groups.example.com/apply', rep_registration: 'https://agents.example.com/register' }));
    renderPage(<AccessMenu />, '/access-page');
    const group = await screen.findByRole('link', { name: new RegExp(REP_ACCESS_MESSAGES.groupApplication) });
    expect(group.getAttribute('href')).toBe('https://groups.example.com/apply');
    expect(group.getAttribute('target')).toBe('_blank');
    expect(group.textContent).toContain(FOOTER_WEB_MESSAGES.opensInNewTab);
    expect(screen.getByRole('link', { name: new RegExp(REP_ACCESS_MESSAGES.repRegistration) }).getAttribute('href')).toBe('https://agents.example.com/register');
    expect(screen.getByRole('link', { name: REP_ACCESS_MESSAGES.repDashboard }).getAttribute('href')).toBe('/agent-home');
    expect(screen.getByRole('link', { name: REP_ACCESS_MESSAGES.memberDashboard }).getAttribute('href')).toBe('/member-home');
  });

  it('leaves out a registration link the site does not have', async () => {
    stubApi(defaultInfo({}));
    renderPage(<AccessMenu />, '/access-page');
    await screen.findByRole('button', { name: REP_ACCESS_MESSAGES.notMySite });
    expect(screen.queryByRole('link', { name: new RegExp(REP_ACCESS_MESSAGES.groupApplication) })).toBeNull();
  });

  it('EMPLOYEE ENROLLMENT opens the group code popup', async () => {
    stubApi(defaultInfo({}));
    renderPage(<AccessMenu />, '/access-page');
    await userEvent.click(screen.getByRole('button', { name: REP_ACCESS_MESSAGES.employeeEnrollment }));
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });

  it('NOT MY SITE clears every stored value and the rep flag, and goes to the access page', async () => {
    stubApi(defaultInfo({}));
    localStorage.setItem(REP_AUTHENTICATED_STORAGE_KEY, 'true');
    getClientState().update({ agent_id: 3, tempId: 'AAAAAAAAAAAAAAAAAAAAAA', cartCount: 2 });
    const { router } = renderPage(<AccessMenu />, '/landing-page');
    await userEvent.click(screen.getByRole('button', { name: REP_ACCESS_MESSAGES.notMySite }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/access-page'));
    expect(isRepAuthenticated()).toBe(false);
    expect(getClientState()).toMatchObject({ agent_id: null, tempId: null, cartCount: 0 });
  });
});
