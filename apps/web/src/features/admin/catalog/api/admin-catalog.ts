import { useMutation, useQuery } from '@tanstack/react-query';
import {
  AdminCategoryCountsSchema,
  AdminPlanDetailSchema,
  AdminPlanPageSchema,
  CatalogExportSchema,
  ImportReportSchema,
  type CatalogFile,
} from '@benefit-store/domain';
import { api, type QueryParams } from '../../../../lib/api-client';

/** The console's catalog calls (GET/POST /api/v1/admin/catalog/…): each passes the domain's answer schema. */
export const CATALOG_QUERY_ROOT = ['admin', 'catalog'] as const;

/** GET admin/catalog/plans: one page of plans (category, search, sort and page from the table's address). */
export function getAdminPlans(query: QueryParams, signal?: AbortSignal) {
  return api.get('admin/catalog/plans', AdminPlanPageSchema, query, signal);
}

/** GET admin/catalog/categories: every category with its plan count, for the category choice. */
export function useAdminCategories() {
  return useQuery({
    queryKey: [...CATALOG_QUERY_ROOT, 'categories'],
    queryFn: ({ signal }) => api.get('admin/catalog/categories', AdminCategoryCountsSchema, undefined, signal),
    staleTime: 0,
  });
}

/** GET admin/catalog/plans/:slug: one plan with its texts, rules, fees, facts and rates. */
export function useAdminPlan(slug: string) {
  return useQuery({
    queryKey: [...CATALOG_QUERY_ROOT, 'plan', slug],
    queryFn: ({ signal }) => api.get(`admin/catalog/plans/${encodeURIComponent(slug)}`, AdminPlanDetailSchema, undefined, signal),
    staleTime: 0,
  });
}

/** POST admin/catalog/import: a dry run or the import itself; answers the report either way. */
export function importCatalog(dryRun: boolean, files: CatalogFile[]) {
  return api.post('admin/catalog/import', ImportReportSchema, { dry_run: dryRun, files });
}

/** GET admin/catalog/export: the current catalog as files. */
export function useExportCatalog() {
  return useMutation({ mutationFn: () => api.get('admin/catalog/export', CatalogExportSchema) });
}
