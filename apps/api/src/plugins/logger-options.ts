import type { FastifyRequest, FastifyServerOptions } from 'fastify';
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
/** Keys of the request's own headers, wherever they appear (a logged headers object). */
const HEADER_KEYS = ['cookie', 'authorization', 'set-cookie'];
const SECRETS = new Set([...SECRET_KEYS, ...HEADER_KEYS]);
const CENSOR = '[redacted]';
/** Deeper than this a logged value is cut (pino's own stringify stops at 5 levels). */
const MAX_DEPTH = 10;

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

/** The answer as logged: its status. */
function serializeReply(reply: unknown): unknown {
  return reply !== null && typeof reply === 'object' && 'statusCode' in reply ? { statusCode: (reply as { statusCode: unknown }).statusCode } : reply;
}

const SERIALIZERS: Record<string, (value: unknown) => unknown> = { req: serializeRequest as (value: unknown) => unknown, res: serializeReply, err: serializeError };

/**
 * A value as it may be logged: every value under a secret key replaced by CENSOR at any depth, an error in pino's
 * shape (serializeError), a cycle and what lies past MAX_DEPTH cut. Walks what JSON.stringify would write: arrays and
 * the own enumerable fields of an object without toJSON (a Date, a Buffer or a URL is written as its toJSON says).
 */
function scrubValue(value: unknown, depth: number, seen: WeakSet<object>): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (value instanceof Error) return scrubValue(serializeError(value), depth, seen);
  if (typeof (value as { toJSON?: unknown }).toJSON === 'function') return value;
  if (depth >= MAX_DEPTH) return '[...]';
  if (seen.has(value)) return '[Circular]';
  seen.add(value);
  let out: unknown;
  if (Array.isArray(value)) out = value.map((item) => scrubValue(item, depth + 1, seen));
  else {
    const copy: Record<string, unknown> = {};
    for (const key of Object.keys(value)) copy[key] = SECRETS.has(key) ? CENSOR : scrubValue((value as Record<string, unknown>)[key], depth + 1, seen);
    out = copy;
  }
  seen.delete(value);
  return out;
}

/**
 * Each line as written (pino's `formatters.log`, which runs before its serializers): the request, the answer and an
 * error serialized here, then every value scrubbed. One walk of the line's own fields: pino's `redact` with wildcard
 * paths (140 of them, for five depths) ran its whole redactor on every field of every line and of every child
 * logger's bindings, two lines and a child per request at the default level (decision 0091).
 */
function scrubLine(line: Record<string, unknown>): Record<string, unknown> {
  const seen = new WeakSet<object>();
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(line)) {
    const serialize = SERIALIZERS[key];
    out[key] = SECRETS.has(key) ? CENSOR : scrubValue(serialize ? serialize(line[key]) : line[key], 1, seen);
  }
  return out;
}

/** pino's serialized bindings of a logger (`,"key":value,…`), written on each of its lines (pino's integration symbol). */
const BINDINGS = pino.symbols.chindingsSym;

/**
 * A child logger's bindings scrubbed as a line is (pino's `onChild`, after it serialized them): pino formats only the
 * root's own bindings, not a child's. Fastify makes a child per request (its id); so would any `log.child({ … })`.
 */
function scrubChildBindings(child: pino.Logger): void {
  const serialized = (child as unknown as Record<symbol, string>)[BINDINGS];
  if (!serialized) return;
  const scrubbed = JSON.stringify(scrubLine(JSON.parse(`{${serialized.slice(1)}}`) as Record<string, unknown>));
  (child as unknown as Record<symbol, string>)[BINDINGS] = `,${scrubbed.slice(1, -1)}`;
}

/** pino applies its serializers to what scrubLine made: these leave it as it is (they replace Fastify's own). */
const ALREADY_SERIALIZED = { req: (value: unknown) => value, res: (value: unknown) => value, err: (value: unknown) => value };

/**
 * Redaction is configuration, not habit: a developer who logs a whole enrollment still cannot leak an SSN.
 * Request bodies are never logged; request URLs only as their route pattern and query parameter names.
 */
export function loggerOptions(config: Pick<AppConfig, 'logLevel' | 'env'>, stream?: LogStream): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    formatters: { log: scrubLine, bindings: scrubLine },
    onChild: scrubChildBindings,
    serializers: ALREADY_SERIALIZED as never,
    ...(stream ? { stream } : {}),
  };
}
