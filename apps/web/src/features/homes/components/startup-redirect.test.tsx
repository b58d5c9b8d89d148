import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { getClientState, initialClientKeys } from '../../../lib/client-state';
import { renderPage, stubApi } from '../../../test/render';
import { useStaffSession } from '../../access';
import { StartupRedirect } from './startup-redirect';

const signedIn = (role: string | null) => ({ 'get-signed-in-user': { body: { status: 'success', data: role ? { role, display_name: 'Jordan Lee', agent_id: 4, group_id: role === 'group_admin' ? 7 : null } : null } } });
const home = <p>{'the landing'}</p>;

/** Shows when the staff session has answered: the wrapper decides on the same answer, in the same render. */
function SessionAnswered() {
  const session = useStaffSession();
  return session.isPending ? null : <p>{'session answered'}</p>;
}

const page = (
  <>
    <StartupRedirect />
    <SessionAnswered />
    {home}
  </>
);

describe('the startup wrapper', () => {
  it("opens an existing member's home from the root page", async () => {
    getClientState().update({ ...initialClientKeys, open_type: 'user', eprocess: 'applicant', enroll_type: 'existing-member' });
    stubApi({});
    const { router } = renderPage(page, '/');
    await screen.findByText(/Route:/);
    expect(router.state.location.pathname).toBe('/member-home');
  });

  it('opens the cart for an open quote', async () => {
    getClientState().update({ ...initialClientKeys, redirectionType: 'save-cart' });
    stubApi({});
    const { router } = renderPage(page, '/');
    await screen.findByText(/Route:/);
    expect(router.state.location.pathname).toBe('/cart');
  });

  it("opens the rep home for the signed-in rep, and keeps the landing for a visitor who only holds a rep's keys", async () => {
    getClientState().update({ ...initialClientKeys, open_type: 'agent', eprocess: 'rep' });
    stubApi(signedIn('agent'));
    const first = renderPage(page, '/');
    await screen.findByText(/Route:/);
    expect(first.router.state.location.pathname).toBe('/agent-home');
    first.unmount();

    stubApi(signedIn(null));
    const second = renderPage(page, '/');
    // Nothing to see happen: wait until the session has answered (the wrapper's decision), then look.
    await screen.findByText('session answered');
    expect(second.router.state.location.pathname).toBe('/');
    expect(screen.getByText('the landing')).toBeTruthy();
  });

  it("keeps a rep's landing visitor and a referral visitor on the landing", async () => {
    getClientState().update({ ...initialClientKeys, open_type: 'agent', eprocess: 'applicant', enroll_type: 'new-member' });
    stubApi({});
    const { router } = renderPage(page, '/');
    // No role to wait for: the wrapper decides in its first render, and a redirect's navigation starts in that
    // render's effect, inside render(); waiting for the session's answer covers anything later.
    await screen.findByText('session answered');
    expect(router.state.location.pathname).toBe('/');
  });
});
