import type { ChangeFilter } from '@benefit-store/domain';
import { api } from '../../../lib/api-client';
import type { TempEnrollmentResult } from './add-filter-for-new-user';

/** PUT change-filter-info/{tempId}: updates the filter with the non-empty fields only. */
export function changeFilterInfo(tempId: string, body: Partial<ChangeFilter>): Promise<TempEnrollmentResult> {
  return api.put<TempEnrollmentResult>(`change-filter-info/${encodeURIComponent(tempId)}`, body);
}
