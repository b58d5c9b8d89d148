import { ContactValiditySchema, type ContactValidity } from '@benefit-store/domain';
import { api } from '../../../../lib/api-client';

/** GET validate-phone-numverify?phone: whether the number is a real US number nobody else uses ('Phone already exists'). */
export function validatePhoneNumverify(phone: string, enrollmentId: string | null): Promise<ContactValidity> {
  return api.get('validate-phone-numverify', ContactValiditySchema, { phone, enrollment_id: enrollmentId });
}
