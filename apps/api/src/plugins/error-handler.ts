import { ERROR_CODES, MESSAGES, fail, issuesToFieldErrors, type ErrorEnvelope } from '@benefit-store/domain';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isAppError, type AppError } from '../modules/shared/app-error.js';

const APP_ERROR_STATUS: Record<AppError['kind'], number> = { notFound: 404, invalid: 422, conflict: 409, notAllowed: 403, tooLarge: 413 };

/** Fastify's own body-reading failures, each answered with a fixed text (never the library's wording). */
const TRANSPORT_ERRORS: Record<string, { status: number; message: string; errorCode: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: MESSAGES.malformedBody, errorCode: ERROR_CODES.malformedBody },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: MESSAGES.malformedBody, errorCode: ERROR_CODES.malformedBody },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: MESSAGES.requestTooLarge, errorCode: 'requestTooLarge' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: MESSAGES.unsupportedMediaType, errorCode: 'unsupportedMediaType' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: MESSAGES.badRequest, errorCode: 'badRequest' },
};

interface Answer {
  status: number;
  body: ErrorEnvelope;
}

/** Schema failures name the field as the client's form does: `zip`, not `body.zip` or `/zip`. */
function validationAnswer(error: FastifyError): Answer {
  const issues = (error.validation ?? []).map((v) => ({
    path: (v.instancePath ?? '').split('/').filter((part) => part !== ''),
    message: v.message ?? MESSAGES.invalidValue,
  }));
  return { status: 422, body: fail(MESSAGES.validationFailed, ERROR_CODES.validation, issuesToFieldErrors(issues)) };
}

function answerFor(error: FastifyError): Answer | null {
  if (error.validation) return validationAnswer(error);
  if (isAppError(error)) {
    const status = APP_ERROR_STATUS[error.kind];
    const code = error.errorCode ?? (error.kind === 'invalid' ? ERROR_CODES.validation : error.kind);
    return { status, body: fail(error.message, code, error.fields.length > 0 ? error.fields : undefined) };
  }
  const transport = error.code ? TRANSPORT_ERRORS[error.code] : undefined;
  if (transport) return { status: transport.status, body: fail(transport.message, transport.errorCode) };
  const status = error.statusCode ?? 500;
  if (status === 429) return { status, body: fail(MESSAGES.tooManyRequests, ERROR_CODES.tooManyRequests) };
  if (status >= 400 && status < 500) return { status, body: fail(MESSAGES.badRequest, 'badRequest') };
  return null;
}

export function notFoundEnvelope(): ErrorEnvelope {
  return fail(MESSAGES.notFound, ERROR_CODES.notFound);
}

/** The one place where thrown errors become answers; server details never leave the process. */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      const answer = answerFor(error);
      if (answer) {
        if (answer.status >= 500) request.log.error({ err: error }, 'request failed');
        return reply.status(answer.status).send(answer.body);
      }
      request.log.error({ err: error }, 'unexpected error');
      return reply.status(500).send(fail(MESSAGES.serverError, ERROR_CODES.serverError));
    });
  },
  { name: 'error-handler' },
);
