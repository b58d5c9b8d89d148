import { useQuery } from '@tanstack/react-query';
import { PlanCategoriesSchema, type Category } from '@benefit-store/domain';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET get-plan-category: every category with its label, description and icon, in menu order. */
export function getPlanCategory(signal?: AbortSignal): Promise<Category[]> {
  return api.get('get-plan-category', PlanCategoriesSchema, undefined, signal);
}

export function usePlanCategories() {
  return useQuery({ queryKey: queryKeys.categories, queryFn: ({ signal }) => getPlanCategory(signal), staleTime: 5 * 60_000 });
}
