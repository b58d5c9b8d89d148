import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { COMPLETION_MESSAGES } from '@benefit-store/domain';
import { setKeys } from '../../../lib/client-state';
import { createQueryClient } from '../../../lib/query-client';
import { stubApi } from '../../../test/render';
import { Component as ConfirmationPage } from './confirmation-page';

const POLICY = 'BS-2026-7KQ2M9XD';
const CONFIRMATION = {
  status: 'success',
  data: {
    policy_id: POLICY,
    name: 'Ana Lopez',
    completed_at: '2026-11-23T12:00:00.000Z',
    effective_date: '2026-12-01',
    order: {
      plans: [{ plan_name: 'Bluepine Dental Basic', plan_category: 'dental', price: '32.50' }],
      membership: null,
      one_time_fees: [],
      initial_month_cost: '32.50',
      recurring_month_cost: '32.50',
    },
    rep_copy: true,
  },
};

function open(address: string) {
  const router = createMemoryRouter([{ path: '/confirmation', element: <ConfirmationPage /> }], { initialEntries: [address] });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

beforeEach(() => setKeys({ referral: null, open_type: null, eprocess: null }));

describe('the confirmation page', () => {
  it('shows the number, the status, the dates, the plans with their totals and what happens next', async () => {
    const calls = stubApi({ 'get-confirmation': { body: CONFIRMATION } });
    open(`/confirmation?policy_id=${POLICY.toLowerCase()}`);
    expect((await screen.findByTestId('confirmation-number')).textContent).toBe(POLICY);
    expect(calls[0]!.url.searchParams.get('policy_id')).toBe(POLICY);
    expect(screen.getByRole('heading', { level: 1, name: COMPLETION_MESSAGES.confirmationTitle })).toBeTruthy();
    expect(screen.getByText('Enrollment of Ana Lopez')).toBeTruthy();
    expect(screen.getByText('12/01/2026')).toBeTruthy();
    // The completed time is written as the coverage date is, with hours and minutes and no seconds.
    const completed = document.querySelector('time[datetime="2026-11-23T12:00:00.000Z"]')!;
    expect(completed.textContent).toMatch(/^11\/2[34]\/2026, \d{1,2}:\d{2}\s?[AP]M$/);
    expect(screen.getByText('Bluepine Dental Basic')).toBeTruthy();
    expect(screen.getByText(COMPLETION_MESSAGES.confirmationNextRep)).toBeTruthy();
    expect(screen.getByRole('button', { name: COMPLETION_MESSAGES.confirmationPrint })).toBeTruthy();
  });

  it('tells a browser that does not hold the enrollment nothing about it, with no Try again', async () => {
    stubApi({ 'get-confirmation': { status: 404, body: { status: 'error', message: 'Not found', errorCode: 'notFound' } } });
    open(`/confirmation?policy_id=${POLICY}`);
    await screen.findByText(COMPLETION_MESSAGES.confirmationNotShown);
    expect(screen.queryByText(/Ana Lopez/)).toBeNull();
    expect(screen.queryByRole('button', { name: /^(Retry|Try again)$/ })).toBeNull();
  });

  it('asks nothing of the server without a number', async () => {
    const calls = stubApi({ 'get-confirmation': { status: 503, body: { status: 'error', message: 'Unavailable', errorCode: 'unavailable' } } });
    open('/confirmation');
    await screen.findByText(COMPLETION_MESSAGES.confirmationNotShown);
    expect(calls).toHaveLength(0);
  });
});
