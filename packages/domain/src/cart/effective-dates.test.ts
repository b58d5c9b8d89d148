import { describe, expect, it } from 'vitest';
import { parseIsoDate, toIsoDate } from '../shared/dates.js';
import {
  addMonths,
  effectiveDateOptions,
  isOfferedEffectiveDate,
  isWithinEffectiveWindow,
} from './effective-dates.js';

const iso = (value: string) => {
  const date = parseIsoDate(value);
  if (!date) throw new Error(`bad test date ${value}`);
  return date;
};

describe('adding calendar months', () => {
  it.each([
    ['2026-01-15', 2, '2026-03-15'],
    ['2026-12-31', 2, '2027-02-28'],
    ['2027-12-31', 2, '2028-02-29'],
    ['2026-11-21', 2, '2027-01-21'],
    ['2026-03-31', -1, '2026-02-28'],
    ['2026-01-10', -2, '2025-11-10'],
    ['2024-02-29', 12, '2025-02-28'],
  ])('%s plus %i months is %s', (from, months, expected) => {
    expect(toIsoDate(addMonths(iso(from), months))).toBe(expected);
  });
});

describe('effective dates the cart offers', () => {
  it.each([
    // today, offered dates (every 1st and 15th after today, up to today + 2 months)
    ['2026-11-21', ['2026-12-01', '2026-12-15', '2027-01-01', '2027-01-15']],
    ['2026-11-14', ['2026-11-15', '2026-12-01', '2026-12-15', '2027-01-01']],
    ['2026-11-15', ['2026-12-01', '2026-12-15', '2027-01-01', '2027-01-15']],
    ['2026-11-01', ['2026-11-15', '2026-12-01', '2026-12-15', '2027-01-01']],
    ['2026-10-31', ['2026-11-01', '2026-11-15', '2026-12-01', '2026-12-15']],
    ['2026-12-31', ['2027-01-01', '2027-01-15', '2027-02-01', '2027-02-15']],
    ['2027-12-31', ['2028-01-01', '2028-01-15', '2028-02-01', '2028-02-15']],
    ['2024-02-29', ['2024-03-01', '2024-03-15', '2024-04-01', '2024-04-15']],
    ['2026-02-28', ['2026-03-01', '2026-03-15', '2026-04-01', '2026-04-15']],
    ['2026-01-14', ['2026-01-15', '2026-02-01', '2026-02-15', '2026-03-01']],
    ['2025-12-15', ['2026-01-01', '2026-01-15', '2026-02-01', '2026-02-15']],
  ])('on %s they are %j', (today, expected) => {
    expect(effectiveDateOptions(iso(today)).map(toIsoDate)).toEqual(expected);
  });

  it('includes the day exactly two months ahead when it is a 1st or a 15th', () => {
    expect(effectiveDateOptions(iso('2026-10-15')).map(toIsoDate)).toEqual([
      '2026-11-01',
      '2026-11-15',
      '2026-12-01',
      '2026-12-15',
    ]);
  });

  it.each([
    ['2026-12-01', '2026-11-21', true],
    ['2026-11-21', '2026-11-21', false],
    ['2026-12-02', '2026-11-21', false],
    ['2027-02-01', '2026-11-21', false],
    ['2026-11-15', '2026-11-21', false],
  ])('%s offered on %s: %s', (date, today, expected) => {
    expect(isOfferedEffectiveDate(iso(date), iso(today))).toBe(expected);
  });
});

describe('the 2-month window around a stored effective date', () => {
  it.each([
    ['2027-01-01', '2027-01-01', true],
    ['2027-03-01', '2027-01-01', true],
    ['2027-03-02', '2027-01-01', false],
    ['2026-11-01', '2027-01-01', true],
    ['2026-10-31', '2027-01-01', false],
    ['2028-02-29', '2027-12-31', true],
    ['2028-03-01', '2027-12-31', false],
    ['2026-10-31', '2026-12-31', true],
    ['2026-10-30', '2026-12-31', false],
  ])('%s around %s: %s', (date, stored, expected) => {
    expect(isWithinEffectiveWindow(iso(date), iso(stored))).toBe(expected);
  });
});
