import { describe, expect, it } from 'vitest';
import { ageOn, formatDateInput, parseUsDate, parseIsoDate, toIsoDate, toUsDate } from './dates.js';

const d = (year: number, month: number, day: number) => ({ year, month, day });

describe('age, as elapsed time over 365.25-day years rounded down', () => {
  it('is 18 on the 18th birthday when five leap days fall in between', () => {
    // 2007-03-01 to 2025-03-01 spans Feb 29 of 2008, 2012, 2016, 2020 and 2024: 6575 days, 18.0014 years.
    expect(ageOn(d(2007, 3, 1), d(2025, 3, 1))).toBe(18);
  });
  it('is still 17 on the 18th birthday when only four leap days fall in between, as the formula says', () => {
    // 2008-11-21 to 2026-11-21: 6574 days, 17.9986 years; the person turns 18 by this rule one day later.
    expect(ageOn(d(2008, 11, 21), d(2026, 11, 21))).toBe(17);
    expect(ageOn(d(2008, 11, 21), d(2026, 11, 22))).toBe(18);
  });
  it('is 17 the day before the 18th birthday', () => {
    expect(ageOn(d(2007, 3, 1), d(2025, 2, 28))).toBe(17);
  });
  it('reaches 101 on the 101st birthday when 26 leap days fall in between', () => {
    // 1904-01-01 to 2005-01-01 spans 26 leap days (1904 to 2004; 2000 is one): 36891 days, 101.0020 years.
    expect(ageOn(d(1904, 1, 1), d(2005, 1, 1))).toBe(101);
  });
  it('is 100 on the 101st birthday when 25 leap days fall in between, and 101 the next day', () => {
    // 1925-11-21 to 2026-11-21: 36890 days, 100.9993 years.
    expect(ageOn(d(1925, 11, 21), d(2026, 11, 21))).toBe(100);
    expect(ageOn(d(1925, 11, 21), d(2026, 11, 22))).toBe(101);
  });
  it('is 0 or less for today and future dates', () => {
    expect(ageOn(d(2026, 11, 21), d(2026, 11, 21))).toBe(0);
    expect(ageOn(d(2027, 1, 1), d(2026, 11, 21))).toBeLessThan(0);
  });
});

describe('date parsing', () => {
  it('reads MM/DD/YYYY and refuses impossible dates', () => {
    expect(parseUsDate('02/29/2024')).toEqual(d(2024, 2, 29));
    expect(parseUsDate('02/29/2023')).toBeNull();
    expect(parseUsDate('13/01/2000')).toBeNull();
    expect(parseUsDate('1/1/2000')).toBeNull();
    expect(parseUsDate('2000-01-01')).toBeNull();
  });
  it('converts between US and ISO forms', () => {
    expect(toIsoDate(parseUsDate('07/04/1990')!)).toBe('1990-07-04');
    expect(toUsDate(parseIsoDate('1990-07-04')!)).toBe('07/04/1990');
  });
});

describe('date typing', () => {
  it.each([
    ['0', '0'],
    ['01', '01'],
    ['011', '01/1'],
    ['0115', '01/15'],
    ['01151', '01/15/1'],
    ['01151990', '01/15/1990'],
    ['01/15/1990', '01/15/1990'],
    ['011519901234', '01/15/1990'],
    ['13', '12'],
    ['0132', '01/31'],
    ['ab01cd15', '01/15'],
  ])('formats %s as %s', (typed, shown) => {
    expect(formatDateInput(typed)).toBe(shown);
  });
});
