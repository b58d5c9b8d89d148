import { useId } from 'react';
import { Link } from 'react-router';
import {
  ADMIN_PLAN_SORT_KEYS,
  categoryLabel,
  CONSOLE_CATALOG_MESSAGES as M,
  formatMoney,
  isPlanCategory,
  type AdminPlanRow,
  type AdminPlanSortKey,
} from '@benefit-store/domain';
import { AdminPage } from '../shell/admin-page';
import { DataTable, toRequestQuery, useTableUrlState, type DataColumn, type PageFetcher } from '../shell/data-table';
import { getAdminPlans, useAdminCategories } from './api/admin-catalog';
import styles from './catalog.module.css';

type Filter = 'category';

const priceRange = (row: AdminPlanRow) => {
  if (row.min_price_cents === null || row.max_price_cents === null) return <span className={styles.muted}>{M.noRates}</span>;
  if (row.min_price_cents === row.max_price_cents) return formatMoney(row.min_price_cents);
  return M.priceRange({ min: formatMoney(row.min_price_cents), max: formatMoney(row.max_price_cents) });
};

const COLUMNS: DataColumn<AdminPlanRow, AdminPlanSortKey>[] = [
  { key: 'name', label: M.columnPlan, sort: 'name', rowHeader: true, render: (row) => <Link to={`/admin/catalog/${row.slug}`}>{row.name}</Link> },
  { key: 'category', label: M.categoryFilterLabel, sort: 'category', render: (row) => categoryLabel(row.category) },
  { key: 'carrier', label: M.columnCarrier, sort: 'carrier', render: (row) => row.carrier_name },
  { key: 'rates', label: M.ratesTitle, sort: 'rate_count', nowrap: true, render: (row) => String(row.rate_count) },
  { key: 'price', label: M.columnPriceRange, sort: 'min_price', nowrap: true, render: priceRange },
  { key: 'featured', label: M.featuredPlan, nowrap: true, render: (row) => (row.featured ? M.featuredPlan : <span className={styles.muted}>{M.notFeatured}</span>) },
  { key: 'order', label: M.columnOrder, sort: 'sort_order', nowrap: true, render: (row) => String(row.sort_order) },
];

const fetchPlans: PageFetcher<AdminPlanRow, AdminPlanSortKey, Filter> = (query, signal) => getAdminPlans(toRequestQuery(query), signal);

/** The category choice: every category with its plan count, kept in the address (?category=dental). */
function CategoryChoice({ value, onChange }: { value: string; onChange: (category: string) => void }) {
  const id = useId();
  const categories = useAdminCategories();
  const total = categories.data?.reduce((sum, c) => sum + c.plan_count, 0);
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{M.categoryFilterLabel}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)} aria-busy={categories.isPending || undefined}>
        <option value="">{total === undefined ? M.allCategories : M.categoryWithCount({ label: M.allCategories, n: total })}</option>
        {(categories.data ?? []).map((c) => (
          <option key={c.category} value={c.category}>
            {M.categoryWithCount({ label: categoryLabel(c.category), n: c.plan_count })}
          </option>
        ))}
        {/* A category from the address before the counts arrive stays chosen. */}
        {!categories.data && isPlanCategory(value) && <option value={value}>{categoryLabel(value)}</option>}
      </select>
    </div>
  );
}

/** /admin/catalog: the plans by category, searched, sorted and paged on the server, each linking to its page. */
export default function CatalogPage() {
  const state = useTableUrlState<AdminPlanSortKey, Filter>({ sortKeys: ADMIN_PLAN_SORT_KEYS, filterKeys: ['category'] });
  const category = state.query.filters.category ?? '';
  return (
    <AdminPage title={M.plansTitle} lead={M.plansLead} actions={<Link to="/admin/catalog/import">{M.importTitle}</Link>}>
      <div className={styles.toolbar}>
        <CategoryChoice value={category} onChange={(next) => state.setFilters({ category: next })} />
      </div>
      <DataTable
        id="catalog-plans"
        caption={M.plansCaption}
        columns={COLUMNS}
        rowKey={(row) => row.id}
        fetcher={fetchPlans}
        state={state}
        search={{ label: M.searchPlansLabel }}
        emptyText={M.noPlansYet}
        noMatchText={state.query.q ? M.noPlansMatch : M.noPlansInCategory}
      />
    </AdminPage>
  );
}
