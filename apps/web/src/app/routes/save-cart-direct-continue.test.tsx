import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { getClientState } from '../../lib/client-state';
import { createQueryClient } from '../../lib/query-client';
import { stubApi } from '../../test/render';
import { DirectContinueRoute, SaveCartDirectContinueRoute } from './save-cart-direct-continue';

const ENROLLMENT_ID = 'AbCdEfGhIjKlMnOpQrStUv';
const b64 = (text: string) => btoa(text).replace(/=+$/, '');

function open(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/save-cart-direct-continue/:id/:tab', element: <SaveCartDirectContinueRoute /> },
      ...['direct-continue', 'group-census-direct-continue', 'pqs-direct-continue'].map((p) => ({ path: `/${p}/:id/:tab`, element: <DirectContinueRoute /> })),
      { path: '*', element: <p>Other page</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const answer = (saved_tab: string) => ({
  body: {
    status: 'success',
    data: {
      result: {
        enrollment_id: ENROLLMENT_ID,
        saved_tab,
        others: { group_id: 5, platform_group_id: 2, agent_id: 9, open_type: 'group', eprocess: 'group', effective_date: '09/01/2026', type: 'new-user', tier: 'IF' },
      },
    },
  },
});

describe('the direct-continue links', () => {
  it.each(['direct-continue', 'group-census-direct-continue', 'pqs-direct-continue'])(
    '/%s/{id}/{tab} clears what the browser held, stores the enrollment and opens the saved tab',
    async (kind) => {
      const calls = stubApi({ 'direct-continue': answer('contact_info') });
      getClientState().update({ tempId: 'ZZZZZZZZZZZZZZZZZZZZZZ', referral: 'old', cartCount: 3 });
      const router = open(`/${kind}/link-token_123/${b64('contact_info')}`);
      await waitFor(() => expect(router.state.location.pathname).toBe('/enrollment/contact-info'));
      expect(calls[0]!.url.pathname).toBe('/api/v1/direct-continue/link-token_123');
      expect(getClientState()).toMatchObject({ tempId: ENROLLMENT_ID, group_id: 5, agent_id: 9, portal_id: 2, open_type: 'group', eprocess: 'group', referral: null, cartCount: 0, redirectionType: null });
    },
  );

  it('sends a tampered or expired link to /404', async () => {
    stubApi({ 'direct-continue': { status: 404, body: { status: 'error', message: 'Not found', errorCode: 'notFound' } } });
    const router = open(`/direct-continue/forged/${b64('primary_info')}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
  });

  it('sends a link whose saved tab the store does not know to /404, storing nothing', async () => {
    stubApi({ 'direct-continue': answer('someone_elses_tab') });
    const router = open(`/direct-continue/token/${b64('primary_info')}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
    expect(getClientState().tempId).toBeNull();
  });

  it('opens a quote link on /cart in the save-cart flow', async () => {
    stubApi({ 'direct-continue': answer('cart_info') });
    const router = open(`/save-cart-direct-continue/token/${b64('cart_info')}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    expect(getClientState()).toMatchObject({ tempId: ENROLLMENT_ID, redirectionType: 'save-cart', tier: 'IF', selectedTier: 'IF' });
  });

  it('refuses a quote link whose tab segment is not the cart without asking the server, saying the link is invalid or expired', async () => {
    const calls = stubApi({ 'direct-continue': answer('cart_info') });
    const router = open(`/save-cart-direct-continue/token/${b64('primary_info')}`);
    expect(await screen.findByRole('heading', { name: 'This quote link is invalid or has expired' })).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/save-cart-direct-continue/token/${b64('primary_info')}`);
    expect(calls).toHaveLength(0);
  });

  it('says a tampered or expired quote link is invalid or expired and how to get a new quote, not the bare not-found page', async () => {
    stubApi({ 'direct-continue': { status: 404, body: { status: 'error', message: 'Not found', errorCode: 'notFound' } } });
    const router = open(`/save-cart-direct-continue/forged/${b64('cart_info')}`);
    expect(await screen.findByRole('heading', { name: 'This quote link is invalid or has expired' })).toBeTruthy();
    expect(screen.getByText('Quote links work for 60 days after they are sent. Ask your representative to send you a new quote.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back to Homepage' })).toBeTruthy();
    expect(router.state.location.pathname).not.toBe('/404');
    expect(getClientState().tempId).toBeNull();
  });

  it('offers a retry when the server cannot be reached', async () => {
    stubApi({});
    const { fetch: stubbed } = globalThis;
    globalThis.fetch = (() => Promise.reject(new TypeError('offline'))) as typeof fetch;
    try {
      open(`/direct-continue/token/${b64('primary_info')}`);
      expect(await screen.findByRole('button', { name: 'Retry' })).toBeTruthy();
    } finally {
      globalThis.fetch = stubbed;
    }
  });
});
