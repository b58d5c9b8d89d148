import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MESSAGES, REP_ACCESS_MESSAGES, type ValidAgent } from '@benefit-store/domain';
import { createQueryClient } from '../../lib/query-client';
import { getClientState, isRepAuthenticated, REP_AUTHENTICATED_STORAGE_KEY } from '../../lib/client-state';
import { renderPage, stubApi } from '../../test/render';
import { AccessNextPage } from './access-next-page';
import { AccessPage } from './access-page';
import { ConfigErrorPage } from './config-error-page';

const jordan: ValidAgent = { name: 'Jordan Lee', agent_code: 'JLEE2024', email: 'jordan.lee@example.com', phone: '5125550142', landing_page: 'jordan-lee' };
const codeField = () => screen.getByLabelText(REP_ACCESS_MESSAGES.codeLabel);
const agentCalls = (calls: { url: URL }[]) => calls.filter((c) => c.url.pathname.endsWith('/validate-agent'));
const submit = () => userEvent.click(screen.getByRole('button', { name: REP_ACCESS_MESSAGES.submit }));

describe('the access page (step 1)', () => {
  it("says 'Field is required' or the format under the field without asking the server", async () => {
    const calls = stubApi({ 'validate-agent': { body: { status: 'success', data: jordan } } });
    renderPage(<AccessPage />, '/access-page');
    expect(codeField().getAttribute('placeholder')).toBe('ABCD1234');
    await submit();
    expect(await screen.findByText(MESSAGES.fieldRequired)).toBeTruthy();
    await userEvent.type(codeField(), '1234ABCD');
    await submit();
    expect(await screen.findByText(REP_ACCESS_MESSAGES.codeFormat)).toBeTruthy();
    expect(codeField().getAttribute('aria-invalid')).toBe('true');
    expect(agentCalls(calls)).toHaveLength(0);
  });

  it("shows the server's message under the field for a code that names nobody", async () => {
    stubApi({
      'validate-agent': {
        status: 422,
        body: { status: 'error', message: 'Validation failed', data: [{ target_element: 'agent_code', error_message: REP_ACCESS_MESSAGES.unknownCode }] },
      },
    });
    renderPage(<AccessPage />, '/access-page');
    await userEvent.type(codeField(), 'ZZZZ9999');
    await submit();
    expect(await screen.findByText(REP_ACCESS_MESSAGES.unknownCode)).toBeTruthy();
  });

  it('goes to step 2 with a valid code, sent upper-cased', async () => {
    const calls = stubApi({ 'validate-agent': { body: { status: 'success', data: jordan } } });
    const { router } = renderPage(<AccessPage />, '/access-page');
    await userEvent.type(codeField(), 'jlee2024');
    await submit();
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/access-page'));
    expect(agentCalls(calls)[0]!.url.searchParams.get('agent_code')).toBe('JLEE2024');
    expect(router.state.location.state).toEqual({ rep: jordan });
  });
});

function renderStep2(state: unknown) {
  const router = createMemoryRouter(
    [
      { path: '/access-pagenext', element: <AccessNextPage /> },
      { path: '*', element: <p>{'other'}</p> },
    ],
    { initialEntries: [{ pathname: '/access-pagenext', state }] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('the confirmation card (step 2)', () => {
  it("shows the rep's name, code, e-mail and phone; Confirm sets the flag and opens the rep's landing page", async () => {
    stubApi({});
    localStorage.removeItem(REP_AUTHENTICATED_STORAGE_KEY);
    const router = renderStep2({ rep: jordan });
    for (const text of ['Jordan Lee', 'JLEE2024', 'jordan.lee@example.com', '(512) 555-0142']) expect(screen.getByText(text)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: REP_ACCESS_MESSAGES.confirm }));
    expect(router.state.location.pathname).toBe('/jordan-lee');
    expect(isRepAuthenticated()).toBe(true);
  });

  it('goes to the config-error page when the rep has no landing page, and Cancel goes back to the code', async () => {
    stubApi({});
    let router = renderStep2({ rep: { ...jordan, landing_page: null } });
    await userEvent.click(screen.getByRole('button', { name: REP_ACCESS_MESSAGES.confirm }));
    expect(router.state.location.pathname).toBe('/landing-config-error/agent/JLEE2024');
    document.body.innerHTML = '';
    router = renderStep2({ rep: jordan });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe('/access-page');
  });

  it('sends a visitor who did not come from step 1 back to it', async () => {
    stubApi({});
    const router = renderStep2(null);
    await waitFor(() => expect(router.state.location.pathname).toBe('/access-page'));
  });
});

describe('the config-error page', () => {
  it("says the landing url is not configured; back clears every stored value and opens the access page", async () => {
    stubApi({});
    localStorage.setItem(REP_AUTHENTICATED_STORAGE_KEY, 'true');
    getClientState().update({ agent_id: 3, tempId: 'AAAAAAAAAAAAAAAAAAAAAA' });
    const { router } = renderPage(<ConfigErrorPage />, '/landing-config-error/:enrollType/:redirectionUrl');
    expect(screen.getByText(MESSAGES.landingNotConfigured)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: REP_ACCESS_MESSAGES.backToAccess }));
    expect(router.state.location.pathname).toBe('/access-page');
    expect(isRepAuthenticated()).toBe(false);
    expect(getClientState()).toMatchObject({ agent_id: null, tempId: null });
  });
});
