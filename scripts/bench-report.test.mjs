import { describe, expect, it } from 'vitest';
import { allMet, formatTable, percentile, summarize } from './bench-report.mjs';

describe('percentile', () => {
  it('is the nearest-rank sample, whatever the order of the samples', () => {
    const samples = [5, 1, 4, 2, 3];
    expect(percentile(samples, 50)).toBe(3);
    expect(percentile(samples, 99)).toBe(5);
    expect(percentile(samples, 20)).toBe(1);
    expect(percentile(samples, 0)).toBe(1);
    expect(samples).toEqual([5, 1, 4, 2, 3]);
  });

  it('counts the slowest 1 % of a hundred calls as the p99 only when there are more than a hundred', () => {
    const hundred = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(hundred, 99)).toBe(99);
    expect(percentile([...hundred, 1000], 99)).toBe(100);
    expect(percentile([...hundred, 1000, 1000], 99)).toBe(1000);
  });

  it('has no value without samples', () => {
    expect(percentile([], 50)).toBeNaN();
  });
});

describe('summarize', () => {
  it('gives the count, p50, p99 and maximum in whole milliseconds', () => {
    expect(summarize([10.4, 20.6, 30.2])).toEqual({ count: 3, p50: 21, p99: 30, max: 30 });
    expect(summarize([])).toEqual({ count: 0, p50: Number.NaN, p99: Number.NaN, max: Number.NaN });
  });
});

describe('formatTable', () => {
  it('prints every figure in one Markdown table with its ratio, target and verdict', () => {
    const table = formatTable([
      { section: 'API load' },
      { figure: 'hello world', rps: 21034.6, p50: 0, p99: 2, vsHello: 1 },
      { figure: 'GET get-filtered-plans', rps: 2210.2, p50: 4, p99: 19, vsHello: 0.10507, target: '≥ 10 %, p99 ≤ 25 ms', met: true },
      { figure: 'POST add-plan-to-cart', rps: 83, p50: 110, p99: 237, vsHello: 0.004, target: '≥ 4 %, p99 ≤ 40 ms', met: false },
      { figure: 'route / JavaScript', measured: '142.3 KB gzipped', target: '≤ 150 KB', met: true },
      { figure: 'catalog import | demo', measured: '120 ms' },
      { figure: 'landing to receipt', p50: Number.NaN, measured: 'failed (exit 1)', target: '≤ 6 s', met: undefined },
    ]);
    expect(table.split('\n')).toEqual([
      '| figure | req/s | p50 ms | p99 ms | vs hello-world | measured | target | met? |',
      '| --- | ---: | ---: | ---: | ---: | --- | --- | --- |',
      '| **API load** | | | | | | | |',
      '| hello world | 21,035 | 0 | 2 | 100.0 % | – | – | – |',
      '| GET get-filtered-plans | 2,210 | 4 | 19 | 10.5 % | – | ≥ 10 %, p99 ≤ 25 ms | yes |',
      '| POST add-plan-to-cart | 83 | 110 | 237 | 0.4 % | – | ≥ 4 %, p99 ≤ 40 ms | NO |',
      '| route / JavaScript | – | – | – | – | 142.3 KB gzipped | ≤ 150 KB | yes |',
      '| catalog import \\| demo | – | – | – | – | 120 ms | – | – |',
      '| landing to receipt | – | – | – | – | failed (exit 1) | ≤ 6 s | – |',
    ]);
  });
});

describe('allMet', () => {
  it('is met when every check holds, missed when one fails, and unknown when a figure is missing', () => {
    expect(allMet(true, true)).toBe(true);
    expect(allMet(true, false)).toBe(false);
    expect(allMet(true, undefined)).toBeUndefined();
    expect(allMet(false, undefined)).toBeUndefined();
  });
});
