import type { ErrorCode, FieldError } from '@benefit-store/domain';

/** A failed API call: the envelope's message, errorCode and field errors, with the HTTP status (0: no answer). */
export class ApiError extends Error {
  readonly status: number;
  readonly errorCode: ErrorCode | undefined;
  readonly fieldErrors: FieldError[];
  /** The whole error envelope, for calls whose errors carry more than `data` (save-contact-info's `errors`). */
  readonly body: unknown;

  constructor(message: string, status: number, errorCode?: ErrorCode, fieldErrors: FieldError[] = [], body?: unknown) {
    super(message);
    this.body = body;
    this.name = 'ApiError';
    this.status = status;
    this.errorCode = errorCode;
    this.fieldErrors = fieldErrors;
  }

  get isNotFound(): boolean {
    return this.status === 404;
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
