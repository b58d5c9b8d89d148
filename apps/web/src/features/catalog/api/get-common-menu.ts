import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CommonMenuEnvelopeSchema, type MenuItem } from '@benefit-store/domain';
import { requestEnvelope } from '../../../lib/api-client';
import { setCategoryOrder } from '../../../lib/client-state';
import { queryKeys } from '../../../lib/query-keys';
import type { SiteContext } from '../../../lib/site-context';

export interface CommonMenu {
  items: MenuItem[];
  categoryOrder: string[];
}

/** GET get-common-menu: the categories with plans on this site; the envelope carries category_order beside data. */
export async function getCommonMenu(params: SiteContext & { enrollment_id: string | null }, signal?: AbortSignal): Promise<CommonMenu> {
  const envelope = await requestEnvelope('get-common-menu', CommonMenuEnvelopeSchema, { query: { ...params }, signal });
  return { items: envelope.data, categoryOrder: envelope.category_order };
}

export const commonMenuKey = (context: SiteContext, enrollmentId: string | null) => [...queryKeys.menu, context, enrollmentId] as const;

export function useCommonMenu(context: SiteContext, enrollmentId: string | null) {
  const menu = useQuery({
    queryKey: commonMenuKey(context, enrollmentId),
    queryFn: ({ signal }) => getCommonMenu({ ...context, enrollment_id: enrollmentId }, signal),
    staleTime: 5 * 60_000,
    meta: { usesEnrollment: Boolean(enrollmentId) },
  });
  // The spec keeps the site's category order in client state; the query only fetches, the hook records it.
  const categoryOrder = menu.data?.categoryOrder;
  useEffect(() => {
    if (categoryOrder) setCategoryOrder(categoryOrder);
  }, [categoryOrder]);
  return menu;
}
