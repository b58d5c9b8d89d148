import { ContactValiditySchema, type ContactValidity } from '@benefit-store/domain';
import { api } from '../../../../lib/api-client';

/** POST validate-email-neverbounce: whether the e-mail can receive mail (syntax, disposable domains). */
export function validateEmailNeverbounce(email: string, enrollmentId: string | null): Promise<ContactValidity> {
  return api.post('validate-email-neverbounce', ContactValiditySchema, { email, ...(enrollmentId ? { enrollment_id: enrollmentId } : {}) });
}
