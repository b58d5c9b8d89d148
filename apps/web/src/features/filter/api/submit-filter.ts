import { dropEmpty, ENROLL_TYPE, ENROLLMENT_TYPE, needsChildren, needsSpouse, type LandingFilter, type NewUserFilter } from '@benefit-store/domain';
import { isApiError } from '../../../lib/api-error';
import { forgetEnrollment, getClientState } from '../../../lib/client-state';
import { startEnrollment } from '../../../lib/client-transitions';
import { addFilterForNewUser } from './add-filter-for-new-user';
import { noteCartChange } from '../../cart';
import { changeFilterInfo } from './change-filter-info';
import { storeTempDependentInfo } from './store-temp-dependent-info';

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

/** The filter itself: updates the stored temporary enrollment, or creates one (see submitFilter). */
async function saveFilter(filter: Omit<LandingFilter, 'dep_dob' | 'no_of_children'>): Promise<string> {
  const { tempId } = getClientState();
  if (tempId) {
    try {
      noteCartChange(await changeFilterInfo(tempId, dropEmpty(filter)));
      return tempId;
    } catch (error) {
      if (!(isApiError(error) && error.isNotFound)) throw error;
      forgetEnrollment();
    }
  }
  const { temp_enrollment_id } = await addFilterForNewUser({ ...storedContext(), ...filter } as NewUserFilter);
  return temp_enrollment_id;
}

/**
 * Landing submit: update the stored temporary enrollment, or create one when there is none (a stored id that
 * answers 404, expired or made in another browser, is forgotten and a new enrollment is created); then the
 * dependents a spouse or children tier prices on, checked by the server against the tier just saved.
 */
export async function submitFilter(values: LandingFilter): Promise<string> {
  const { dep_dob, no_of_children, ...filter } = values;
  const id = await saveFilter(filter);
  if (needsSpouse(values.tier) || needsChildren(values.tier)) {
    await storeTempDependentInfo({
      enrollment_id: id,
      ...(needsSpouse(values.tier) && dep_dob ? { dep_dob } : {}),
      ...(needsChildren(values.tier) && no_of_children !== undefined ? { no_of_children } : {}),
    });
  }
  startEnrollment(id, values.tier);
  return id;
}
