import { describe, expect, it } from 'vitest';
import { csvCell, csvDocument } from './reports-csv.js';

describe('a report CSV cell', () => {
  it.each([
    ['Test Pine', 'Test Pine'],
    ['=HYPERLINK("x")', `"'=HYPERLINK(""x"")"`],
    ['+1', "'+1"],
    ['-2', "'-2"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['Pine, Inc.', '"Pine, Inc."'],
    ['two\nlines', '"two\nlines"'],
    ['\tcmd', "'\tcmd"],
    ['\r=1', `"'\r=1"`],
    ['-2.50', '-2.50'],
    ['12.50', '12.50'],
    ['-2.5x', "'-2.5x"],
    [-250, '-250'],
    [12.5, '12.5'],
  ])('%j is written %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('writes the header row first and ends every line with CRLF', () => {
    expect(csvDocument(['Day', 'Count'], [['2026-11-23', 2]])).toBe('Day,Count\r\n2026-11-23,2\r\n');
  });
});
