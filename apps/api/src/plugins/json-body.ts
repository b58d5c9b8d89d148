import { API_MESSAGES, MESSAGES, hasUnstorableCharacters } from '@benefit-store/domain';
import type { FastifyInstance } from 'fastify';

/**
 * How deep a request body may nest arrays and objects. The deepest body the store takes, a catalog import, nests
 * 10 levels; an array 5,000 deep in any field overflowed the stack of the code that reads or reports it (issue 26).
 */
export const BODY_DEPTH_MAX = 32;

/**
 * Whether the JSON text nests arrays and objects deeper than `max`, read without parsing it: brackets inside strings
 * (escaped quotes included) are text, not nesting. Linear in the text, and stops at the first level too deep.
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // backslash: the next character is escaped
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

/** The path of the first text (value or key) in `value` that no field can store (NUL, half a character), or null. */
export function unstorableTextAt(value: unknown, path: string[] = []): string[] | null {
  if (typeof value === 'string') return hasUnstorableCharacters(value) ? path : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, inner] of Object.entries(value)) {
    if (hasUnstorableCharacters(key)) return path;
    const found = unstorableTextAt(inner, [...path, key]);
    if (found) return found;
  }
  return null;
}

class BodyRefusal extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly statusCode: number,
    readonly validation?: { instancePath: string; message: string }[],
  ) {
    super(message);
  }
}

/**
 * The API's JSON bodies (every route, any method): Fastify's own parser (its limits and prototype-poisoning checks)
 * behind two refusals that no field schema can give in time. A body nested deeper than BODY_DEPTH_MAX is refused with
 * 400 before it is parsed (FST_ERR_CTP_BODY_TOO_DEEP, answered by the error handler with malformedBody). A text
 * holding NUL or a lone surrogate anywhere in the body (PostgreSQL can store neither) is refused with 422 naming its
 * field, as a field schema does: the schemas refuse them too (packages/domain shared/fields.ts), this is what makes
 * it hold for a field whose schema takes any value (z.unknown) or forgot the rule (issue 26: billing, agreement).
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (nestsDeeperThan(text, BODY_DEPTH_MAX)) {
      done(new BodyRefusal(API_MESSAGES.bodyTooDeep, 'FST_ERR_CTP_BODY_TOO_DEEP', 400), undefined);
      return;
    }
    parseJson(request, text, (error, value) => {
      if (error) return done(error, undefined);
      const found = unstorableTextAt(value);
      // save-enrollment answers its step data's errors under the step's own field names, as the step's saver does
      // (its `data` is the step's payload: spec 001 section 7).
      const at = found && found[0] === 'data' && found.length > 1 && request.routeOptions.url?.endsWith('/save-enrollment') ? found.slice(1) : found;
      if (at) {
        const refusal = new BodyRefusal(MESSAGES.validationFailed, 'FST_ERR_VALIDATION', 422, [
          { instancePath: at.map((part) => `/${part}`).join(''), message: MESSAGES.invalidCharacters },
        ]);
        return done(refusal, undefined);
      }
      done(null, value);
    });
  });
}
