import { describe, expect, it } from 'vitest';
import {
  ContinueEnrollmentRequestSchema,
  formatResumeCode,
  generateResumeCode,
  normalizeResumeCode,
  RESUME_CODE_ALPHABET,
  RESUME_CODE_LENGTH,
} from './resume-code.js';

/** A deterministic byte source for tests only. */
function seededBytes(seed: number) {
  let x = seed;
  return (size: number) => Uint8Array.from({ length: size }, () => (x = (x * 7 + 3) % 256));
}

describe('the resume code alphabet', () => {
  it('has no character that is easily misread', () => {
    for (const c of '0O1IL') expect(RESUME_CODE_ALPHABET).not.toContain(c);
    expect(new Set(RESUME_CODE_ALPHABET).size).toBe(RESUME_CODE_ALPHABET.length);
  });

  it('makes codes of at least 8 characters', () => {
    expect(RESUME_CODE_LENGTH).toBeGreaterThanOrEqual(8);
  });
});

describe('generateResumeCode', () => {
  it('maps accepted bytes onto the alphabet and skips the bytes that would bias it', () => {
    // 31 characters: bytes 248..255 lie above the largest multiple of 31 (248) and are skipped.
    const bytes = [248, 255, 0, 1, 30, 31, 62, 247, 100, 200, 33, 34, 35];
    const randomBytes = (size: number) => Uint8Array.from(bytes.splice(0, size));
    const a = RESUME_CODE_ALPHABET;
    expect(generateResumeCode(randomBytes)).toBe([a[0], a[1], a[30], a[0], a[0], a[247 % 31], a[100 % 31], a[200 % 31], a[2], a[3]].join(''));
  });

  it('asks again when too many bytes were rejected', () => {
    let calls = 0;
    const randomBytes = (size: number) => {
      calls += 1;
      return new Uint8Array(size).fill(calls === 1 ? 255 : 5);
    };
    expect(generateResumeCode(randomBytes)).toBe(RESUME_CODE_ALPHABET[5]!.repeat(RESUME_CODE_LENGTH));
    expect(calls).toBe(2);
  });

  it('gives every character exactly the same share of the byte values, and never uses a biased byte', () => {
    const counts = new Map<string, number>();
    for (let b = 0; b < 256; b++) {
      // The first byte is b; if it is rejected the next one (the code's sentinel 'J', index 19) is used.
      const source = (size: number) => Uint8Array.from({ length: size }, (_, i) => (i === 0 ? b : 19));
      const first = generateResumeCode(source)[0]!;
      if (b >= 248) expect(first).toBe(RESUME_CODE_ALPHABET[19]);
      else counts.set(first, (counts.get(first) ?? 0) + 1);
    }
    expect(counts.size).toBe(31);
    expect(new Set(counts.values())).toEqual(new Set([8]));
  });
});

describe('normalizeResumeCode: what a person types', () => {
  it.each<[string, string | null]>([
    ['ABCDE-FGHJK', 'ABCDEFGHJK'],
    ['abcde fghjk', 'ABCDEFGHJK'],
    ['  abCDe–fgHJk ', 'ABCDEFGHJK'],
    ['A B C D E F G H J K', 'ABCDEFGHJK'],
    ['ＡＢＣＤＥＦＧＨＪＫ', 'ABCDEFGHJK'],
    ['ABCDE-FGHJ', null],
    ['ABCDE-FGHJKM', null],
    ['ABCDE-FGHJ0', null],
    ['ABCDE-FGHJO', null],
    ['abcde-fghjl', null],
    ['ABCDE/FGHJK', null],
    ['', null],
  ])('%j → %s', (typed, expected) => {
    expect(normalizeResumeCode(typed)).toBe(expected);
  });

  it('reads back what formatResumeCode shows', () => {
    const code = generateResumeCode(seededBytes(7));
    expect(formatResumeCode(code)).toMatch(/^[^-]{5}-[^-]{5}$/);
    expect(normalizeResumeCode(formatResumeCode(code))).toBe(code);
  });
});

describe('continue-enrollment request', () => {
  it.each<[string, unknown, Record<string, string>]>([
    ['a typed code and an e-mail', { code: 'abcde fghjk', email: 'ana@example.com' }, {}],
    ['nothing', {}, { code: 'Field is required', email: 'Field is required' }],
    ['a code of the wrong form', { code: 'HELLO', email: 'ana@example.com' }, { code: 'Please enter the code exactly as it appears in your e-mail.' }],
    ['an invalid e-mail', { code: 'ABCDEFGHJK', email: 'ana' }, { email: 'Enter valid email address' }],
  ])('%s', (_case, input, expected) => {
    const result = ContinueEnrollmentRequestSchema.safeParse(input);
    const errors = result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
    expect(errors).toEqual(expected);
  });

  it('gives the normalised code', () => {
    expect(ContinueEnrollmentRequestSchema.parse({ code: 'abcde-fghjk', email: ' ana@example.com ' })).toEqual({ code: 'ABCDEFGHJK', email: 'ana@example.com' });
  });
});
