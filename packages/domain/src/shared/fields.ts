import { z } from 'zod';
import { MESSAGES } from '../messages.js';
import { blankToUndefined, isBlank } from './blank.js';

export { blankToUndefined, isBlank };

/**
 * The field builders every request schema is made of. They hold the limits of what the database can store, so a
 * value it would refuse (an id beyond int4, a NUL byte in text) is a field error here and never reaches SQL:
 * - ids: `idSchema` / `optionalId`, whole numbers 1..INT4_MAX (every id column is a PostgreSQL integer);
 * - text: `requiredText(max)` / `optionalText(max)` (one line) and `messageText(max)` (free text with line breaks);
 * - small counts: `optionalCount(max)`; choices: `requiredChoice` / `optionalChoice`.
 * A schema that takes a raw z.string() or z.number() from a client is the exception and says why.
 */

/** The largest value of a PostgreSQL integer (int4) column; every record id in apps/api/src/db/schema is one. */
export const INT4_MAX = 2_147_483_647;

/**
 * What no text field accepts: C0 control characters (NUL, which PostgreSQL cannot store in text at all, escape,
 * backspace...), DEL, and lone UTF-16 surrogates (half a character, which cannot be stored as UTF-8).
 * One-line fields refuse tab and line breaks too; free-text messages keep them (MESSAGE_FORBIDDEN).
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const LINE_FORBIDDEN = /[\u0000-\u001F\u007F]|\p{Cs}/u;
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const MESSAGE_FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|\p{Cs}/u;

/** What no text can hold at all, whatever its field: NUL (PostgreSQL refuses it in text) and lone surrogates (not UTF-8). */
// eslint-disable-next-line no-control-regex -- finding NUL is the point
const UNSTORABLE = /\u0000|\p{Cs}/u;

/** True when the text holds NUL or half a character: refused in every request body (the API's JSON parser). */
export function hasUnstorableCharacters(value: string): boolean {
  return UNSTORABLE.test(value);
}

/** True when the text holds a character no field accepts (see LINE_FORBIDDEN); `multiline` allows tab, CR and LF. */
export function hasForbiddenCharacters(value: string, multiline = false): boolean {
  return (multiline ? MESSAGE_FORBIDDEN : LINE_FORBIDDEN).test(value);
}

/**
 * The base of a one-line text field with rules of its own (a pattern, a transform): z.string() that already refuses
 * control characters. Builders that start from a bare string (the wizard's textPair) start from this instead.
 */
export const lineString = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine((v) => !hasForbiddenCharacters(v), { error: MESSAGES.invalidCharacters, abort: true });

/** Ids arrive as numbers or numeric strings (a query string is all text); blank means absent. */
const toWholeNumber = (v: unknown) => (isBlank(v) ? undefined : typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v);

const idNumber = () =>
  z
    .number({ error: (issue) => (issue.input === undefined ? MESSAGES.fieldRequired : MESSAGES.invalidId) })
    .int({ error: MESSAGES.invalidId })
    .min(1, { error: MESSAGES.invalidId })
    .max(INT4_MAX, { error: MESSAGES.invalidId });

/** A required record id: a whole number from 1 to INT4_MAX, as a number or numeric string. */
export const idSchema = z.preprocess(toWholeNumber, idNumber());

/** An optional record id (blank means absent), with the same bounds as idSchema. */
export const optionalId = z.preprocess(toWholeNumber, idNumber().optional());

/** An optional small count (number of children...): 0..max, as a number or numeric string. */
export const optionalCount = (max: number, invalid: string = MESSAGES.invalidChoice) =>
  z.preprocess(
    toWholeNumber,
    z.number({ error: invalid }).int({ error: invalid }).min(0, { error: invalid }).max(max, { error: invalid }).optional(),
  );

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

/** A required one-line text, trimmed: 'Field is required' when empty, at most `max` characters, no control characters. */
export const requiredText = (max = 200) =>
  z
    .string({ error: MESSAGES.fieldRequired })
    .trim()
    .min(1, { error: MESSAGES.fieldRequired, abort: true })
    .max(max, { error: MESSAGES.tooLong({ max }), abort: true })
    .refine((v) => !hasForbiddenCharacters(v), { error: MESSAGES.invalidCharacters });

/** The older name of requiredText. */
export const requiredString = requiredText;

/** An optional one-line text (blank means absent), with the rules of requiredText. */
export const optionalText = (max = 200) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: MESSAGES.invalidValue })
      .trim()
      .max(max, { error: MESSAGES.tooLong({ max }), abort: true })
      .refine((v) => !hasForbiddenCharacters(v), { error: MESSAGES.invalidCharacters })
      .optional(),
  );

/** An optional free-text message (blank means absent): like optionalText, but tab and line breaks are kept. */
export const messageText = (max: number) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: MESSAGES.invalidValue })
      .trim()
      .max(max, { error: MESSAGES.tooLong({ max }), abort: true })
      .refine((v) => !hasForbiddenCharacters(v, true), { error: MESSAGES.invalidCharacters })
      .optional(),
  );
