import { SaveAgreementInfoAnswerSchema, type AgreementInfoAnswer } from '@benefit-store/domain';
import { api } from '../../../../lib/api-client';

/** POST save-agreement-info: the ticks, the verification fields, the signature (a PNG data URL or a typed name). */
export async function saveAgreementInfo(enrollmentId: string, body: Record<string, unknown>): Promise<AgreementInfoAnswer> {
  const { result } = await api.post('save-agreement-info', SaveAgreementInfoAnswerSchema, { enrollment_id: enrollmentId, ...body });
  return result;
}
