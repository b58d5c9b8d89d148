import { describe, expect, it } from 'vitest';
import { MESSAGES, WEB_MESSAGES } from './messages.js';
import { ENROLLMENT_MESSAGES } from './enrollment/enrollment.messages.js';
import { QUOTE_WEB_MESSAGES } from './quotes/quote.messages.js';
import { OUTBOX_WEB_MESSAGES } from './mail/outbox.messages.js';
import { ERROR_CODES, fail, type ErrorCode } from './shared/api-envelope.js';
import { PRICING_ERROR_CODES } from './pricing/error-codes.js';

/** Each entry's text; a function entry is called with a sample value so its wording can be compared too. */
function texts(catalog: Record<string, unknown>): [string, string][] {
  return Object.entries(catalog).map(([key, value]) => [key, typeof value === 'function' ? String((value as (v: unknown) => string)(7)) : String(value)]);
}

describe('message catalog', () => {
  it('holds every text once, so a wording change is made in one place', () => {
    const seen = new Map<string, string>();
    const duplicates: string[] = [];
    for (const [key, text] of [...texts(MESSAGES), ...texts(WEB_MESSAGES), ...texts(ENROLLMENT_MESSAGES), ...texts(QUOTE_WEB_MESSAGES), ...texts(OUTBOX_WEB_MESSAGES)]) {
      const first = seen.get(text);
      if (first !== undefined) duplicates.push(`${first} = ${key}: ${text}`);
      else seen.set(text, key);
    }
    expect(duplicates).toEqual([]);
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
