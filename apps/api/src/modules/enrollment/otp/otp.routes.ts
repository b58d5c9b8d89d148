import { ENROLLMENT_MESSAGES, ERROR_CODES, ok, SendOtpResultSchema, SendOtpSchema, VerifyOtpResultSchema, VerifyOtpSchema } from '@benefit-store/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LIMIT_PURPOSE, type LimitPurpose } from '../../limits/index.js';
import { isSmsAvailable } from '../../mail/index.js';
import { successSchema } from '../../shared/envelope-schema.js';
import { otpCodeKey } from './otp-hash.js';
import { sendOtp, verifyOtp, type OtpSettings } from './otp.service.js';

const tags = ['enrollment'];
/** send-otp's refusals within the resend wait (and the limits'): the envelope with the text to show. */
const WaitResponse = z.object({ status: z.literal('error'), message: z.string(), errorCode: z.string() });

/**
 * send-otp and verify-otp on the benefit base (spec 001 sections 2, 7, 9; registered under BENEFIT_API_PREFIX).
 * The code is never logged: it exists only in the outbox message and, hashed, in otp_codes.
 */
const otpRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings: OtpSettings = {
    key: otpCodeKey(app.linkKey),
    smsAvailable: isSmsAvailable(app.config),
    consumeLimit: (purpose: LimitPurpose, subject: string) => app.limiter.consume(purpose, subject),
  };

  app.post(
    '/send-otp',
    {
      config: { limit: LIMIT_PURPOSE.otpSend },
      schema: {
        tags,
        summary: 'Sends a six-digit code to the e-mail or phone being verified (resend after 120 s)',
        body: SendOtpSchema,
        response: { 200: successSchema(SendOtpResultSchema), 429: WaitResponse },
      },
    },
    async (request, reply) => {
      const outcome = await sendOtp(await request.context(), request.body, settings);
      if (outcome.kind === 'wait') {
        // Not the generic 429 text: the modal shows how long to wait (spec 001 section 8).
        return reply
          .status(429)
          .header('retry-after', String(outcome.seconds))
          .send({ status: 'error' as const, message: ENROLLMENT_MESSAGES.otpResendWait({ seconds: outcome.seconds }), errorCode: ERROR_CODES.tooManyRequests });
      }
      return ok(outcome.result, outcome.message);
    },
  );

  app.post(
    '/verify-otp',
    {
      // A wrong code (nothing else: not an enrollment this browser does not hold, not an expired code) counts against
      // the enrollment it was tried for and this visitor; past the limit only verify-otp is refused to them (each code
      // also allows only OTP_MAX_TRIES wrong ones).
      config: {
        guess: {
          purpose: LIMIT_PURPOSE.otpGuess,
          subjectOf: (request) => `enrollment:${(request.body as { enrollment_id: string }).enrollment_id}`,
        },
      },
      schema: {
        tags,
        summary: 'Checks a code; the right one in time marks the contact verified for the enrollment',
        body: VerifyOtpSchema,
        response: { 200: successSchema(VerifyOtpResultSchema) },
      },
    },
    async (request) => ok(await verifyOtp(await request.context(), request.body, settings), ENROLLMENT_MESSAGES.otpVerified),
  );
};

export default otpRoutes;
