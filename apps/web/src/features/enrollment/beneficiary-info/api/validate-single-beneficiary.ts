import { ValidBeneficiaryAnswerSchema, type Beneficiary } from '@benefit-store/domain';
import { api } from '../../../../lib/api-client';

/**
 * POST validate-single-beneficiary: the add or edit form's beneficiary, checked by the server with the save's rules
 * (errors come back under the form's fields). Blank values are left out.
 */
export async function validateSingleBeneficiary(enrollmentId: string, beneficiary: Beneficiary): Promise<void> {
  const body = Object.fromEntries(Object.entries({ enrollment_id: enrollmentId, ...beneficiary }).filter(([, v]) => v !== undefined && v !== null && v !== ''));
  await api.post('validate-single-beneficiary', ValidBeneficiaryAnswerSchema, body);
}
