import { SaveBeneficiaryInfoAnswerSchema, type Beneficiary, type BeneficiaryInfoAnswer } from '@benefit-store/domain';
import { api } from '../../../../lib/api-client';

/**
 * POST save-beneficiary-info: the whole list (a masked SSN sent back with its beneficiary_id keeps the number on
 * file). The server refuses a list over the limits or not totalling 100 with one main message.
 */
export async function saveBeneficiaryInfo(enrollmentId: string, beneficiaries: Beneficiary[]): Promise<BeneficiaryInfoAnswer> {
  const { result } = await api.post('save-beneficiary-info', SaveBeneficiaryInfoAnswerSchema, { enrollment_id: enrollmentId, beneficiaries });
  return result;
}
