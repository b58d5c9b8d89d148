import { DynamicTabsAnswerSchema, type DynamicTab } from '@benefit-store/domain';
import { api } from '../../../lib/api-client';

/** GET get-dynamic-tabs: the wizard's tabs; the required ones, by order, become the stored nav_array. */
export async function getDynamicTabs(enrollmentId: string): Promise<DynamicTab[]> {
  const { result } = await api.get('get-dynamic-tabs', DynamicTabsAnswerSchema, { enrollment_id: enrollmentId });
  return result;
}

export const requiredTabNames = (tabs: readonly DynamicTab[]) =>
  [...tabs]
    .filter((t) => t.required)
    .sort((a, b) => a.order - b.order)
    .map((t) => t.tab_name);
