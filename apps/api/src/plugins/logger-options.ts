import type { FastifyBaseLogger, FastifyRequest, FastifyServerOptions } from 'fastify';
import pino from 'pino';
import type { AppConfig } from '../config.js';
import { scrubText } from '../modules/shared/scrub-text.js';

/**
 * Fields that must never reach a log line, at whatever depth they appear in a logged object: secrets, personal data
 * and bearer values (a link token or a resume code opens someone's enrollment).
 */
const SECRET_KEYS = [
  'ssn',
  'card',
  'card_number',
  'cvv',
  'security_code',
  'account',
  'account_number',
  'routing',
  'routing_number',
  'password',
  'otp',
  'code',
  'token',
  'email',
  'recipient',
  'phone',
  'dob',
  'recipient_name',
  'first_name',
  'last_name',
  'address',
  'location',
  'params',
  'parameters',
  'query',
  'html',
  'text',
];
const MAX_DEPTH = 4;

function redactPaths(): string[] {
  const paths = ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]', 'headers.cookie', 'headers.authorization'];
  for (const key of SECRET_KEYS) {
    // fast-redact wildcards match one level each, so every depth is listed: ssn, *.ssn, *.*.ssn, ...
    for (let depth = 0; depth <= MAX_DEPTH; depth++) paths.push([...Array<string>(depth).fill('*'), key].join('.'));
  }
  return paths;
}

/**
 * The request as logged: the route's pattern (/api/v1/quote/:id, never the token in its place) and the NAMES of the
 * query parameters, never their values (a quote preview carries a name, an e-mail and a message; a lead a location).
 */
export function serializeRequest(request: FastifyRequest): Record<string, unknown> {
  // Something else logged under `req` (not a request): none of it is logged, its headers least of all.
  if (typeof request?.url !== 'string' || typeof request.method !== 'string') return { route: '[not a request]' };
  const search = request.url.indexOf('?');
  const queryNames = search < 0 ? [] : [...new Set(new URLSearchParams(request.url.slice(search + 1)).keys())];
  return {
    method: request.method,
    route: request.routeOptions?.url ?? '[unmatched]',
    ...(queryNames.length > 0 ? { query_names: queryNames } : {}),
    remoteAddress: request.ip,
  };
}

/** Where log lines go when not stdout (tests capture them). */
export interface LogStream {
  write(line: string): void;
}

/** pino's standard error shape, own enumerable fields included, so scrubbing sees what would be printed. */
function plainError(err: Error): Record<string, unknown> {
  const out: Record<string, unknown> = { ...(err as unknown as Record<string, unknown>), type: err.name, message: err.message, stack: err.stack };
  if (err.cause instanceof Error) out.cause = plainError(err.cause);
  return out;
}

/** Keys of a database error (pg, PGlite, Drizzle) that carry the values of the statement. */
const VALUE_KEYS = ['query', 'params', 'parameters', 'detail', 'where', 'internalQuery'];

/**
 * Errors as logged: pino's standard shape without the statement and its parameters (a failed insert of a quote
 * carries the whole e-mail with its signed link), at every level of `cause`.
 */
export function serializeError(err: unknown): unknown {
  if (!(err instanceof Error)) return err;
  const out = plainError(err);
  const scrub = (value: Record<string, unknown>, depth: number) => {
    for (const key of VALUE_KEYS) if (key in value) delete value[key];
    if (typeof value.message === 'string') value.message = scrubText(value.message);
    if (typeof value.stack === 'string') value.stack = scrubText(value.stack);
    if (depth < MAX_DEPTH && value.cause && typeof value.cause === 'object') scrub(value.cause as Record<string, unknown>, depth + 1);
  };
  scrub(out, 0);
  return out;
}

/** pino's own serialized bindings of a logger (`,"key":value` for each), which every line it writes carries. */
const BINDINGS = pino.symbols.chindingsSym;

/**
 * Each request's logger, with its request id added to the child's serialized bindings as it is: pino runs every
 * binding through the redaction (its paths start with a wildcard, so the whole redactor runs), which on every request
 * cost a tenth of a call answered from memory. The id is Fastify's own (`req-1`, …), never a visitor's value or a
 * secret, so it needs no redaction; every other binding goes through pino as before.
 */
export function requestLoggerFactory(logger: FastifyBaseLogger, bindings: Record<string, unknown>, options: object): FastifyBaseLogger {
  const { reqId, ...rest } = bindings;
  const child = logger.child(rest, options) as FastifyBaseLogger & { [BINDINGS]: string };
  if (reqId !== undefined) child[BINDINGS] += `,"reqId":${JSON.stringify(String(reqId))}`;
  return child;
}

/**
 * Redaction is configuration, not habit: a developer who logs a whole enrollment still cannot leak an SSN.
 * Request bodies are never logged; request URLs only as their route pattern and query parameter names.
 */
export function loggerOptions(config: Pick<AppConfig, 'logLevel' | 'env'>, stream?: LogStream): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: { paths: redactPaths(), censor: '[redacted]' },
    serializers: { req: serializeRequest as never, err: serializeError as never },
    ...(stream ? { stream } : {}),
  };
}
