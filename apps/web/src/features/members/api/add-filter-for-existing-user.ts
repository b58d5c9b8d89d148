import { ExistingUserFilterResultSchema, type ExistingUserFilterInput, type ExistingUserFilterResult } from '@benefit-store/domain';
import { api } from '../../../lib/api-client';

/** POST add-filter-for-existing-user: a new enrollment for one of the signed-in rep's or group's members. */
export function addFilterForExistingUser(body: ExistingUserFilterInput): Promise<ExistingUserFilterResult> {
  return api.post('add-filter-for-existing-user', ExistingUserFilterResultSchema, body);
}
