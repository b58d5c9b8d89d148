import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import pino from 'pino';
import type { AppConfig } from '../config.js';
import { scrubText } from '../modules/shared/scrub-text.js';
import { routeLabel } from './route-label.js';

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
    route: routeLabel(request) ?? '[unmatched]',
    ...(queryNames.length > 0 ? { query_names: queryNames } : {}),
    remoteAddress: request.ip,
  };
}

/** Where log lines go when not stdout (tests capture them). */
export interface LogStream {
  write(line: string): void;
}

/** pino's standard error shape, own enumerable fields included, so scrubbing sees what would be printed. */
function plainError(err: Error, within: ReadonlySet<Error> = new Set()): Record<string, unknown> {
  const out: Record<string, unknown> = { ...(err as unknown as Record<string, unknown>), type: err.name, message: err.message, stack: err.stack };
  if (err.cause instanceof Error) out.cause = within.has(err.cause) || err.cause === err ? '[Circular]' : plainError(err.cause, new Set([...within, err]));
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

/** Whether a value under `req` is the request itself (Fastify's), not what serializeRequest already made of it. */
const isRequest = (value: unknown): boolean =>
  value !== null && typeof value === 'object' && typeof (value as { url?: unknown }).url === 'string' && typeof (value as { method?: unknown }).method === 'string';

/** The fields a line's top level serializes before it is scrubbed (Fastify logs the request and answer under these). */
const SERIALIZERS = new Map<string, (value: unknown) => unknown>([
  ['req', (value) => serializeRequest(value as FastifyRequest)],
  ['res', serializeReply],
  ['err', serializeError],
]);

/** Sets an own field, whatever its name: `copy.__proto__ = …` would set the copy's prototype instead. */
function put(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

const isSecret = (key: string): boolean => SECRETS.has(key) || SECRETS.has(key.toLowerCase());

/**
 * A value as it may be logged: every value under a secret key (in any letter case) replaced by CENSOR at any depth,
 * an error in pino's shape (serializeError), what an object's toJSON gives scrubbed as the object would be (a Date or
 * a Buffer written as it is), a cycle and what lies past MAX_DEPTH cut. Walks what JSON.stringify would write: arrays
 * and the own enumerable fields of an object. A field named like one of Object.prototype's (`constructor`,
 * `__proto__`) is copied as a field like any other (put).
 */
function scrubValue(value: unknown, depth: number, seen: WeakSet<object>): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (value instanceof Date || Buffer.isBuffer(value)) return value;
  if (depth >= MAX_DEPTH) return '[...]';
  if (seen.has(value)) return '[Circular]';
  seen.add(value);
  try {
    if (value instanceof Error) return scrubValue(serializeError(value), depth, seen);
    const toJSON = (value as { toJSON?: unknown }).toJSON;
    if (typeof toJSON === 'function') {
      const json: unknown = toJSON.call(value);
      if (json !== value) return scrubValue(json, depth + 1, seen);
    }
    if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1, seen));
    const copy: Record<string, unknown> = {};
    for (const key of Object.keys(value)) put(copy, key, isSecret(key) ? CENSOR : scrubValue((value as Record<string, unknown>)[key], depth + 1, seen));
    return copy;
  } catch {
    // A getter or a toJSON that throws: the line is still written, without this value.
    return '[unloggable]';
  } finally {
    seen.delete(value);
  }
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
    const serialize = SERIALIZERS.get(key);
    let value: unknown;
    try {
      value = isSecret(key) ? CENSOR : scrubValue(serialize ? serialize(line[key]) : line[key], 1, seen);
    } catch {
      value = '[unloggable]';
    }
    put(out, key, value);
  }
  return out;
}

/**
 * The values of a format string (`log.info('saved %o', enrollment)`) scrubbed as a line's fields are, and an error
 * logged without a message given its message scrubbed (scrubText), as serializeError does: pino would write either
 * as it is. Ahead of every call (pino's `hooks.logMethod`).
 */
function scrubLogCall(this: pino.Logger, args: unknown[], method: (...args: unknown[]) => void): void {
  const format = args.findIndex((arg) => typeof arg === 'string');
  if (format < 0) {
    const first = args[0];
    const err = first instanceof Error ? first : (first as { err?: unknown } | undefined)?.err;
    if (err instanceof Error) return method.apply(this, [first, scrubText(err.message)]);
    return method.apply(this, args);
  }
  if (format === args.length - 1) return method.apply(this, args);
  const seen = new WeakSet<object>();
  return method.apply(
    this,
    args.map((arg, i) => (i > format ? scrubValue(arg, 1, seen) : arg)),
  );
}

/** pino's serialized bindings of a logger (`,"key":value,…`), written on each of its lines (pino's integration symbol). */
const BINDINGS = pino.symbols.chindingsSym;
type WithBindings = pino.Logger & { [BINDINGS]: string };

/**
 * A child logger's bindings scrubbed as a line is (pino's `onChild`, after it serialized them; again after each
 * `setBindings`): pino formats only the root's own bindings, not a child's. Fastify makes a child per request (its
 * id); so would any `log.child({ … })`.
 */
function scrubChildBindings(child: pino.Logger): void {
  const logger = child as WithBindings;
  const serialized = logger[BINDINGS];
  if (serialized) {
    const scrubbed = JSON.stringify(scrubLine(JSON.parse(`{${serialized.slice(1)}}`) as Record<string, unknown>));
    logger[BINDINGS] = `,${scrubbed.slice(1, -1)}`;
  }
  const setBindings = logger.setBindings;
  logger.setBindings = function scrubbedSetBindings(this: pino.Logger, bindings) {
    setBindings.call(this, bindings);
    scrubChildBindings(this);
  };
}

/**
 * What pino's serializers see: the fields scrubLine made (left as they are: they replace Fastify's own), or, in a
 * child's bindings, the request or an error themselves (serialized here, then scrubbed by scrubChildBindings).
 */
const SERIALIZED_OR_RAW = {
  req: (value: unknown) => (isRequest(value) ? serializeRequest(value as FastifyRequest) : value),
  res: (value: unknown) => value,
  err: (value: unknown) => (value instanceof Error ? serializeError(value) : value),
};

/**
 * Redaction is configuration, not habit: a developer who logs a whole enrollment still cannot leak an SSN.
 * Request bodies are never logged; request URLs only as their route pattern and query parameter names.
 */
export function loggerOptions(config: Pick<AppConfig, 'logLevel' | 'env'>, stream?: LogStream): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    formatters: { log: scrubLine, bindings: scrubLine },
    hooks: { logMethod: scrubLogCall as never },
    onChild: scrubChildBindings,
    serializers: SERIALIZED_OR_RAW as never,
    ...(stream ? { stream } : {}),
  };
}
