import { describe, expect, it } from 'vitest';
import { selectPricingRow, selectTierRows, type PricingRow } from './select-price.js';

let next = 1;
const row = (p: Partial<PricingRow>): PricingRow => ({
  ppid: next++,
  tier: 'IO',
  ageMin: 18,
  ageMax: 64,
  gender: null,
  tobacco: null,
  state: null,
  priceCents: 10000,
  ...p,
});

const cell = { age: 40, gender: 0 as const, tobacco: null, state: 'NY' };

describe('choosing the price row for a person', () => {
  const rows = [
    row({ ppid: 1, priceCents: 10000 }),
    row({ ppid: 2, gender: 1, priceCents: 11000 }),
    row({ ppid: 3, tobacco: 1, priceCents: 15000 }),
    row({ ppid: 4, state: 'NY', priceCents: 12000 }),
    row({ ppid: 5, tier: 'IF', priceCents: 30000 }),
    row({ ppid: 6, ageMin: 65, ageMax: 100, priceCents: 20000 }),
    row({ ppid: 7, tier: 'IS', priceCents: 0 }),
  ];
  it.each([
    ['a 40-year-old man in NY gets the state row', { ...cell }, 'IO', 4],
    ['a 40-year-old man in NJ gets the general row', { ...cell, state: 'NJ' }, 'IO', 1],
    ['a woman in NJ gets the female row', { ...cell, gender: 1 as const, state: 'NJ' }, 'IO', 2],
    ['a smoker in NJ gets the tobacco row', { ...cell, tobacco: 1 as const, state: 'NJ' }, 'IO', 3],
    ['a 70-year-old gets the senior band', { ...cell, age: 70, state: 'NJ' }, 'IO', 6],
    ['family tier', { ...cell }, 'IF', 5],
  ] as const)('%s', (_name, c, tier, ppid) => {
    expect(selectPricingRow(rows, tier, c)?.ppid).toBe(ppid);
  });
  it('finds no row outside every age band', () => {
    expect(selectPricingRow(rows, 'IO', { ...cell, age: 101 })).toBeNull();
  });
  it('ignores rows priced at zero or less', () => {
    expect(selectPricingRow(rows, 'IS', cell)).toBeNull();
  });
  it('lists the row of every tier the plan prices', () => {
    expect(Object.keys(selectTierRows(rows, cell))).toEqual(['IO', 'IF']);
  });
});
