import { TIERS } from '../catalog/tiers.js';
import { centsToDecimal, decimalToCents } from '../shared/money.js';
import { CATALOG_FILE_MESSAGES as M } from './catalog-file.messages.js';
import type { ImportError } from './import-report.schema.js';
import { RATE_GENDERS, RATE_TOBACCO, type RateRow } from './catalog-document.schema.js';

/** The rates CSV's header: one price a line; gender, tobacco and state empty = any; price in dollars (123.45). */
export const RATES_CSV_COLUMNS = ['plan', 'tier', 'age_min', 'age_max', 'gender', 'tobacco', 'state', 'price'] as const;
export const RATES_CSV_HEADER = RATES_CSV_COLUMNS.join(',');

export interface CsvRate extends RateRow {
  plan: string;
  line: number;
}

/** Splits one CSV line (RFC 4180 quotes), or null when a quote is not closed. */
function splitCsvLine(line: string): string[] | null {
  const out: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      out.push(field);
      field = '';
    } else field += ch;
  }
  if (quoted) return null;
  out.push(field);
  return out.map((f) => f.trim());
}

const WHOLE = /^\d{1,3}$/;
const PRICE = /^\d{1,7}(\.\d{1,2})?$/;

/** Reads a rates CSV: each row priced in integer cents, each error with the file and line number. */
export function parseRatesCsv(file: string, text: string): { rows: CsvRate[]; errors: ImportError[] } {
  const rows: CsvRate[] = [];
  const errors: ImportError[] = [];
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const fail = (line: number, message: string) => errors.push({ file, line, path: null, message });
  const header = splitCsvLine(lines[0] ?? '');
  if (!header || header.map((h) => h.toLowerCase()).join(',') !== RATES_CSV_HEADER) {
    fail(1, M.csvHeader({ header: RATES_CSV_HEADER }));
    return { rows, errors };
  }
  for (let i = 1; i < lines.length; i++) {
    const raw = lines[i] ?? '';
    const line = i + 1;
    if (raw.trim() === '') continue;
    const cells = splitCsvLine(raw);
    if (!cells) {
      fail(line, M.csvQuote);
      continue;
    }
    if (cells.length !== RATES_CSV_COLUMNS.length) {
      fail(line, M.csvColumns({ expected: RATES_CSV_COLUMNS.length, found: cells.length }));
      continue;
    }
    const [plan = '', tier = '', ageMin = '', ageMax = '', gender = '', tobacco = '', state = '', price = ''] = cells;
    const before = errors.length;
    if (plan === '') fail(line, M.required({ field: 'plan' }));
    if (!(TIERS as readonly string[]).includes(tier)) fail(line, M.unknownTier({ tier, tiers: TIERS.join(', ') }));
    if (!WHOLE.test(ageMin)) fail(line, M.csvNumber({ field: 'age_min' }));
    if (!WHOLE.test(ageMax)) fail(line, M.csvNumber({ field: 'age_max' }));
    if (WHOLE.test(ageMin) && WHOLE.test(ageMax) && Number(ageMin) > Number(ageMax)) fail(line, M.agesReversed);
    if (gender !== '' && !(RATE_GENDERS as readonly string[]).includes(gender.toUpperCase())) fail(line, M.csvGender);
    if (tobacco !== '' && !(RATE_TOBACCO as readonly string[]).includes(tobacco.toUpperCase())) fail(line, M.csvTobacco);
    if (state !== '' && !/^[A-Za-z]{2}$/.test(state)) fail(line, M.csvState);
    if (price.startsWith('-')) fail(line, M.atLeast({ field: 'price', min: 0 }));
    else if (!PRICE.test(price.replace(/^\$/, ''))) fail(line, M.csvPrice);
    if (errors.length > before) continue;
    rows.push({
      line,
      plan,
      tier: tier as RateRow['tier'],
      ageMin: Number(ageMin),
      ageMax: Number(ageMax),
      gender: gender === '' ? null : (gender.toUpperCase() as RateRow['gender']),
      tobacco: tobacco === '' ? null : (tobacco.toUpperCase() as RateRow['tobacco']),
      state: state === '' ? null : state.toUpperCase(),
      priceCents: decimalToCents(price.replace(/^\$/, '')),
    });
  }
  return { rows, errors };
}

/** Writes rates as the CSV parseRatesCsv reads (plans in the order given, their rows as given). */
export function writeRatesCsv(plans: readonly { slug: string; rates: readonly RateRow[] }[]): string {
  const lines: string[] = [RATES_CSV_HEADER];
  for (const plan of plans) {
    for (const r of plan.rates) {
      lines.push([plan.slug, r.tier, r.ageMin, r.ageMax, r.gender ?? '', r.tobacco ?? '', r.state ?? '', centsToDecimal(r.priceCents)].join(','));
    }
  }
  return `${lines.join('\n')}\n`;
}

/** A rating cell's identity within a plan (tier, ages, gender, tobacco, state). */
export const rateCellKey = (r: Pick<RateRow, 'tier' | 'ageMin' | 'ageMax' | 'gender' | 'tobacco' | 'state'>): string =>
  [r.tier, r.ageMin, r.ageMax, r.gender ?? '-', r.tobacco ?? '-', r.state ?? '-'].join('|');

/** A rating cell as a person reads it: "IO, ages 18-29, any gender, any tobacco, any state". */
export function rateCellLabel(r: Pick<RateRow, 'tier' | 'ageMin' | 'ageMax' | 'gender' | 'tobacco' | 'state'>): string {
  const gender = r.gender === 'M' ? M.male : r.gender === 'F' ? M.female : M.anyGender;
  const tobacco = r.tobacco === 'Y' ? M.tobaccoUser : r.tobacco === 'N' ? M.nonTobacco : M.anyTobacco;
  return [r.tier, M.cellAges({ min: r.ageMin, max: r.ageMax }), gender, tobacco, r.state ?? M.anyState].join(', ');
}
