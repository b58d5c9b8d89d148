import { MESSAGES, issuesToFieldErrors } from '@benefit-store/domain';
import type { z } from 'zod';
import { AppError } from './app-error.js';

/**
 * Parses a value a route could not type up front (a body dispatched on one of its fields): a failure is answered
 * exactly as a route schema failure is (422, errors under their fields), never as a 500.
 */
export function parseFields<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw new AppError('invalid', MESSAGES.validationFailed, issuesToFieldErrors(parsed.error.issues));
}
