import { isBlank } from '../shared/blank.js';

/** Drops empty values, as the client does before a filter update. */
export function dropEmpty<T extends Record<string, unknown>>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => !isBlank(v))) as Partial<T>;
}
