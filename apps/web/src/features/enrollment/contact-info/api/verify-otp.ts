import { BENEFIT_API_PREFIX, VerifyOtpResultSchema, type OtpType, type VerifyOtpResult } from '@benefit-store/domain';
import { request } from '../../../../lib/api-client';

/** POST verify-otp (benefit base) { enrollment_id, contact, otp, type }: the answer names the contact now verified. */
export function verifyOtp(body: { enrollment_id: string; contact: string; otp: string; type: OtpType }): Promise<VerifyOtpResult> {
  return request('verify-otp', VerifyOtpResultSchema, { method: 'POST', body, base: BENEFIT_API_PREFIX });
}
