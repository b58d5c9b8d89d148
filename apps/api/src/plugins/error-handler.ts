import {
  ERROR_CODES,
  MESSAGES,
  fail,
  issuesToFieldErrors,
  type ErrorCode,
  type ErrorEnvelope,
  API_MESSAGES,
} from '@benefit-store/domain';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isAppError, type AppError } from '../modules/shared/app-error.js';

const APP_ERROR_STATUS: Record<AppError['kind'], number> = { notFound: 404, invalid: 422, conflict: 409, notAllowed: 403, tooLarge: 413 };
const APP_ERROR_CODE: Record<AppError['kind'], ErrorCode> = {
  notFound: ERROR_CODES.notFound,
  invalid: ERROR_CODES.validation,
  conflict: ERROR_CODES.conflict,
  notAllowed: ERROR_CODES.notAllowed,
  tooLarge: ERROR_CODES.requestTooLarge,
};

/** Fastify's own body-reading failures, each answered with a fixed text (never the library's wording). */
const TRANSPORT_ERRORS: Record<string, { status: number; message: string; errorCode: ErrorCode }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: API_MESSAGES.malformedBody, errorCode: ERROR_CODES.malformedBody },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: API_MESSAGES.malformedBody, errorCode: ERROR_CODES.malformedBody },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: API_MESSAGES.requestTooLarge, errorCode: ERROR_CODES.requestTooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: API_MESSAGES.unsupportedMediaType, errorCode: ERROR_CODES.unsupportedMediaType },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: API_MESSAGES.badRequest, errorCode: ERROR_CODES.badRequest },
  // Refused by our JSON parser before parsing (plugins/json-body.ts).
  FST_ERR_CTP_BODY_TOO_DEEP: { status: 400, message: API_MESSAGES.bodyTooDeep, errorCode: ERROR_CODES.malformedBody },
  // Routing refusals, which reach us through the frameworkErrors option (frameworkErrorHandler below).
  FST_ERR_BAD_URL: { status: 400, message: API_MESSAGES.badRequest, errorCode: ERROR_CODES.badRequest },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, message: API_MESSAGES.requestTooLarge, errorCode: ERROR_CODES.requestTooLarge },
};

/**
 * PostgreSQL refusing a value: class 22 (data exception: a number out of range for its column, NUL in text, text
 * that is not a number) and 54000 (program limit exceeded: a value too large for an index). The field schemas
 * (packages/domain/src/shared/fields.ts) refuse all of these before any query; should one slip through, it is the
 * client's value that is wrong, so it is answered 400 rather than 500, and logged as an error naming the
 * schema to fix. Any other database failure stays a 500.
 */
const CLIENT_VALUE_SQLSTATE = /^(22[0-9A-Z]{3}|54000)$/;

function databaseRefusedValue(error: unknown): boolean {
  // Drizzle wraps the driver's error (pg and PGlite alike) as `cause`; both carry the SQLSTATE as `code`.
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current !== null && typeof current === 'object'; depth++) {
    const candidate = current as { code?: unknown; severity?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && typeof candidate.severity === 'string') return CLIENT_VALUE_SQLSTATE.test(candidate.code);
    current = candidate.cause;
  }
  return false;
}

/**
 * An overloaded database, answered 503 with Retry-After instead of 500 (issue 26): the client did nothing wrong and may
 * simply send it again. lock_timeout (55P03), statement_timeout or a cancel (57014), a serialization failure (40001) or
 * deadlock (40P01) that happened again on the retry (db/client.ts retries a transaction once), too many connections
 * (53300), a server starting or stopping (57P01-57P03) or a connection lost (class 08, below); and the pool's own wait
 * for a connection running out (node-postgres says so in words only, db/client.ts POOL_ACQUIRE_TIMEOUT_MS).
 */
const OVERLOAD_SQLSTATE = /^(55P03|57014|40001|40P01|53300|57P0[1-3]|08[0-9A-Z]{3})$/;
/**
 * The connection itself failing: the server ended it (57P01 admin shutdown, 57P02 crash, class 08 above), or the
 * network did (the socket's ECONNRESET, ECONNREFUSED...), which node-postgres reports in words or as the socket's
 * error code. Nothing the client sent caused it, and the pool opens a new connection for the next call: 503 too.
 */
const CONNECTION_ERROR_CODES = new Set(['ECONNRESET', 'ECONNREFUSED', 'ECONNABORTED', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
const POOL_TIMEOUT_TEXT =
  /^(timeout exceeded when trying to connect|Connection terminated due to connection timeout|Connection terminated unexpectedly|Connection terminated|Client was closed and is not queryable|Client has encountered a connection error and is not queryable)$/;
/** Seconds a client waits before sending an overloaded call again. */
export const OVERLOAD_RETRY_AFTER_SECONDS = 2;

function databaseOverloaded(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current !== null && typeof current === 'object'; depth++) {
    const candidate = current as { code?: unknown; severity?: unknown; message?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && typeof candidate.severity === 'string') return OVERLOAD_SQLSTATE.test(candidate.code);
    if (typeof candidate.code === 'string' && CONNECTION_ERROR_CODES.has(candidate.code)) return true;
    if (typeof candidate.message === 'string' && POOL_TIMEOUT_TEXT.test(candidate.message)) return true;
    current = candidate.cause;
  }
  return false;
}

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

/** The answer for a thrown error; null for an unexpected failure (a 500). Exported for the tests. */
export function answerForError(error: FastifyError): Answer | null {
  if (error.validation) return validationAnswer(error);
  if (databaseOverloaded(error)) return { status: 503, body: fail(API_MESSAGES.serviceBusy, ERROR_CODES.serviceUnavailable) };
  if (databaseRefusedValue(error)) return { status: 400, body: fail(API_MESSAGES.invalidInput, ERROR_CODES.invalidInput) };
  if (isAppError(error)) {
    const status = APP_ERROR_STATUS[error.kind];
    const code = error.errorCode ?? APP_ERROR_CODE[error.kind];
    return { status, body: fail(error.message, code, error.fields.length > 0 ? error.fields : undefined) };
  }
  const transport = error.code ? TRANSPORT_ERRORS[error.code] : undefined;
  if (transport) return { status: transport.status, body: fail(transport.message, transport.errorCode) };
  const status = error.statusCode ?? 500;
  if (status === 429) return { status, body: fail(MESSAGES.tooManyRequests, ERROR_CODES.tooManyRequests) };
  if (status >= 400 && status < 500) return { status, body: fail(API_MESSAGES.badRequest, ERROR_CODES.badRequest) };
  return null;
}

export function notFoundEnvelope(): ErrorEnvelope {
  return fail(MESSAGES.notFound, ERROR_CODES.notFound);
}

/**
 * Fastify's `frameworkErrors` option: refusals raised while routing (bad percent-encoding in the path, a path
 * parameter over maxParamLength), before any route or hook runs, answered with the same envelope as the rest.
 */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const answer = answerForError(error) ?? { status: 400, body: fail(API_MESSAGES.badRequest, ERROR_CODES.badRequest) };
  // No hook runs for these answers, so the API's no-store rule (security-headers.ts) is applied here.
  void reply.status(answer.status).header('cache-control', 'no-store').send(answer.body);
}

/** The one place where thrown errors become answers; server details never leave the process. */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      const answer = answerForError(error);
      if (answer) {
        if (answer.status === 503) {
          // Expected under overload, and told to the client: a warning, not an error to page anyone for.
          request.log.warn({ err: error }, 'overloaded: answered 503');
          void reply.header('retry-after', String(OVERLOAD_RETRY_AFTER_SECONDS));
        } else if (answer.status >= 500) request.log.error({ err: error }, 'request failed');
        if (answer.body.errorCode === ERROR_CODES.invalidInput) {
          request.log.error({ err: error }, 'the database refused a value: the field schema of this call must refuse it first');
        }
        // A limit refused by a service (modules/limits enforceLimit) says when to try again, as the hook's do.
        const retryAfter = (error as { retryAfterSeconds?: unknown }).retryAfterSeconds;
        if (answer.status === 429 && typeof retryAfter === 'number') void reply.header('retry-after', String(retryAfter));
        return reply.status(answer.status).send(answer.body);
      }
      request.log.error({ err: error }, 'unexpected error');
      return reply.status(500).send(fail(MESSAGES.serverError, ERROR_CODES.serverError));
    });
  },
  { name: 'error-handler' },
);
