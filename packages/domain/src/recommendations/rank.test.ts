import { describe, expect, it } from 'vitest';
import { ageBandOf, associationRanking, filterRanking, popularityRanking, withFeaturedFallback, type PurchaseRecord } from './rank.js';

describe('ageBandOf', () => {
  it.each([
    [17, null],
    [18, '18-29'],
    [29, '18-29'],
    [30, '30-39'],
    [49, '40-49'],
    [50, '50-64'],
    [64, '50-64'],
    [65, '65-100'],
    [100, '65-100'],
    [101, null],
  ])('age %i is in band %s', (age, band) => {
    expect(ageBandOf(age)).toBe(band);
  });
});

// Plan 1 = dental, 2 = vision, 3 = medical, 4 = rx, 5 = pet (bought by everyone: no lift).
const baskets = [
  [1, 2, 5],
  [1, 2, 5],
  [1, 2, 5],
  [1, 2],
  [3, 4, 5],
  [3, 4, 5],
  [3, 4],
  [3, 5],
  [1, 5],
  [5],
];

describe('associationRanking', () => {
  it.each([
    { name: 'dental leads to vision (lift 2), not to pet bought by all', seeds: [1], options: {}, expected: [2] },
    { name: 'medical leads to rx', seeds: [3], options: {}, expected: [4] },
    { name: 'two seeds rank both partners, the seeds themselves left out', seeds: [1, 3], options: {}, expected: [2, 4] },
    { name: 'a pair seen fewer times than the minimum is too little data', seeds: [3], options: { minTogether: 4 }, expected: [] },
    { name: 'no seeds, no answer', seeds: [], options: {}, expected: [] },
    { name: 'an unknown plan has no partners', seeds: [99], options: {}, expected: [] },
  ])('$name', ({ seeds, options, expected }) => {
    expect(associationRanking(baskets, seeds, options)).toEqual(expected);
  });

  it('computes lift as P(seed and plan) / (P(seed) P(plan)) and orders by it', () => {
    // Seed 5 (in 8 baskets): 1 appears with it 4 times out of its 5 (lift 4*10/(8*5) = 1.0, left out);
    // 3 appears with it 3 times out of 4 (lift 30/32 < 1, left out). Nothing beats chance.
    expect(associationRanking(baskets, [5], { minTogether: 1 })).toEqual([]);
  });

  it('limits the answer', () => {
    expect(associationRanking(baskets, [1, 3], { limit: 1 })).toEqual([2]);
  });
});

function record(age: number, gender: 0 | 1, tier: PurchaseRecord['tier'], state: string, planIds: number[]): PurchaseRecord {
  return { age, gender, tier, state, planIds };
}

describe('popularityRanking', () => {
  const records: PurchaseRecord[] = [
    // Young women, IO, TX: dental then vision.
    ...Array.from({ length: 4 }, () => record(25, 1, 'IO', 'TX', [1, 2])),
    record(27, 1, 'IO', 'TX', [1]),
    // Young women, IO, NY: pet.
    ...Array.from({ length: 2 }, () => record(24, 1, 'IO', 'NY', [5])),
    // Older men, IF, TX: medical and rx.
    ...Array.from({ length: 5 }, () => record(55, 0, 'IF', 'TX', [3, 4])),
    record(58, 0, 'IF', 'TX', [3]),
  ];

  it.each([
    { name: 'same band, gender, tier and state', cohort: { age: 22, gender: 1 as const, tier: 'IO' as const, state: 'TX' }, expected: [1, 2] },
    { name: 'a different cohort buys differently', cohort: { age: 60, gender: 0 as const, tier: 'IF' as const, state: 'TX' }, expected: [3, 4] },
    {
      name: 'too few in the state: the state is dropped',
      cohort: { age: 22, gender: 1 as const, tier: 'IO' as const, state: 'NY' },
      expected: [1, 2, 5],
    },
    { name: 'nobody alike: too little data', cohort: { age: 40, gender: 1 as const, tier: 'IS' as const, state: 'TX' }, expected: [] },
    { name: 'an age outside 18-100', cohort: { age: 10, gender: 1 as const, tier: 'IO' as const, state: 'TX' }, expected: [] },
  ])('$name', ({ cohort, expected }) => {
    expect(popularityRanking(records, cohort)).toEqual(expected);
  });
});

describe('filterRanking', () => {
  const candidates = [
    { planId: 10, featured: false, sortOrder: 1 },
    { planId: 11, featured: true, sortOrder: 2 },
    { planId: 12, featured: false, sortOrder: 3 },
  ];
  it.each([
    { name: 'most bought first', counts: [[12, 9], [10, 3], [11, 1]], expected: [12, 10, 11] },
    { name: 'featured first among equals, then catalog order', counts: [[10, 5], [11, 5], [12, 5]], expected: [11, 10, 12] },
    { name: 'purchases of plans the visitor cannot buy do not count', counts: [[99, 50], [10, 2]], expected: [] },
    { name: 'too few purchases: too little data', counts: [[10, 4], [11, 5]], expected: [] },
  ])('$name', ({ counts, expected }) => {
    expect(filterRanking(candidates, new Map(counts as [number, number][]))).toEqual(expected);
  });
});

describe('withFeaturedFallback', () => {
  it.each([
    { ranked: [3, 4], featured: [7, 8], expected: { recs: [3, 4], source: 'association' } },
    { ranked: [], featured: [7, 8], expected: { recs: [7, 8], source: 'featured' } },
    { ranked: [1, 2, 3, 4, 5, 6], featured: [], expected: { recs: [1, 2, 3, 4, 5], source: 'association' } },
  ])('ranked $ranked with featured $featured', ({ ranked, featured, expected }) => {
    expect(withFeaturedFallback(ranked, 'association', featured)).toEqual(expected);
  });
});
