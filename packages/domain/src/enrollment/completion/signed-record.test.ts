import { describe, expect, it } from 'vitest';
import { canonicalJson, CONFIRMATION_NUMBER_PATTERN, confirmationNumber, isInvoiced } from './signed-record.js';

describe("the signed record's canonical form", () => {
  it.each<[string, unknown, string]>([
    ['keys sorted at every level', { b: 1, a: { d: [2, 1], c: 'x' } }, '{"a":{"c":"x","d":[2,1]},"b":1}'],
    ['undefined members left out, null kept', { a: undefined, b: null }, '{"b":null}'],
    ['no whitespace, strings escaped as JSON', { 'a b': 'line\n"q"' }, '{"a b":"line\\n\\"q\\""}'],
    ['a date as its ISO string', { at: new Date('2026-11-23T12:00:00Z') }, '{"at":"2026-11-23T12:00:00.000Z"}'],
    ['arrays keep their order', [3, 1, 2], '[3,1,2]'],
    ['unicode as is', { name: 'María Núñez' }, '{"name":"María Núñez"}'],
  ])('%s', (_, value, expected) => {
    expect(canonicalJson(value)).toBe(expected);
  });

  it('gives the same text whatever order the record was built in', () => {
    expect(canonicalJson({ x: 1, y: { b: 2, a: 1 } })).toBe(canonicalJson({ y: { a: 1, b: 2 }, x: 1 }));
  });
});

describe('confirmation numbers', () => {
  it('read BS-, the year and 8 characters without I, L, O or U', () => {
    const bytes = Uint8Array.from([0, 31, 32, 255, 18, 21, 24, 27]);
    expect(confirmationNumber(2026, () => bytes)).toBe('BS-2026-0Z0ZJNRV');
    expect(confirmationNumber(2026, () => bytes)).toMatch(CONFIRMATION_NUMBER_PATTERN);
  });

  it('differ with the random bytes (not a counter)', () => {
    const a = confirmationNumber(2026, () => Uint8Array.from([1, 2, 3, 4, 5, 6, 7, 8]));
    const b = confirmationNumber(2026, () => Uint8Array.from([1, 2, 3, 4, 5, 6, 7, 9]));
    expect(a).not.toBe(b);
  });
});

describe('which payment methods are invoiced', () => {
  it.each([
    ['cc', false],
    ['eft', false],
    ['list', true],
    ['elist', true],
    ['stmt', true],
    [undefined, false],
  ])('%s → %s', (method, expected) => expect(isInvoiced(method)).toBe(expected));
});
