import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CONSOLE_PAYMENT_MESSAGES as M, type AdminPaymentCharge } from '@benefit-store/domain';
import { renderPage, stubApi } from '../../../test/render';
import { PaymentsSection } from './payments-section';

const POLICY = 'BS-2026-ABCD1234';
const ok = (data: unknown) => ({ body: { status: 'success', data } });
const paid: AdminPaymentCharge = {
  id: 7,
  kind: 'first_premium',
  status: 'succeeded',
  amount_cents: 4599,
  refunded_cents: 0,
  currency: 'usd',
  provider: 'local-test',
  card_brand: 'Visa',
  card_last4: '4242',
  decline_message: null,
  created_at: '2026-11-23T12:00:00.000Z',
  updated_at: '2026-11-23T12:00:00.000Z',
};
const declined: AdminPaymentCharge = { ...paid, id: 6, status: 'declined', card_last4: '0341', decline_message: 'Your card was declined.' };

describe('the Payments section of a completed enrollment', () => {
  it('lists each charge with its status and card, and offers Refund and Void only on the paid one', async () => {
    stubApi({ [`admin/enrollments/${POLICY}/payments`]: ok({ charges: [paid, declined], can_refund: true }) });
    renderPage(<PaymentsSection policy={POLICY} />);
    const table = await screen.findByRole('table', { name: M.paymentsCaption });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]!.textContent).toContain(M.statusSucceeded);
    expect(rows[1]!.textContent).toContain('Visa ending 4242');
    expect(within(rows[1]!).getByRole('button', { name: M.refundLabel({ amount: '$45.99' }) })).toBeTruthy();
    expect(within(rows[1]!).getByRole('button', { name: M.voidLabel({ amount: '$45.99' }) })).toBeTruthy();
    expect(rows[2]!.textContent).toContain('Your card was declined.');
    expect(within(rows[2]!).queryByRole('button')).toBeNull();
  });

  it('says when nothing was charged', async () => {
    stubApi({ [`admin/enrollments/${POLICY}/payments`]: ok({ charges: [], can_refund: true }) });
    renderPage(<PaymentsSection policy={POLICY} />);
    expect(await screen.findByText(M.noPayments)).toBeTruthy();
  });

  it('asks for a reason and an amount within what is left, then refunds and says so', async () => {
    const calls = stubApi({
      [`admin/enrollments/${POLICY}/payments/7/refund`]: ok({ ...paid, status: 'refunded', refunded_cents: 1000 }),
      [`admin/enrollments/${POLICY}/payments`]: ok({ charges: [paid], can_refund: true }),
    });
    renderPage(<PaymentsSection policy={POLICY} />);
    fireEvent.click(await screen.findByRole('button', { name: M.refundLabel({ amount: '$45.99' }) }));
    const dialog = await screen.findByRole('dialog', { name: M.refundTitle });
    const amount = within(dialog).getByLabelText(M.refundAmount);
    expect((amount as HTMLInputElement).value).toBe('45.99');
    fireEvent.change(amount, { target: { value: '46.00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: M.confirmRefund }));
    expect(await within(dialog).findByText(M.refundAmountInvalid)).toBeTruthy();
    expect(within(dialog).getByText(M.reasonRequired)).toBeTruthy();
    expect(calls.some((c) => c.init?.method === 'POST')).toBe(false);

    fireEvent.change(amount, { target: { value: '10' } });
    fireEvent.change(within(dialog).getByLabelText(M.reason), { target: { value: 'Asked by the member' } });
    fireEvent.click(within(dialog).getByRole('button', { name: M.confirmRefund }));
    expect(await screen.findByText(M.refunded({ amount: '$10.00' }))).toBeTruthy();
    const post = calls.find((c) => c.init?.method === 'POST')!;
    expect(JSON.parse(String(post.init!.body))).toEqual({ reason: 'Asked by the member', amount_cents: 1000 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says a void failed in its own words, and shows a pending charge without buttons', async () => {
    const pending: AdminPaymentCharge = { ...paid, id: 8, status: 'pending' };
    stubApi({
      [`admin/enrollments/${POLICY}/payments/7/void`]: { status: 500, body: { status: 'error', message: 'Internal Server Error' } },
      [`admin/enrollments/${POLICY}/payments`]: ok({ charges: [pending, paid], can_refund: true }),
    });
    renderPage(<PaymentsSection policy={POLICY} />);
    const table = await screen.findByRole('table', { name: M.paymentsCaption });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]!.textContent).toContain(M.statusPending);
    expect(within(rows[1]!).queryByRole('button')).toBeNull();
    fireEvent.click(within(rows[2]!).getByRole('button', { name: M.voidLabel({ amount: '$45.99' }) }));
    const dialog = await screen.findByRole('dialog', { name: M.voidTitle });
    fireEvent.change(within(dialog).getByLabelText(M.reason), { target: { value: 'Cancelled the same day' } });
    fireEvent.click(within(dialog).getByRole('button', { name: M.confirmVoid }));
    expect(await within(dialog).findByText(M.voidError)).toBeTruthy();
    expect(within(dialog).queryByText(M.actionError)).toBeNull();
  });

  it('shows a rep the charges without the buttons', async () => {
    stubApi({ [`admin/enrollments/${POLICY}/payments`]: ok({ charges: [paid], can_refund: false }) });
    renderPage(<PaymentsSection policy={POLICY} />);
    expect(await screen.findByText(M.readOnly)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Refund/ })).toBeNull();
  });
});
