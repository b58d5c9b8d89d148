import { ContactValiditySchema, type ContactValidity } from '@benefit-store/domain';
import { api } from '../../../../lib/api-client';

/** POST validate-member-email: whether the e-mail is usable here ('Email Already Exists.' when someone else's). */
export function validateMemberEmail(email: string, enrollmentId: string | null): Promise<ContactValidity> {
  return api.post('validate-member-email', ContactValiditySchema, { email, ...(enrollmentId ? { enrollment_id: enrollmentId } : {}) });
}
