import { z } from 'zod';
import { MESSAGES } from '../messages.js';

/** Empty strings and nulls count as "not given", as the spec's clients drop them before sending. */
export const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
export const blankToUndefined = (v: unknown) => (isBlank(v) ? undefined : v);

/** A required choice among fixed values; numbers may arrive as strings from form selects. */
export function requiredChoice<const T extends readonly (string | number)[]>(values: T, invalid = MESSAGES.fieldRequired) {
  return z.preprocess(
    (v) => {
      if (isBlank(v)) return undefined;
      const asNumber = typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v;
      return values.includes(asNumber as T[number]) ? asNumber : v;
    },
    z.custom<T[number]>((v) => values.includes(v as T[number]), {
      error: (issue) => (issue.input === undefined ? MESSAGES.fieldRequired : invalid),
    }),
  );
}

export function optionalChoice<const T extends readonly (string | number)[]>(values: T, invalid = MESSAGES.invalidChoice) {
  return z.preprocess(
    (v) => {
      if (isBlank(v)) return undefined;
      return typeof v === 'string' && /^\d+$/.test(v) && values.includes(Number(v) as T[number]) ? Number(v) : v;
    },
    z.custom<T[number]>((v) => values.includes(v as T[number]), { error: invalid }).optional(),
  );
}

/** A required trimmed string: 'Field is required' when empty. */
export const requiredString = (max = 200) =>
  z
    .string({ error: MESSAGES.fieldRequired })
    .trim()
    .min(1, { error: MESSAGES.fieldRequired, abort: true })
    .max(max, { error: MESSAGES.tooLong(max) });

/** Record ids arrive as numbers or numeric strings; blank means absent. */
export const optionalId = z.preprocess(
  (v) => (isBlank(v) ? undefined : typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v),
  z.number({ error: MESSAGES.invalidId }).int({ error: MESSAGES.invalidId }).positive({ error: MESSAGES.invalidId }).optional(),
);

export const optionalText = (max = 200) =>
  z.preprocess(blankToUndefined, z.string({ error: MESSAGES.invalidValue }).trim().max(max, { error: MESSAGES.tooLong(max) }).optional());
