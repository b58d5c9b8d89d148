import { EnrollerCodeAnswerSchema } from '@benefit-store/domain';
import { api } from '../../../../lib/api-client';

/**
 * POST save-enroller-code { enrollment_id, enrollerCode }: credits the enrollment to a rep's code. An unknown code
 * is a field error under `enrollerCode` (the server's name for it in this call).
 */
export async function saveEnrollerCode(enrollmentId: string, enrollerCode: string): Promise<string> {
  const { result } = await api.post('save-enroller-code', EnrollerCodeAnswerSchema, { enrollment_id: enrollmentId, enrollerCode });
  return result.enroller_code;
}
