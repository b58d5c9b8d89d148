import { dropEmpty, ENROLL_TYPE, ENROLLMENT_TYPE, type FilterForm, type NewUserFilter } from '@benefit-store/domain';
import { isApiError } from '../../../lib/api-error';
import { forgetEnrollment, getClientState } from '../../../lib/client-state';
import { startEnrollment } from '../../../lib/client-transitions';
import { addFilterForNewUser } from './add-filter-for-new-user';
import { changeFilterInfo } from './change-filter-info';

/** The store's context sent with a new filter: only the keys that are set. */
function storedContext(): Partial<NewUserFilter> {
  const s = getClientState();
  return dropEmpty({
    eprocess: s.eprocess ?? undefined,
    open_type: s.open_type ?? undefined,
    agent_id: s.agent_id ?? undefined,
    group_id: s.group_id ?? undefined,
    platform_group_id: s.portal_id ?? undefined,
    referral: s.referral ?? undefined,
    type: s.enroll_type === ENROLL_TYPE.newGroupMember ? ENROLLMENT_TYPE.newGroupMember : undefined,
  });
}

/**
 * Landing submit: update the stored temporary enrollment, or create one when there is none. A stored id that
 * answers 404 (expired, or made in another browser) is forgotten and a new enrollment is created.
 */
export async function submitFilter(values: FilterForm): Promise<string> {
  const { tempId } = getClientState();
  if (tempId) {
    try {
      await changeFilterInfo(tempId, dropEmpty(values));
      startEnrollment(tempId, values.tier);
      return tempId;
    } catch (error) {
      if (!(isApiError(error) && error.isNotFound)) throw error;
      forgetEnrollment();
    }
  }
  const { temp_enrollment_id } = await addFilterForNewUser({ ...storedContext(), ...values } as NewUserFilter);
  startEnrollment(temp_enrollment_id, values.tier);
  return temp_enrollment_id;
}
