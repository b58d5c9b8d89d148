import { ContinueEnrollmentResponseSchema, type ContinueEnrollmentRequest, type ContinueEnrollmentResponse } from '@benefit-store/domain';
import { api } from '../../../../lib/api-client';

/**
 * POST continue-enrollment { code, email }: checks the e-mailed resume code and attaches its enrollment to this
 * browser's session. Field errors name `code` or `email`.
 */
export function continueEnrollment(body: ContinueEnrollmentRequest): Promise<ContinueEnrollmentResponse> {
  return api.post('continue-enrollment', ContinueEnrollmentResponseSchema, body);
}
