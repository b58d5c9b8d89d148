import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MESSAGES, STORE_WEB_MESSAGES } from '@benefit-store/domain';
import { renderPage, stubApi } from '../../test/render';
import { PlanShareLink, PlanShareRoute } from './plan-share';

function open(path: string) {
  const routes = [
    { path: '/p/:hash', element: <PlanShareRoute /> },
    { path: '/plan/:id/:name', element: <p>{'Plan page'}</p> },
  ];
  return renderPage(routes, path).router;
}

describe("a plan's short link", () => {
  it('opens the plan page it names, in place of the short link', async () => {
    const calls = stubApi({ 'AbCdEf012345': { body: { status: 'success', data: { plan_id: 12, plan_name: 'Dental Plus', path: '/plan/12/Dental-Plus' } } } });
    const router = open('/p/AbCdEf012345');
    expect(screen.getByRole('status').textContent).toBe(STORE_WEB_MESSAGES.planShareOpening);
    await screen.findByText('Plan page');
    expect(router.state.location.pathname).toBe('/plan/12/Dental-Plus');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(calls[0]?.url.pathname).toBe('/api/v1/AbCdEf012345');
  });

  it('shows the not-found page for a hash that names no plan', async () => {
    stubApi({});
    open('/p/nothing-here');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(MESSAGES.pageNotFound);
    expect(screen.queryByText('Plan page')).toBeNull();
  });

  it('is shown on the plan page as a full address', () => {
    render(<PlanShareLink hash="AbCdEf012345" />);
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe('/p/AbCdEf012345');
    expect(link.textContent).toBe(`${window.location.origin}/p/AbCdEf012345`);
  });
});
