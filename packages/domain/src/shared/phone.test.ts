import { describe, expect, it } from 'vitest';
import { formatPhone } from './phone.js';

describe('formatPhone', () => {
  it.each([
    ['5125550142', '(512) 555-0142'],
    ['512-555-0142', '(512) 555-0142'],
    ['15125550142', '(512) 555-0142'],
    ['(512) 555 0142', '(512) 555-0142'],
    ['555-0142', '555-0142'],
    [' +44 20 7946 0958 ', '+44 20 7946 0958'],
    ['', ''],
  ])('%s reads %s', (input, expected) => {
    expect(formatPhone(input)).toBe(expected);
  });
});
