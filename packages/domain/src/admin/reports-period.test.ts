import { describe, expect, it } from 'vitest';
import { periodDays, quickReportPeriod, reportPeriodProblem, resolveReportPeriod } from './reports-period.js';

describe('a report period', () => {
  it.each([
    [{}, { from: '2026-10-25', to: '2026-11-23' }],
    [{ to: '2026-03-01' }, { from: '2026-01-31', to: '2026-03-01' }],
    [{ from: '2026-11-01' }, { from: '2026-11-01', to: '2026-11-23' }],
    [{ from: '2026-12-05' }, { from: '2026-12-05', to: '2026-12-05' }],
    [{ from: '2026-11-01', to: '2026-11-02' }, { from: '2026-11-01', to: '2026-11-02' }],
  ])('%j on 2026-11-23 is %j', (query, period) => {
    expect(resolveReportPeriod(query, '2026-11-23')).toEqual(period);
  });

  it('opens on the last 30 days, today included', () => {
    expect(periodDays(resolveReportPeriod({}, '2026-11-23'))).toBe(30);
  });

  it.each([
    [{ from: '2026-11-02', to: '2026-11-01' }, { field: 'to', problem: 'reversed' }],
    [{ from: '2024-01-01', to: '2024-12-31' }, null],
    [{ from: '2024-01-01', to: '2025-01-01' }, { field: 'from', problem: 'tooLong' }],
    [{ from: '2026-11-01', to: '2026-11-01' }, null],
  ])('%j has problem %j', (period, problem) => {
    expect(reportPeriodProblem(period)).toEqual(problem);
  });

  it.each([
    ['last30', '2026-03-01', { from: '2026-01-31', to: '2026-03-01' }],
    ['thisMonth', '2026-03-15', { from: '2026-03-01', to: '2026-03-15' }],
    ['lastMonth', '2026-03-15', { from: '2026-02-01', to: '2026-02-28' }],
    ['lastMonth', '2026-01-01', { from: '2025-12-01', to: '2025-12-31' }],
  ] as const)('the quick choice %s on %s is %j', (choice, today, period) => {
    expect(quickReportPeriod(choice, today)).toEqual(period);
  });
});
