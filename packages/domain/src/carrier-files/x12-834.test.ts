import { describe, expect, it } from 'vitest';
import { coverageLevelOf, insuranceLineOf, tierCovers } from './x12-834.js';

describe('834 codes from the catalog and the household', () => {
  it.each([
    ['IO', 'self', true],
    ['IO', 'spouse', false],
    ['IO', 'child', false],
    ['IS', 'spouse', true],
    ['IS', 'child', false],
    ['IC', 'spouse', false],
    ['IC', 'child', true],
    ['IF', 'spouse', true],
    ['IF', 'child', true],
  ] as const)('a plan bought at %s covers the %s: %s', (tier, relationship, covered) => {
    expect(tierCovers(tier, relationship)).toBe(covered);
  });

  it.each([
    ['IO', 'EMP'],
    ['IS', 'ESP'],
    ['IC', 'ECH'],
    ['IF', 'FAM'],
  ])('tier %s is coverage level %s', (tier, level) => expect(coverageLevelOf(tier)).toBe(level));

  it.each([
    ['medical', 'HLT'],
    ['dental', 'DEN'],
    ['vision', 'VIS'],
    ['term_life', 'LIF'],
    ['accident', 'AH'],
    ['something-new', 'HLT'],
  ])('category %s is insurance line %s', (category, line) => expect(insuranceLineOf(category)).toBe(line));
});
