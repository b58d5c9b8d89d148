import { describe, expect, it } from 'vitest';
import { ALL_CATALOGS } from './i18n/all-catalogs.js';
import { defineCatalog, icu } from './i18n/catalog.js';
import { sourceMessages } from './i18n/compile.js';
import { ERROR_CODES, fail, type ErrorCode } from './shared/api-envelope.js';
import { PRICING_ERROR_CODES } from './pricing/error-codes.js';

/** Texts written twice, as 'first id = second id: text' (an ICU entry by its source, a function one called with 7). */
function duplicateTexts(catalogs: readonly object[]): string[] {
  const seen = new Map<string, string>();
  const duplicates: string[] = [];
  for (const [id, text] of sourceMessages(catalogs)) {
    const first = seen.get(text);
    if (first !== undefined) duplicates.push(`${first} = ${id}: ${text}`);
    else seen.set(text, id);
  }
  return duplicates;
}

describe('message catalog', () => {
  it('holds every text once, so a wording change is made in one place', () => {
    expect(duplicateTexts(ALL_CATALOGS)).toEqual([]);
  });

  it('reports a text written in two catalogs, plain or ICU', () => {
    const a = defineCatalog('a', { saved: 'Saved', wait: icu<{ n: number }>('Wait {n}') });
    const b = defineCatalog('b', { stored: 'Saved', pause: icu<{ n: number }>('Wait {n}'), other: 'Other' });
    expect(duplicateTexts([a, b])).toEqual(['a.saved = b.stored: Saved', 'a.wait = b.pause: Wait {n}']);
  });
});

describe('error codes', () => {
  it('are a closed list: the envelope accepts the declared codes only', () => {
    const codes: ErrorCode[] = [...Object.values(ERROR_CODES), ...Object.values(PRICING_ERROR_CODES)];
    expect(fail('x', codes[0]).errorCode).toBe(ERROR_CODES.validation);
    // @ts-expect-error an inline string that is not a declared code does not compile
    expect(fail('x', 'someNewCode').errorCode).toBe('someNewCode');
  });
});
