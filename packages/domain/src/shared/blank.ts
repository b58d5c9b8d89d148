/* Kept apart from the field builders (fields.ts, zod's classic API) for the code that needs only these. */

/** Empty strings and nulls count as "not given", as the spec's clients drop them before sending. */
export const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
export const blankToUndefined = (v: unknown) => (isBlank(v) ? undefined : v);
