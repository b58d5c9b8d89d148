import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QuoteDetail } from '@benefit-store/domain';
import { renderPage, stubApi } from '../../../test/render';
import { QuoteAnswerPanel } from './quote-answer-panel';

const ENROLLMENT = 'abcdefghijklmnopqrstuv';
const QUOTE: QuoteDetail = {
  quote_id: 'q1',
  quote_name: 'Casey Client',
  status: 'sent',
  created_at: '2026-03-10T12:00:00.000Z',
  answered_at: null,
  message: null,
  plans: [],
  initial_month_cost: '40.00',
  recurring_month_cost: '30.00',
  premier_in_cart: false,
  agent: null,
  effective_date: '04/15/2026',
  effective_dates: ['04/01/2026', '04/15/2026', '05/01/2026'],
};

const declined = { body: { status: 'success', data: { result: { quote_status: 'declined', answered_at: '2026-03-10T12:00:00.000Z', effective_date: null } } } };

describe('the quote view’s answer panel', () => {
  it('preselects the effective date the quote was sent with', () => {
    stubApi({});
    renderPage(<QuoteAnswerPanel quote={QUOTE} enrollmentId={ENROLLMENT} />);
    expect(screen.getByLabelText<HTMLSelectElement>('Effective Date').value).toBe('04/15/2026');
  });

  it('asks before declining; keeping the quote sends nothing and puts focus back on Decline', async () => {
    const calls = stubApi({ 'update-quoteseen-status': declined });
    const user = userEvent.setup();
    renderPage(<QuoteAnswerPanel quote={QUOTE} enrollmentId={ENROLLMENT} />);
    const decline = screen.getByRole('button', { name: 'Decline' });
    await user.click(decline);
    const dialog = await screen.findByRole('dialog', { name: 'Decline this quote?' });
    expect(within(dialog).getByText('You will not be able to accept this quote afterwards, and we will stop sending you reminder e-mails about it.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Keep the quote' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toHaveLength(0);
    await waitFor(() => expect(document.activeElement).toBe(decline));
  });

  it('declines once confirmed and opens the decline page', async () => {
    const calls = stubApi({ 'update-quoteseen-status': declined });
    const user = userEvent.setup();
    const { router } = renderPage(<QuoteAnswerPanel quote={QUOTE} enrollmentId={ENROLLMENT} />);
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, decline' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/decline-reminder-email'));
    expect(JSON.parse(String(calls[0]!.init!.body))).toEqual({ enrollment_id: ENROLLMENT, quote_status: 0 });
  });
});
