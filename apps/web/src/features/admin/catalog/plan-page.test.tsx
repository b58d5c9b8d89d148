import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CONSOLE_CATALOG_MESSAGES as M, WEB_MESSAGES, type AdminPlanDetail } from '@benefit-store/domain';
import { renderPage, stubApi } from '../../../test/render';
import CatalogPlanPage from './plan-page';

const ok = (data: unknown) => ({ body: { status: 'success', data } });
const plan: AdminPlanDetail = {
  id: 3,
  slug: 'test-premier-ppo',
  name: 'Test Premier PPO',
  category: 'medical',
  plan_type: 'MM',
  carrier: { key: 'test-harbor', name: 'Test Harbor' },
  featured: true,
  sort_order: 1,
  texts: {
    short_text: 'In short.',
    body_text: 'In full.',
    network: 'Choice PPO',
    callout_text: null,
    callout_color: null,
    blue_bar_text: null,
    association_text: null,
    exclusions: { name: 'Exclusions', text: 'No cosmetic surgery.' },
    example: null,
    faq: null,
  },
  rules: { minAge: 18, maxAge: 64, tiers: ['IO', 'IS'], householdRates: { spouseBands: [{ minAge: 18, maxAge: 39, priceCents: 1250 }], perChildCents: 500 } },
  fees: { one_time_fee_cents: 2500, admin_fee_included: false, requires_membership: true },
  facts: { category: 'medical', deductible: 150_000, outOfPocketMax: 600_000, primaryCareCopay: 2500, specialistCopay: 5000, networkType: 'PPO' },
  rates: [
    { id: 1, tier: 'IO', age_min: 18, age_max: 49, gender: null, tobacco: null, state: null, price_cents: 30000 },
    { id: 2, tier: 'IS', age_min: 18, age_max: 49, gender: null, tobacco: null, state: null, price_cents: 60000 },
    { id: 3, tier: 'IO', age_min: 18, age_max: 49, gender: null, tobacco: 1, state: null, price_cents: 36000 },
    { id: 4, tier: 'IO', age_min: 50, age_max: 64, gender: 1, tobacco: null, state: 'NY', price_cents: 50000 },
  ],
};

const open = (answer: { status?: number; body: unknown }) => {
  stubApi({ 'admin/catalog/plans/test-premier-ppo': answer });
  renderPage([{ path: '/admin/catalog/:slug', element: <CatalogPlanPage /> }], '/admin/catalog/test-premier-ppo');
};

describe("a plan's console page", () => {
  it('reads its rules as sentences, its fees, and its rates as a grid of rating cells by tier', async () => {
    stubApi({ 'admin/catalog/plans/test-premier-ppo': ok(plan) });
    renderPage([{ path: '/admin/catalog/:slug', element: <CatalogPlanPage /> }], '/admin/catalog/test-premier-ppo');
    expect(await screen.findByRole('heading', { level: 1, name: 'Test Premier PPO' })).toBeTruthy();
    const rules = screen.getByRole('region', { name: M.rulesTitle });
    expect(within(rules).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Ages 18–64',
      'Tiers: Member Only, Member + Spouse',
      'Spouse Ages 18–39: $12.50 a month',
      'Each child: $5.00 a month',
    ]);
    const fees = screen.getByRole('region', { name: M.feesTitle });
    expect(fees.textContent).toContain(`${M.oneTimeFee}$25.00`);
    expect(fees.textContent).toContain(`${M.requiresMembership}Yes`);
    expect(screen.getByRole('region', { name: M.factsTitle }).textContent).toContain('$1,500.00');
    expect(screen.getByRole('region', { name: M.textsTitle }).textContent).toContain('No cosmetic surgery.');

    const grid = screen.getByRole('table', { name: M.ratesCaption({ n: 4 }) });
    expect(within(grid).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([M.columnAges, WEB_MESSAGES.gender, M.columnTobacco, M.columnState, 'Member Only', 'Member + Spouse']);
    const rows = within(grid).getAllByRole('row').slice(1).map((r) => r.textContent);
    expect(rows).toEqual([
      `Ages 18–49${M.anyValue}${M.anyValue}${M.anyValue}$300.00$600.00`,
      `Ages 18–49${M.anyValue}${M.tobaccoUser}${M.anyValue}$360.00${M.noPrice}`,
      `Ages 50–64Female${M.anyValue}NY$500.00${M.noPrice}`,
    ]);
  });

  it('says so when no plan has the address, and offers a Retry when the call fails', async () => {
    stubApi({ 'admin/catalog/plans/no-such-plan': { status: 404, body: { status: 'error', message: 'Not found', errorCode: 'notFound' } } });
    renderPage([{ path: '/admin/catalog/:slug', element: <CatalogPlanPage /> }], '/admin/catalog/no-such-plan');
    expect(await screen.findByRole('heading', { level: 1, name: M.planNotFound })).toBeTruthy();
    expect(screen.getByRole('link', { name: M.backToPlans })).toBeTruthy();
  });

  it('shows a Retry when the plan could not be loaded', async () => {
    open({ status: 500, body: { status: 'error', message: 'boom', errorCode: 'serverError' } });
    expect((await screen.findByRole('alert')).textContent).toContain(M.planError);
  });

  it('says when a plan has no rates and no rules', async () => {
    stubApi({ 'admin/catalog/plans/test-premier-ppo': ok({ ...plan, rules: {}, rates: [], facts: null }) });
    renderPage([{ path: '/admin/catalog/:slug', element: <CatalogPlanPage /> }], '/admin/catalog/test-premier-ppo');
    expect(await screen.findByText(M.noRatesYet)).toBeTruthy();
    expect(screen.getByText(M.noRules)).toBeTruthy();
    expect(screen.getByText(M.noFacts)).toBeTruthy();
  });
});
