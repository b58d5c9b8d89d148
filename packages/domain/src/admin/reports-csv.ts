/** Dollars as the report writes them ("12.50", "-2.50"): ours, never a visitor's text, so no formula guard. */
const MONEY = /^-?\d+\.\d{2}$/;
/** What a spreadsheet may read as the start of a formula (OWASP's list: = + - @, a tab and a carriage return). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell of a file a person or a carrier opens (console reports, carrier files): quoted when it holds a comma, quote or line break, and a text starting with =, +,
 * -, @, a tab or a carriage return prefixed with ' so a spreadsheet shows it rather than running it as a formula (CSV
 * injection). Numbers and money strings are written as they are: they are ours, never a visitor's text.
 */
export function csvCell(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const safe = FORMULA_START.test(value) && !MONEY.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** A CSV document: the header row, then the rows, each line ended with CRLF (RFC 4180). */
export function csvDocument(header: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  return [header, ...rows].map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}
