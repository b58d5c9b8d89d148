import { describe, expect, it } from 'vitest';
import { EXPIRY_MONTHS, expiryYears, isCardExpired } from './card-expiry.js';

const NOW = new Date('2026-11-23T12:00:00Z');

describe('card expiry', () => {
  it('offers months 01 to 12 and the years 2026 to 2046', () => {
    expect(EXPIRY_MONTHS).toEqual(['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12']);
    const years = expiryYears(NOW);
    expect([years[0], years.at(-1), years.length]).toEqual([2026, 2046, 21]);
  });

  it.each([
    [11, 2026, false],
    [10, 2026, true],
    [12, 2026, false],
    [1, 2027, false],
    [12, 2025, true],
  ])('month %i of %i expired on 11/23/2026: %s', (month, year, expired) => {
    expect(isCardExpired(month, year, NOW)).toBe(expired);
  });
});
