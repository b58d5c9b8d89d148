import { describe, expect, it } from 'vitest';
import { centsToDecimal, decimalToCents, formatMoney } from './money.js';

describe('money', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [1250, '12.50'],
    [123456, '1234.56'],
    [-500, '-5.00'],
  ])('writes %i cents as %s', (cents, text) => expect(centsToDecimal(cents)).toBe(text));
  it('reads decimals back to cents without float drift', () => {
    expect(decimalToCents('19.99')).toBe(1999);
    expect(decimalToCents('0.1')).toBe(10);
  });
  it.each([
    ['12.50', 1250],
    ['1234.56', 123456],
    ['0.29', 29],
    ['1.005', 101],
    ['-5.00', -500],
    ['7', 700],
    ['.5', 50],
    ['', 0],
    ['abc', 0],
    ['1e3', 0],
    ['9007199254740.99', 900719925474099],
  ])('reads %j as %i cents, digit by digit', (text, cents) => expect(decimalToCents(text)).toBe(cents));
  it('shows dollars with two decimals', () => {
    expect(formatMoney(123456)).toBe('$1,234.56');
    expect(formatMoney('5.00')).toBe('$5.00');
  });
});
