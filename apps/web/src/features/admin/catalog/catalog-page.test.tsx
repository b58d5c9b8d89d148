import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CONSOLE_CATALOG_MESSAGES as M, type AdminPlanRow } from '@benefit-store/domain';
import { renderPage, stubApi } from '../../../test/render';
import CatalogPage from './catalog-page';

const ok = (data: unknown) => ({ body: { status: 'success', data } });
const row = (n: number, overrides: Partial<AdminPlanRow> = {}): AdminPlanRow => ({
  id: n,
  slug: `plan-${n}`,
  name: `Plan ${n}`,
  category: 'dental',
  carrier_name: 'Test Pine',
  rate_count: 4,
  min_price_cents: 2500,
  max_price_cents: 7000,
  featured: false,
  sort_order: n,
  ...overrides,
});
const counts = ok([
  { category: 'medical', plan_count: 0 },
  { category: 'dental', plan_count: 2 },
]);

function plans(url: URL) {
  const all = [row(1), row(2, { featured: true, min_price_cents: null, max_price_cents: null, rate_count: 0 })];
  const category = url.searchParams.get('category');
  const items = category && category !== 'dental' ? [] : all;
  return ok({ items, total: items.length, page: 1, per_page: 25 });
}

describe("the console's plans table", () => {
  it('lists the plans with their price range and links to each plan, and filters by category in the address', async () => {
    const calls = stubApi({ 'admin/catalog/categories': counts, 'admin/catalog/plans': plans });
    const { router } = renderPage([{ path: '/admin/catalog', element: <CatalogPage /> }], '/admin/catalog');
    const table = await screen.findByRole('table', { name: M.plansCaption });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      `Plan 1${'Dental'}Test Pine4${M.priceRange({ min: '$25.00', max: '$70.00' })}${M.notFeatured}1`,
      `Plan 2${'Dental'}Test Pine0${M.noRates}${M.featuredPlan}2`,
    ]);
    expect(within(rows[0]!).getByRole('link', { name: 'Plan 1' }).getAttribute('href')).toBe('/admin/catalog/plan-1');

    const user = userEvent.setup();
    const select = screen.getByRole('combobox', { name: M.categoryFilterLabel });
    await waitFor(() => expect(within(select).getByRole('option', { name: M.categoryWithCount({ label: 'Dental', n: 2 }) })).toBeTruthy());
    await user.selectOptions(select, 'medical');
    await waitFor(() => expect(router.state.location.search).toBe('?category=medical'));
    expect(await screen.findByText(M.noPlansInCategory)).toBeTruthy();
    expect(calls.some((c) => c.url.pathname.endsWith('/admin/catalog/plans') && c.url.searchParams.get('category') === 'medical')).toBe(true);
  });

  it('says when the catalog has no plans at all', async () => {
    stubApi({ 'admin/catalog/categories': ok([]), 'admin/catalog/plans': ok({ items: [], total: 0, page: 1, per_page: 25 }) });
    renderPage([{ path: '/admin/catalog', element: <CatalogPage /> }], '/admin/catalog');
    expect(await screen.findByText(M.noPlansYet)).toBeTruthy();
    expect(screen.getByRole('link', { name: M.importTitle }).getAttribute('href')).toBe('/admin/catalog/import');
  });
});
