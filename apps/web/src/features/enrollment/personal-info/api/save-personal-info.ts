import { SavePersonalInfoAnswerSchema, type PersonalInfo, type PersonalInfoAnswer } from '@benefit-store/domain';
import { api } from '../../../../lib/api-client';

/**
 * POST save-personal-info: the enrollment id plus the step's fields, empty and null values left out (spec 001
 * section 7). A masked SSN (***-**-1234) sent back unchanged keeps the number on file. The answer is the saved
 * value with the SSN masked again.
 */
export async function savePersonalInfo(enrollmentId: string, values: PersonalInfo): Promise<PersonalInfoAnswer> {
  const body = Object.fromEntries(Object.entries({ enrollment_id: enrollmentId, ...values }).filter(([, v]) => v !== undefined && v !== null && v !== ''));
  const { result } = await api.post('save-personal-info', SavePersonalInfoAnswerSchema, body);
  return result;
}
