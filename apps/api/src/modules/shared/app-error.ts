import type { ErrorCode, FieldError } from '@benefit-store/domain';
import { MESSAGES } from '@benefit-store/domain';

export type AppErrorKind = 'notFound' | 'invalid' | 'conflict' | 'notAllowed' | 'tooLarge';

/**
 * The one error type services throw for expected refusals; the error handler maps the kind to a status code and
 * an envelope. Unexpected failures stay plain errors and become a generic 500.
 */
export class AppError extends Error {
  constructor(
    readonly kind: AppErrorKind,
    message: string,
    readonly fields: FieldError[] = [],
    readonly errorCode?: ErrorCode,
  ) {
    super(message);
    this.name = 'AppError';
  }

  static notFound(message: string = MESSAGES.notFound): AppError {
    return new AppError('notFound', message);
  }

  /** A refusal about one field, shown under it like a schema failure. */
  static field(target: string, message: string): AppError {
    return new AppError('invalid', MESSAGES.validationFailed, [{ target_element: target, error_message: message }]);
  }

  /**
   * A field error saying a guessed secret names nothing (an unknown access code, a wrong resume or one-time code): on
   * a route with `config.guess`, the rate-limit plugin counts it as a wrong guess; no other error counts.
   */
  static wrongGuess(target: string, message: string): AppError {
    const error = AppError.field(target, message);
    error.wrongGuess = true;
    return error;
  }

  /** Set by wrongGuess. */
  wrongGuess = false;

  static conflict(message: string): AppError {
    return new AppError('conflict', message);
  }
}

export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError;
}
