import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { EnrollmentIdSchema, optionalEnrollmentId } from '../enrollment/enrollment-id.js';
import { MESSAGES } from '../messages.js';
import { hasForbiddenCharacters, idSchema, INT4_MAX, lineString, messageText, optionalCount, optionalId, optionalText, requiredText } from './fields.js';

function errorOf(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('ids', () => {
  it.each([1, '1', ' 42 ', INT4_MAX, String(INT4_MAX)])('takes %j', (value) => {
    expect(idSchema.parse(value)).toBe(Number(String(value).trim()));
  });

  it.each([
    ['int4 max + 1', INT4_MAX + 1],
    ['int4 max + 1 as text', String(INT4_MAX + 1)],
    ['beyond safe integers', '99999999999999999999'],
    ['zero', 0],
    ['negative', -1],
    ['a float', 1.5],
    ['a float as text', '1.5'],
    ['hex', '0x1F'],
    ['NaN', Number.NaN],
    ['an array', [1]],
    ['an object', { id: 1 }],
    ['a boolean', true],
  ])('refuses %s with Invalid id', (_name, value) => {
    expect(errorOf(idSchema, value)).toBe(MESSAGES.invalidId);
    expect(errorOf(optionalId, value)).toBe(MESSAGES.invalidId);
  });

  it('says Field is required for a missing required id, and nothing for a missing optional one', () => {
    expect(errorOf(idSchema, undefined)).toBe(MESSAGES.fieldRequired);
    expect(errorOf(idSchema, '')).toBe(MESSAGES.fieldRequired);
    expect(optionalId.parse('')).toBeUndefined();
    expect(optionalId.parse(null)).toBeUndefined();
  });
});

describe('one-line text', () => {
  it('takes letters of any alphabet, emoji and punctuation, trimmed', () => {
    expect(requiredText(40).parse('  Ana María 😀 – “Ruiz” ')).toBe('Ana María 😀 – “Ruiz”');
    expect(optionalText(40).parse('\u202eabc')).toBe('\u202eabc');
  });

  it.each([
    ['a NUL byte', 'a\u0000b'],
    ['an escape sequence', '\u001b[31mred'],
    ['a backspace', 'ab\u0008c'],
    ['DEL', 'ab\u007f'],
    ['a tab inside', 'a\tb'],
    ['a line break inside', 'a\nb'],
    ['half an emoji', 'a\ud83d'],
    ['the other half', '\ude00b'],
  ])('refuses %s', (_name, value) => {
    expect(errorOf(requiredText(40), value)).toBe(MESSAGES.invalidCharacters);
    expect(errorOf(optionalText(40), value)).toBe(MESSAGES.invalidCharacters);
  });

  it('checks the length before anything else, and says which limit', () => {
    expect(errorOf(requiredText(5), 'x'.repeat(6))).toBe(MESSAGES.tooLong({ max: 5 }));
    expect(errorOf(requiredText(5), '\u0000'.repeat(6))).toBe(MESSAGES.tooLong({ max: 5 }));
  });

  it('says Field is required for blank text, and treats blank optional text as absent', () => {
    expect(errorOf(requiredText(5), '   ')).toBe(MESSAGES.fieldRequired);
    expect(optionalText(5).parse('   ')).toBeUndefined();
  });

  it('refuses what is not text', () => {
    expect(errorOf(requiredText(5), ['a'])).toBe(MESSAGES.fieldRequired);
    expect(errorOf(optionalText(5), { a: 1 })).toBe(MESSAGES.invalidValue);
  });
});

describe('the base of a text field with its own rules', () => {
  const zip = lineString({ error: MESSAGES.fieldRequired }).regex(/^\d{5}$/, { error: MESSAGES.invalidZip });

  it('keeps the rules added after it', () => {
    expect(zip.parse('10001')).toBe('10001');
    expect(errorOf(zip, '1000')).toBe(MESSAGES.invalidZip);
  });

  it('refuses control characters first', () => {
    expect(errorOf(zip, '1000\u0000')).toBe(MESSAGES.invalidCharacters);
  });
});

describe('free-text messages', () => {
  it('keep tabs and line breaks', () => {
    expect(messageText(100).parse('Hello,\r\n\tsee you.')).toBe('Hello,\r\n\tsee you.');
  });

  it.each([
    ['a NUL byte', 'a\u0000b'],
    ['a form feed', 'a\u000cb'],
    ['an escape sequence', '\u001b[2J'],
    ['half an emoji', '\ud83d'],
  ])('refuse %s', (_name, value) => {
    expect(errorOf(messageText(100), value)).toBe(MESSAGES.invalidCharacters);
  });

  it('tells the rule apart from one-line text', () => {
    expect(hasForbiddenCharacters('a\nb')).toBe(true);
    expect(hasForbiddenCharacters('a\nb', true)).toBe(false);
  });
});

describe('small counts', () => {
  it('take 0 to max as numbers or digits', () => {
    expect(optionalCount(9).parse('3')).toBe(3);
    expect(optionalCount(9).parse(0)).toBe(0);
    expect(optionalCount(9).parse('')).toBeUndefined();
  });

  it.each([10, -1, 1.5, '1e3', INT4_MAX + 1])('refuse %j', (value) => {
    expect(errorOf(optionalCount(9), value)).toBe(MESSAGES.invalidChoice);
  });
});

describe('enrollment ids', () => {
  const id = 'AbCdEfGhIjKlMnOpQr_-12';

  it('takes the 22 base64url characters of a real id', () => {
    expect(id).toHaveLength(22);
    expect(EnrollmentIdSchema.parse(` ${id} `)).toBe(id);
    expect(optionalEnrollmentId.parse(id)).toBe(id);
  });

  it.each([
    ['too short', id.slice(1)],
    ['too long', `${id}x`],
    ['standard base64', `${id.slice(0, 20)}+/`],
    ['a NUL byte', `${id.slice(0, 21)}\u0000`],
    ['a number', 12345],
  ])('refuses one that is %s with Invalid id', (_name, value) => {
    expect(errorOf(EnrollmentIdSchema, value)).toBe(MESSAGES.invalidId);
    expect(errorOf(optionalEnrollmentId, value)).toBe(MESSAGES.invalidId);
  });

  it('says Field is required when it is missing; a missing hint is absent', () => {
    expect(errorOf(EnrollmentIdSchema, undefined)).toBe(MESSAGES.fieldRequired);
    expect(errorOf(EnrollmentIdSchema, '')).toBe(MESSAGES.fieldRequired);
    expect(optionalEnrollmentId.parse('')).toBeUndefined();
  });
});
