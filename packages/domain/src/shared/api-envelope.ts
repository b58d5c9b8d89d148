/**
 * The JSON envelope every API answer uses (ARCHITECTURE.md section 3).
 * Field errors name the field exactly as the client's form names it.
 */
import type { PricingErrorCode } from '../pricing/error-codes.js';
import { translateSourceText } from '../i18n/catalog.js';

export const STATUS = { success: 'success', error: 'error' } as const;

export const ERROR_CODES = {
  validation: 'validationError',
  malformedBody: 'malformedBody',
  notFound: 'notFound',
  conflict: 'conflict',
  tooManyRequests: 'tooManyRequests',
  serverError: 'serverError',
  enrollmentIdError: 'enrollmentIdError',
  /** The database refused a value a schema let through: answered 400, logged as a bug to fix in the schema. */
  invalidInput: 'invalidInput',
  /** A call this client may not make (403), e.g. a cross-site GET remove-plan-from-cart. */
  notAllowed: 'notAllowed',
  /** cart-checkout found lines priced for another filter: it re-priced them and the visitor must review the cart. */
  cartRepriced: 'cartRepriced',
  /** cart-checkout with no line in the cart. */
  emptyCart: 'emptyCart',
  /** A body, URL parameter or upload over its size limit (413/414). */
  requestTooLarge: 'requestTooLarge',
  /** A body that is not JSON (415). */
  unsupportedMediaType: 'unsupportedMediaType',
  /** Any other request the server could not read (400). */
  badRequest: 'badRequest',
  /** staff-sign-in with an unknown e-mail or a wrong password (401; one answer for both). */
  signInFailed: 'signInFailed',
  /** A set-password link that has expired, was used, or never was (410; issue 23). */
  linkExpired: 'linkExpired',
  /** A wrong second-factor code at the console's sign-in (401). */
  secondFactorFailed: 'secondFactorFailed',
  /** The console sign-in's pending step has ended (too old, too many wrong codes, another browser): sign in again (401). */
  signInStepExpired: 'signInStepExpired',
  /** The server is overloaded (its database connections, a lock or a statement ran out of time): try again after Retry-After (503). */
  serviceUnavailable: 'serviceUnavailable',
} as const;
/**
 * The closed list of errorCode values the API sends: the transport/validation codes above plus the pricing
 * outcomes (pricing/error-codes.ts). A new code is added to one of the two constants, never written inline.
 */
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES] | PricingErrorCode;

export interface FieldError {
  target_element: string;
  error_message: string;
}

export interface SuccessEnvelope<T> {
  status: typeof STATUS.success;
  data: T;
  message?: string;
}

export interface ErrorEnvelope {
  status: typeof STATUS.error;
  message?: string;
  errorCode?: ErrorCode;
  data?: FieldError[];
}

export type Envelope<T> = SuccessEnvelope<T> | ErrorEnvelope;

export function ok<T>(data: T, message?: string): SuccessEnvelope<T> {
  return message === undefined ? { status: STATUS.success, data } : { status: STATUS.success, data, message };
}

export function fail(message: string, errorCode?: ErrorCode, data?: FieldError[]): ErrorEnvelope {
  const env: ErrorEnvelope = { status: STATUS.error, message };
  if (errorCode !== undefined) env.errorCode = errorCode;
  if (data !== undefined) env.data = data;
  return env;
}

export function isErrorEnvelope(value: unknown): value is ErrorEnvelope {
  return typeof value === 'object' && value !== null && (value as { status?: unknown }).status === STATUS.error;
}

interface IssueLike {
  path: readonly PropertyKey[];
  message: string;
}

/** One error per field (the first), named by its dotted path: `condition_questions.0.conditions.0.date_of_onset`. */
export function issuesToFieldErrors(issues: readonly IssueLike[]): FieldError[] {
  const seen = new Set<string>();
  const errors: FieldError[] = [];
  for (const issue of issues) {
    const target = issue.path.map(String).join('.') || 'body';
    if (seen.has(target)) continue;
    seen.add(target);
    errors.push({ target_element: target, error_message: translateSourceText(issue.message) });
  }
  return errors;
}
