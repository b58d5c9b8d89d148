import { ChangeFilterAnswerSchema, type ChangeFilter, type ChangeFilterAnswer } from '@benefit-store/domain';
import { api } from '../../../lib/api-client';

/** PUT change-filter-info/{tempId}: updates the filter with the non-empty fields only; says what it did to the cart. */
export function changeFilterInfo(tempId: string, body: Partial<ChangeFilter>): Promise<ChangeFilterAnswer> {
  return api.put(`change-filter-info/${encodeURIComponent(tempId)}`, ChangeFilterAnswerSchema, body);
}
