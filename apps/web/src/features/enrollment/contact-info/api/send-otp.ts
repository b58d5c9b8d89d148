import { BENEFIT_API_PREFIX, SendOtpResultSchema, successEnvelopeSchema, type OtpType, type SendOtpResult } from '@benefit-store/domain';
import { requestEnvelope } from '../../../../lib/api-client';

export interface SendOtpAnswer {
  /** The server's notice ('A 6-digit code was sent to your email address.'). */
  message: string | undefined;
  data: SendOtpResult;
}

/** POST send-otp (benefit base) { contact, enrollment_id, type }: mails or texts a new code. */
export async function sendOtp(body: { contact: string; enrollment_id: string; type: OtpType }): Promise<SendOtpAnswer> {
  const envelope = await requestEnvelope('send-otp', successEnvelopeSchema(SendOtpResultSchema), { method: 'POST', body, base: BENEFIT_API_PREFIX });
  return { message: envelope.message, data: envelope.data };
}
