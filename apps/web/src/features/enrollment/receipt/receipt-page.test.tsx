import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { COMPLETION_MESSAGES } from '@benefit-store/domain';
import { getClientState, setKeys } from '../../../lib/client-state';
import { createQueryClient } from '../../../lib/query-client';
import { stubApi } from '../../../test/render';
import { Component as ReceiptPage } from './receipt-page';

const ENROLLMENT_ID = 'AbCdEfGhIjKlMnOpQrStUv';
const RECEIPT = { status: 'success', data: { policy_id: 'BS-2026-7KQ2M9XD', name: 'Ana Lopez', callInvoice: false, rep_copy: true } };

function open() {
  const router = createMemoryRouter(
    [
      { path: '/enrollment/receipt', element: <ReceiptPage /> },
      { path: '/agent-home', element: <p>Agent home</p> },
      { path: '/', element: <p>Storefront</p> },
    ],
    { initialEntries: ['/enrollment/receipt/'] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(() => {
  sessionStorage.clear();
  setKeys({ tempId: ENROLLMENT_ID, cartCount: 2, referral: null, open_type: null, eprocess: null });
});

describe('the receipt page', () => {
  it('greets the person, shows the confirmation number, says where the receipt went and offers the PDF', async () => {
    stubApi({ 'get-receipt': { body: RECEIPT } });
    open();
    await screen.findByRole('heading', { level: 1, name: 'Thank you, Ana Lopez!' });
    expect(screen.getByText('BS-2026-7KQ2M9XD')).toBeTruthy();
    expect(screen.getByText(COMPLETION_MESSAGES.receiptSent)).toBeTruthy();
    const pdf = screen.getByRole('link', { name: 'Download a PDF copy' });
    expect(pdf.getAttribute('href')).toBe(`/api/v1/get-receipt-pdf?enrollment_id=${ENROLLMENT_ID}`);
    // The confirmation page of the same enrollment, by its number (issue 27 item 6).
    expect(screen.getByRole('link', { name: COMPLETION_MESSAGES.viewConfirmation }).getAttribute('href')).toBe('/confirmation?policy_id=BS-2026-7KQ2M9XD');
  });

  it('says the receipt went to the person only when the enrollment has no rep to send a copy to', async () => {
    stubApi({ 'get-receipt': { body: { ...RECEIPT, data: { ...RECEIPT.data, rep_copy: false } } } });
    open();
    await screen.findByText('BS-2026-7KQ2M9XD');
    expect(screen.getByText(COMPLETION_MESSAGES.receiptSentToYou)).toBeTruthy();
    expect(screen.queryByText(/benefits representative/)).toBeNull();
  });

  it('forgets the stored enrollment once the receipt has answered, and keeps showing it', async () => {
    stubApi({ 'get-receipt': { body: RECEIPT } });
    open();
    await screen.findByText('BS-2026-7KQ2M9XD');
    await waitFor(() => expect(getClientState().tempId).toBeNull());
    expect(getClientState().cartCount).toBe(0);
    expect(screen.getByRole('link', { name: 'Download a PDF copy' }).getAttribute('href')).toContain(ENROLLMENT_ID);
  });

  it('shows the receipt again when the person reloads the page after the stored enrollment was forgotten', async () => {
    stubApi({ 'get-receipt': { body: RECEIPT } });
    open();
    await screen.findByText('BS-2026-7KQ2M9XD');
    await waitFor(() => expect(getClientState().tempId).toBeNull());
    // A reload: the page starts again, with no stored enrollment id in the client state.
    cleanup();
    open();
    await screen.findByText('BS-2026-7KQ2M9XD');
    expect(screen.queryByText(COMPLETION_MESSAGES.receiptFailed)).toBeNull();
    expect(screen.getByRole('link', { name: 'Download a PDF copy' }).getAttribute('href')).toContain(ENROLLMENT_ID);
  });

  it('opened in another tab (nothing kept there), says where the confirmation number is instead of a Try again that cannot work', async () => {
    setKeys({ tempId: null });
    const calls = stubApi({ 'get-receipt': { body: RECEIPT } });
    open();
    await screen.findByText(COMPLETION_MESSAGES.receiptNotShown);
    expect(screen.queryByText(COMPLETION_MESSAGES.receiptFailed)).toBeNull();
    expect(screen.queryByRole('button', { name: /retry|try again/i })).toBeNull();
    expect(screen.getByRole('link', { name: COMPLETION_MESSAGES.returnHome })).toBeTruthy();
    expect(calls.filter((c) => c.url.pathname.endsWith('/get-receipt'))).toHaveLength(0);
  });

  it('says the same, without Try again, when this browser no longer holds the enrollment (404)', async () => {
    stubApi({ 'get-receipt': { status: 404, body: { status: 'error', message: 'Not found', errorCode: 'notFound' } } });
    open();
    await screen.findByText(COMPLETION_MESSAGES.receiptNotShown);
    expect(screen.queryByRole('button', { name: /retry|try again/i })).toBeNull();
  });

  it('shows a visible failure with Try again, and keeps the stored enrollment until the receipt loads', async () => {
    let fail = true;
    stubApi({ 'get-receipt': () => (fail ? { status: 500, body: { status: 'error', message: 'Server error', errorCode: 'serverError' } } : { body: RECEIPT }) });
    open();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(COMPLETION_MESSAGES.receiptFailed);
    expect(screen.getByRole('heading', { level: 1, name: COMPLETION_MESSAGES.receiptTitle })).toBeTruthy();
    expect(getClientState().tempId).toBe(ENROLLMENT_ID);
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: /retry|try again/i }));
    await screen.findByText('BS-2026-7KQ2M9XD');
  });

  it("returns to the rep's home for a rep's enrollment", async () => {
    setKeys({ eprocess: 'rep' });
    stubApi({ 'get-receipt': { body: RECEIPT } });
    const router = open();
    await screen.findByText('BS-2026-7KQ2M9XD');
    await userEvent.setup().click(screen.getByRole('link', { name: COMPLETION_MESSAGES.returnHome }));
    expect(router.state.location.pathname).toBe('/agent-home');
  });
});
