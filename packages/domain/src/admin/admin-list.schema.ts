import { z } from 'zod';
import { lineString } from '../shared/fields.js';

/** The console's tables page and sort on the server (issue 23): rows a page shows, and the most a call may ask for. */
export const ADMIN_PAGE_SIZE = 25;
export const ADMIN_PAGE_SIZE_MAX = 100;
export const ADMIN_SEARCH_MAX = 100;
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/**
 * The query of a console list call, which the console keeps in its URL: `?page=2&per_page=25&sort=email&dir=desc&q=lee`.
 * `sortKeys`: the columns this list sorts by (the first is the default).
 */
export function adminListQuerySchema<const K extends readonly [string, ...string[]]>(sortKeys: K) {
  return z.object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    per_page: z.coerce.number().int().min(1).max(ADMIN_PAGE_SIZE_MAX).default(ADMIN_PAGE_SIZE),
    sort: z.enum(sortKeys).default(sortKeys[0] as K[number]),
    dir: z.enum(SORT_DIRECTIONS).default('asc'),
    // lineString: no control characters (PostgreSQL cannot store NUL in text): refused by the schema, not the database.
    q: lineString().trim().max(ADMIN_SEARCH_MAX).optional(),
  });
}

/** One page of a console list: its rows, how many rows the whole list has, and which page this is. */
export function adminPageSchema<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), total: z.number().int().min(0), page: z.number().int().min(1), per_page: z.number().int().min(1) });
}
export interface AdminPage<T> {
  items: T[];
  total: number;
  page: number;
  per_page: number;
}
