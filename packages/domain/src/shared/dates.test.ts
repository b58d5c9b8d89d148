import { describe, expect, it } from 'vitest';
import { ageOn, formatDateInput, isIsoDateShaped, isUsDateShaped, parseUsDate, parseIsoDate, toIsoDate, toUsDate } from './dates.js';

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
    ['ab01cd15', '01/15'],
    // Never corrected: an impossible month or day stays as typed, for the schema to show under the field.
    ['13', '13'],
    ['1301', '13/01'],
    ['13/01/1990', '13/01/1990'],
    ['0132', '01/32'],
    ['00/00/1990', '00/00/1990'],
    ['02/30/1990', '02/30/1990'],
    // A slash typed after one digit pads it; a short year stays short (an error, not 2090 or 1990).
    ['1/', '01/'],
    ['1/2', '01/2'],
    ['1/2/', '01/02/'],
    ['1/2/90', '01/02/90'],
    ['01/', '01/'],
    ['01/15/', '01/15/'],
    ['/', ''],
    ['01//', '01/'],
  ])('formats %j as %j', (typed, shown) => {
    expect(formatDateInput(typed)).toBe(shown);
  });

  it('handles an ISO date typed key by key, and converts it once it is a whole, real date', () => {
    const shown: string[] = [];
    let value = '';
    for (const key of '1990-07-04') {
      value = formatDateInput(value + key);
      shown.push(value);
    }
    expect(shown).toEqual(['1', '19', '199', '1990', '1990-', '1990-0', '1990-07', '1990-07-', '1990-07-0', '07/04/1990']);
  });

  it.each([
    ['1990-07-04', '07/04/1990'],
    ['19900704', '07/04/1990'],
    [' 2024-02-29 ', '02/29/2024'],
    ['1990-13-04', '1990-13-04'],
    ['2023-02-29', '2023-02-29'],
  ])('reads the ISO date %j as %j, leaving an impossible one as typed', (typed, shown) => {
    expect(formatDateInput(typed)).toBe(shown);
  });

  it('types US dates key by key with the slashes inserted, never changing a digit', () => {
    let value = '';
    for (const key of '13011990') value = formatDateInput(value + key);
    expect(value).toBe('13/01/1990');
    value = '';
    for (const key of '12311990') value = formatDateInput(value + key);
    expect(value).toBe('12/31/1990');
  });
});

describe('date shape, telling a wrong format from a date that does not exist', () => {
  it.each([
    ['01/15/1990', true, true],
    ['02/30/1990', true, false],
    ['04/31/2000', true, false],
    ['02/29/2023', true, false],
    ['13/01/1990', false, false],
    ['00/10/1990', false, false],
    ['01/32/1990', false, false],
    ['01/00/1990', false, false],
    ['01/02/90', false, false],
    ['1/2/1990', false, false],
  ])('%j: shaped %s, exists %s', (value, shaped, exists) => {
    expect(isUsDateShaped(value)).toBe(shaped);
    expect(parseUsDate(value) !== null).toBe(exists);
  });
  it('reads the ISO shape the same way', () => {
    expect(isIsoDateShaped('1990-02-30')).toBe(true);
    expect(isIsoDateShaped('1990-13-01')).toBe(false);
    expect(isIsoDateShaped('02/30/1990')).toBe(false);
  });
});
