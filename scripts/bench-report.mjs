// The bench's arithmetic and its one table (scripts/bench.mjs prints it at the end): percentiles of a run's call
// times, and the rows of every figure with its target and whether it is met. Pure functions, unit-tested beside.

/**
 * The nearest-rank percentile (`p` in 0..100) of `samples` (any order): the smallest sample that at least p % of
 * the samples are at or below. NaN for no samples.
 */
export function percentile(samples, p) {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))];
}

/** { count, p50, p99, max } of call times in ms, rounded to whole ms (NaN figures when there are none). */
export function summarize(samples) {
  const round = (n) => (Number.isNaN(n) ? n : Math.round(n));
  return {
    count: samples.length,
    p50: round(percentile(samples, 50)),
    p99: round(percentile(samples, 99)),
    max: round(samples.length ? Math.max(...samples) : Number.NaN),
  };
}

/** The table's columns: a row gives any of them; what it lacks prints as a dash. */
export const COLUMNS = [
  { key: 'figure', title: 'figure', align: 'left' },
  { key: 'rps', title: 'req/s', align: 'right' },
  { key: 'p50', title: 'p50 ms', align: 'right' },
  { key: 'p99', title: 'p99 ms', align: 'right' },
  { key: 'vsHello', title: 'vs hello-world', align: 'right' },
  { key: 'measured', title: 'measured', align: 'left' },
  { key: 'target', title: 'target', align: 'left' },
  { key: 'met', title: 'met?', align: 'left' },
];

const DASH = '–';

function cell(key, value) {
  if (value === undefined || value === null || (typeof value === 'number' && !Number.isFinite(value))) return DASH;
  if (key === 'met') return value ? 'yes' : 'NO';
  if (key === 'rps') return Math.round(value).toLocaleString('en-US');
  if (key === 'vsHello') return `${(value * 100).toFixed(1)} %`;
  if (typeof value === 'number') return Math.round(value).toLocaleString('en-US');
  // A pipe would end the cell early.
  return String(value).replaceAll('|', '\\|');
}

/**
 * The rows as one Markdown table (`vsHello` is a fraction: 0.1 prints as 10.0 %; `met` true/false prints yes/NO, and
 * a row without a target prints a dash). A row `{ section: 'title' }` prints as a bold line across the table, to group
 * the rows of one run.
 */
export function formatTable(rows) {
  const lines = [
    `| ${COLUMNS.map((c) => c.title).join(' | ')} |`,
    `| ${COLUMNS.map((c) => (c.align === 'right' ? '---:' : '---')).join(' | ')} |`,
  ];
  for (const row of rows) {
    if (row.section !== undefined) {
      lines.push(`| **${cell('figure', row.section)}** |${' |'.repeat(COLUMNS.length - 1)}`);
      continue;
    }
    lines.push(`| ${COLUMNS.map((c) => cell(c.key, row[c.key])).join(' | ')} |`);
  }
  return lines.join('\n');
}

/**
 * Whether every condition holds: `checks` are booleans, or undefined where a figure is missing (then the answer is
 * undefined too: not measured is neither met nor missed).
 */
export function allMet(...checks) {
  if (checks.some((c) => c === undefined || c === null)) return undefined;
  return checks.every(Boolean);
}
