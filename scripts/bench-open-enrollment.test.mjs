import { describe, expect, it } from 'vitest';
import { openEnrollmentMet, openEnrollmentRows } from './bench-open-enrollment.mjs';

const settings = { employees: 300, arrivalSeconds: 300, thinkMs: 1000, workers: 2 };
const step = (name, p99, extra = {}) => ({ step: name, count: 600, p50: 40, p99, max: p99 + 10, refused: 0, errors: 0, ...extra });
const run = (overrides = {}) => ({
  settings,
  redis: true,
  startMs: 9000,
  durationMs: 335_000,
  completed: 300,
  calls: 34_650,
  rps: 103.4,
  refused: 0,
  errors: 0,
  all: { count: 34_650, p50: 60, p99: 420, max: 900 },
  steps: [step('landing', 300), step('completion', 480)],
  failures: [],
  cpuSeconds: [63.4, 61.1],
  clientCpuSeconds: 40,
  load: [0.5, 1.9],
  ...overrides,
});

describe('the open-enrollment goal', () => {
  it('is met when every employee completed, nothing failed or was refused, each step within 500 ms at p99, in 10 minutes', () => {
    expect(openEnrollmentMet(run())).toBe(true);
  });

  it('is missed by one refused call, one employee short, one slow step or a run over 10 minutes', () => {
    expect(openEnrollmentMet(run({ refused: 1 }))).toBe(false);
    expect(openEnrollmentMet(run({ completed: 299 }))).toBe(false);
    expect(openEnrollmentMet(run({ errors: 1 }))).toBe(false);
    expect(openEnrollmentMet(run({ steps: [step('landing', 300), step('cart', 501)] }))).toBe(false);
    expect(openEnrollmentMet(run({ durationMs: 600_001 }))).toBe(false);
  });
});

describe('the open-enrollment rows of the bench table', () => {
  it('give the run, then each step with its p99 against the goal', () => {
    const rows = openEnrollmentRows(run({ steps: [step('landing', 300), step('cart', 700, { refused: 3 })], refused: 3, completed: 297 }));
    expect(rows[0].section).toMatch(/^open enrollment: 300 employees of one group from one address, 2 API processes/);
    expect(rows[1]).toMatchObject({ rps: 103.4, p50: 60, p99: 420, measured: '297/300 completed, 0 errors, 3 refused (429), 335 s', met: false });
    expect(rows.slice(2)).toEqual([
      { figure: '↳ landing (600 calls)', p50: 40, p99: 300, measured: undefined, target: 'p99 ≤ 500 ms', met: true },
      { figure: '↳ cart (600 calls)', p50: 40, p99: 700, measured: '0 errors, 3 refused', target: 'p99 ≤ 500 ms', met: false },
    ]);
  });

  it('say why the run did not happen', () => {
    expect(openEnrollmentRows({ settings, skipped: 'needs DATABASE_URL' })).toEqual([
      { section: 'open enrollment: 300 employees of one group from one address, 2 API processes on one port' },
      { figure: 'the run', measured: 'not run: needs DATABASE_URL' },
    ]);
  });
});
