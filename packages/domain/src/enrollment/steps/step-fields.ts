import { z } from 'zod';
import { MESSAGES } from '../../messages.js';
import { isIsoDateShaped, isUsDateShaped, parseAnyDate, toUsDate, US_DATE_LENGTH } from '../../shared/dates.js';
import { blankToUndefined, lineString, requiredText } from '../../shared/fields.js';
import type { FieldMode } from './field-definition.js';

/**
 * Field builders shared by the wizard steps. Each field comes as a pair: the schema of a field the person must
 * fill, and the schema of a field that may be left blank (a read-only field, or one the spec calls optional).
 */
export interface FieldPair {
  required: z.ZodType;
  optional: z.ZodType;
}

/** The schema a field gets in a step: none when hidden, the optional one when read-only. */
export function schemaFor(mode: FieldMode, pair: FieldPair): z.ZodType | undefined {
  if (mode === 'hidden') return undefined;
  return mode === 'editable' ? pair.required : pair.optional;
}

/** Numbers may arrive as numbers (JSON) or text (form inputs); both are read as trimmed text, blank as absent. */
const asText = (v: unknown) => {
  const blank = blankToUndefined(v);
  return typeof blank === 'number' ? String(blank) : typeof blank === 'string' ? blank.trim() : blank;
};

/** Builds a pair from the text rules of a filled-in value (required: 'Field is required' when blank). */
export function textPair(rules: (text: z.ZodString) => z.ZodType): FieldPair {
  // lineString: z.string() that refuses control characters (shared/fields.ts), so every step field inherits the rule.
  const requiredString = lineString({ error: (issue) => (issue.input === undefined ? MESSAGES.fieldRequired : MESSAGES.invalidValue) })
    .min(1, { error: MESSAGES.fieldRequired, abort: true });
  return {
    required: z.preprocess(asText, rules(requiredString)),
    optional: z.preprocess(asText, rules(lineString({ error: MESSAGES.invalidValue })).optional()),
  };
}

/**
 * A person's name: letters of any alphabet, with single spaces, hyphens or apostrophes between the parts
 * (Mary-Jane, O'Brien, Ana María). Digits and other symbols give the field's own message.
 */
export const PERSON_NAME_PATTERN = /^\p{L}+(?:[ '\u2019-]\p{L}+)*$/u;
export const PERSON_NAME_MAX = 50;

export const personNamePair = (invalid: string): FieldPair => ({
  required: requiredText(PERSON_NAME_MAX).refine((v) => PERSON_NAME_PATTERN.test(v), { error: invalid }),
  optional: textPair((s) => s.max(PERSON_NAME_MAX, { error: MESSAGES.tooLong({ max: PERSON_NAME_MAX }), abort: true }).regex(PERSON_NAME_PATTERN, { error: invalid })).optional,
});

/** A one-line text with a length limit (carrier name, address, city, enroller code). */
export const plainTextPair = (max: number): FieldPair => ({
  required: requiredText(max),
  optional: z.preprocess(blankToUndefined, requiredText(max).optional()),
});

/**
 * A calendar date typed as MM/DD/YYYY (ISO YYYY-MM-DD is converted, as the spec's date inputs do); it must be a real
 * day. The result is MM/DD/YYYY, the form the wizard shows and the spec's temp info returns.
 */
export const usDatePair: FieldPair = textPair((s) =>
  s
    .max(US_DATE_LENGTH, { error: MESSAGES.invalidDateFormat, abort: true })
    .refine((v) => isUsDateShaped(v) || isIsoDateShaped(v), { error: MESSAGES.invalidDateFormat, abort: true })
    .refine((v) => parseAnyDate(v) !== null, { error: MESSAGES.dateDoesNotExist, abort: true })
    .transform((v) => toUsDate(parseAnyDate(v)!)),
);

/** A choice among small numeric codes (gender, marital status, flags); form selects send them as text. */
export function codePair<const T extends readonly number[]>(codes: T, invalid: string = MESSAGES.invalidChoice): FieldPair {
  return textPair((s) =>
    s
      .refine((v) => /^\d$/.test(v) && codes.includes(Number(v)), { error: invalid, abort: true })
      .transform((v) => Number(v) as T[number]),
  );
}
