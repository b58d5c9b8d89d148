import { describe, expect, it } from 'vitest';
import { isMaskedSsn } from '../enrollment/steps/personal-info.schema.js';
import { maskAccountNumber, maskCardNumber, maskSsn } from './masking.js';

describe('maskSsn', () => {
  it.each<[string | null | undefined, string]>([
    ['123456789', '***-**-6789'],
    ['123-45-6789', '***-**-6789'],
    [' 123 45 6789 ', '***-**-6789'],
    ['123', '***-**-****'],
    ['', '***-**-****'],
    [null, '***-**-****'],
    [undefined, '***-**-****'],
  ])('%j → %s', (ssn, masked) => {
    expect(maskSsn(ssn)).toBe(masked);
  });

  it('gives what the personal form accepts back as "keep the number on file"', () => {
    expect(isMaskedSsn(maskSsn('123456789'))).toBe(true);
  });

  it('never shows more than the last four digits', () => {
    expect(maskSsn('987654321')).not.toMatch(/98765/);
  });
});

describe('saved payment numbers (spec 002 section 9)', () => {
  it.each([
    ['000123456789', '*****6789'],
    ['6789', '*****6789'],
  ])('account %s → %s', (n, masked) => {
    expect(maskAccountNumber(n)).toBe(masked);
  });

  it.each([
    ['4242 4242 4242 4242', '******4242'],
    ['4242', '******4242'],
  ])('card %s → %s', (n, masked) => {
    expect(maskCardNumber(n)).toBe(masked);
  });
});
