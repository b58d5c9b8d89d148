import { DependentInfoSchema, type DependentInfo } from '@benefit-store/domain';
import { api } from '../../../lib/api-client';

export interface StoreDependentInput {
  enrollment_id: string;
  plan_id?: number;
  dep_dob?: string;
  no_of_children?: number;
}

/** POST store-temp-dependent-info: the spouse's date of birth (IS, IF) and number of children (IC, IF). */
export function storeTempDependentInfo(body: StoreDependentInput): Promise<DependentInfo> {
  return api.post('store-temp-dependent-info', DependentInfoSchema, body);
}
