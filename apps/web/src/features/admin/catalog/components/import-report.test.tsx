import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CONSOLE_CATALOG_MESSAGES as M, type ImportReport } from '@benefit-store/domain';
import { ImportReportView } from './import-report';

const report = (overrides: Partial<ImportReport>): ImportReport => ({
  dry_run: true,
  applied: false,
  errors: [],
  entities: [],
  rate_changes: [],
  totals: { added: 0, changed: 0, removed: 0 },
  ...overrides,
});

const rowsOf = (caption: string) => within(screen.getByRole('table', { name: caption })).getAllByRole('row').slice(1).map((row) => row.textContent);

describe("an import's report", () => {
  it('lists every error with its file, its line or JSON path, and its message, under an alert that nothing changed', () => {
    render(
      <ImportReportView
        report={report({
          errors: [
            { file: 'rates.csv', line: 4, path: null, message: 'The price must be 0 or more.' },
            { file: 'catalog.json', line: null, path: 'plans[2].rules.tiers[0]', message: 'Unknown tier "XX".' },
            { file: 'people.json', line: null, path: null, message: 'Not a JSON document.' },
          ],
        })}
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe(M.summaryErrors({ n: 3 }));
    expect(rowsOf(M.errorsCaption)).toEqual([
      `rates.csv${M.lineNumber({ n: 4 })}The price must be 0 or more.`,
      'catalog.jsonplans[2].rules.tiers[0]Unknown tier "XX".',
      `people.json${M.wholeFile}Not a JSON document.`,
    ]);
    expect(screen.queryByRole('table', { name: M.rateChangesCaption })).toBeNull();
  });

  it('shows each changed rate with its old and new price, and the changes per kind of entry', () => {
    render(
      <ImportReportView
        report={report({
          entities: [
            { entity: 'plans', added: ['new-dental'], changed: ['test-dental'], removed: [], retired: ['old-vision'] },
            { entity: 'carriers', added: [], changed: [], removed: [], retired: [] },
          ],
          rate_changes: [
            { plan: 'test-dental', cell: 'IO 18-100', old_cents: 2500, new_cents: 2750 },
            { plan: 'new-dental', cell: 'IF 18-100', old_cents: null, new_cents: 7000 },
          ],
          totals: { added: 1, changed: 1, removed: 0 },
        })}
      />,
    );
    expect(screen.getByRole('status').textContent).toBe(M.summaryClean({ added: 1, changed: 1, removed: 0 }));
    expect(rowsOf(M.rateChangesCaption)).toEqual([`test-dentalIO 18-100$25.00$27.50`, `new-dentalIF 18-100${M.noPrice}$70.00`]);
    // Only kinds with a change are listed.
    expect(rowsOf(M.entitiesCaption)).toEqual(['plans1 (new-dental)1 (test-dental)01 (old-vision)']);
  });

  it('says when the files match the catalog already, and what an applied import did', () => {
    const { rerender } = render(<ImportReportView report={report({})} />);
    expect(screen.getByRole('status').textContent).toBe(M.summaryNothing);
    rerender(<ImportReportView report={report({ dry_run: false, applied: true, totals: { added: 0, changed: 1, removed: 0 } })} />);
    expect(screen.getByRole('heading', { name: M.appliedTitle })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(M.summaryApplied({ added: 0, changed: 1, removed: 0 }));
  });

  it('lists a long run of names as its first few and how many more', () => {
    const names = Array.from({ length: 11 }, (_, i) => `plan-${i + 1}`);
    render(<ImportReportView report={report({ entities: [{ entity: 'plans', added: names, changed: [], removed: [], retired: [] }], totals: { added: 11, changed: 0, removed: 0 } })} />);
    expect(rowsOf(M.entitiesCaption)[0]).toContain(`plan-8 ${M.moreNames({ n: 3 })}`);
    expect(rowsOf(M.entitiesCaption)[0]).not.toContain('plan-9');
  });
});
