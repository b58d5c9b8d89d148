import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { getClientState, initialClientKeys } from '../../lib/client-state';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createQueryClient } from '../../lib/query-client';
import { stubApi } from '../../test/render';
import { MemberStoreRoute } from './member-store';

const opened = { status: 'success', data: { temp_enrollment_id: 'abcdefghijklmnopqrstuv', portal_id: 2 } };

describe('the member store link', () => {
  it("opens the member's store with the link's tier and goes to the plans", async () => {
    getClientState().update({ ...initialClientKeys });
    const calls = stubApi({ 'add-filter-for-member': { body: opened } });
    const { router } = renderPageAt('/member-benefit-store/token.x/IS');
    await screen.findByText(/Route:/);
    expect(router.state.location.pathname).toBe('/plans');
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual({ user_id: 'token.x', tier: 'IS', open_type: 'user' });
    expect(getClientState()).toMatchObject({ tempId: 'abcdefghijklmnopqrstuv', tier: 'IS', open_type: 'user', enroll_type: 'existing-member', memberLink: 'token.x' });
  });

  it('opens the store with the default tier and goes to the member home when the tier segment is no tier', async () => {
    getClientState().update({ ...initialClientKeys });
    const calls = stubApi({ 'add-filter-for-member': { body: opened } });
    const { router } = renderPageAt('/member-benefit-store/token.x/XX');
    await screen.findByText(/Route:/);
    expect(router.state.location.pathname).toBe('/member-home');
    expect(JSON.parse(String(calls[0]?.init?.body))).toMatchObject({ tier: 'IO' });
  });

  it('goes to the not-found page for a bad link', async () => {
    getClientState().update({ ...initialClientKeys });
    stubApi({});
    const { router } = renderPageAt('/member-benefit-store/token.x/IO');
    await screen.findByText(/Route:/);
    expect(router.state.location.pathname).toBe('/404');
  });
});

/** The route at its own pattern, entered at `url`; other paths render their name. */
function renderPageAt(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/member-benefit-store/:id/:tier', element: <MemberStoreRoute /> },
      { path: '*', element: <p>Route: {'other'}</p> },
    ],
    { initialEntries: [url] },
  );
  const queryClient = createQueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router };
}
