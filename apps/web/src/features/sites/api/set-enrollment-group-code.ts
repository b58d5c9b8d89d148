import { EnrollmentGroupSchema, type SetEnrollmentGroupCode } from '@benefit-store/domain';
import { api } from '../../../lib/api-client';

/** POST set-enrollment-group-code: the enrollment joins the group the employee's code names. */
export const setEnrollmentGroupCode = (body: SetEnrollmentGroupCode) => api.post('set-enrollment-group-code', EnrollmentGroupSchema, body);
