import { describe, expect, it } from 'vitest';
import { activeBlackoutMessage, isInBlackout } from './blackout.js';

const day = (month: number, d: number, year = 2026) => ({ year, month, day: d });

describe('blackout windows', () => {
  it.each([
    ['11-15', '12-31', day(11, 15), true],
    ['11-15', '12-31', day(12, 31), true],
    ['11-15', '12-31', day(11, 14), false],
    ['11-15', '12-31', day(1, 1), false],
    ['12-15', '01-10', day(12, 20), true],
    ['12-15', '01-10', day(1, 10), true],
    ['12-15', '01-10', day(1, 11), false],
    ['02-29', '02-29', day(2, 29, 2028), true],
    ['bad', '12-31', day(12, 1), false],
    ['13-01', '12-31', day(12, 1), false],
  ])('%s to %s covers %j: %s', (startsOn, endsOn, today, expected) => {
    expect(isInBlackout({ startsOn, endsOn }, today)).toBe(expected);
  });

  it('gives the first covering message, or null', () => {
    const windows = [
      { startsOn: '01-01', endsOn: '01-31', message: 'January' },
      { startsOn: '11-01', endsOn: '11-30', message: 'November' },
      { startsOn: '11-15', endsOn: '11-30', message: 'Late November' },
    ];
    expect(activeBlackoutMessage(windows, day(11, 20))).toBe('November');
    expect(activeBlackoutMessage(windows, day(6, 1))).toBeNull();
    expect(activeBlackoutMessage([], day(6, 1))).toBeNull();
  });
});
