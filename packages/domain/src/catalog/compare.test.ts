import { describe, expect, it } from 'vitest';
import { compareHref, MAX_COMPARE, parseComparePlans, toggleCompare } from './compare.js';

describe('toggleCompare', () => {
  it.each([
    ['adds a plan at the end', [3, 1], 7, { ok: true, ids: [3, 1, 7] }],
    ['removes a plan already chosen', [3, 1, 7], 1, { ok: true, ids: [3, 7] }],
    ['adds the fifth plan', [1, 2, 3, 4], 5, { ok: true, ids: [1, 2, 3, 4, 5] }],
    ['refuses a sixth plan and keeps the five', [1, 2, 3, 4, 5], 6, { ok: false, reason: 'full' }],
    ['still removes one of five', [1, 2, 3, 4, 5], 2, { ok: true, ids: [1, 3, 4, 5] }],
  ])('%s', (_name, ids, planId, expected) => {
    expect(toggleCompare(ids, planId)).toEqual(expected);
  });
  it('allows five plans', () => expect(MAX_COMPARE).toBe(5));
});

describe('parseComparePlans', () => {
  it.each([
    ['1,2,3', [1, 2, 3]],
    [' 4 , 4,2', [4, 2]],
    ['1,x,-2,0,2.5,99999999999,3', [1, 3]],
    ['1,2,3,4,5,6,7', [1, 2, 3, 4, 5]],
    ['', []],
    [null, []],
  ])('reads "%s"', (raw, expected) => {
    expect(parseComparePlans(raw)).toEqual(expected);
  });
  it('writes the address a link can share', () => {
    expect(compareHref([12, 7])).toBe('/compare?plans=12,7');
    expect(parseComparePlans(compareHref([12, 7]).split('=')[1])).toEqual([12, 7]);
  });
});
