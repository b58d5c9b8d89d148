import { TempEnrollmentAnswerSchema, type NewUserFilter } from '@benefit-store/domain';
import { api } from '../../../lib/api-client';

export interface TempEnrollmentResult {
  temp_enrollment_id: string;
}

/** POST add-filter-for-new-user: creates the temporary enrollment from the landing filter. */
export function addFilterForNewUser(body: NewUserFilter): Promise<TempEnrollmentResult> {
  return api.post('add-filter-for-new-user', TempEnrollmentAnswerSchema, body);
}
