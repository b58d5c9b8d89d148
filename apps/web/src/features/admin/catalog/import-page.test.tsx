import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CONSOLE_CATALOG_MESSAGES as M, WEB_MESSAGES, type ImportReport } from '@benefit-store/domain';
import { renderPage, stubApi } from '../../../test/render';
import CatalogImportPage from './import-page';

const ok = (data: unknown) => ({ body: { status: 'success', data } });
const clean: ImportReport = {
  dry_run: true,
  applied: false,
  errors: [],
  entities: [{ entity: 'rates', added: [], changed: ['test-dental'], removed: [], retired: [] }],
  rate_changes: [{ plan: 'test-dental', cell: 'IO 18-100', old_cents: 2500, new_cents: 2750 }],
  totals: { added: 0, changed: 1, removed: 0 },
};
const failing: ImportReport = {
  ...clean,
  errors: [{ file: 'rates.csv', line: 3, path: null, message: 'The price must be 0 or more.' }],
  entities: [],
  rate_changes: [],
  totals: { added: 0, changed: 0, removed: 0 },
};

const file = (name: string, text: string) => new File([text], name, { type: name.endsWith('.csv') ? 'text/csv' : 'application/json' });
const bodyOf = (init?: RequestInit) => JSON.parse(String(init?.body)) as { dry_run: boolean; files: { name: string; text: string }[] };

describe('the catalog import', () => {
  it('asks for files before a check, and keeps Apply off until a check finds no errors', async () => {
    const calls = stubApi({ 'admin/catalog/import': ok(clean) });
    renderPage(<CatalogImportPage />, '/admin/catalog/import');
    const user = userEvent.setup();
    expect(screen.getByRole('heading', { level: 1, name: M.importTitle })).toBeTruthy();
    expect((screen.getByRole('button', { name: M.applyButton }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: M.checkButton }));
    expect(screen.getByText(M.filesRequired)).toBeTruthy();
    expect(screen.getByLabelText(M.filesLabel).getAttribute('aria-invalid')).toBe('true');
    expect(calls.filter((c) => c.url.pathname.endsWith('/admin/catalog/import'))).toHaveLength(0);
  });

  it('sends the chosen files as text for a dry run, shows the changed rate, then applies the same files after a confirmation', async () => {
    let applied = false;
    const calls = stubApi({
      'admin/catalog/import': (_url, init) => {
        const body = bodyOf(init);
        if (body.dry_run) return ok(clean);
        applied = true;
        return ok({ ...clean, dry_run: false, applied: true });
      },
    });
    renderPage(<CatalogImportPage />, '/admin/catalog/import');
    const user = userEvent.setup();
    await user.upload(screen.getByLabelText(M.filesLabel), [file('catalog.json', '{"version":1}'), file('rates.csv', 'plan,tier,price\n')]);
    await screen.findByText(M.filesChosen({ n: 2 }));
    await user.click(screen.getByRole('button', { name: M.checkButton }));

    expect(await screen.findByText(M.summaryClean({ added: 0, changed: 1, removed: 0 }))).toBeTruthy();
    const sent = bodyOf(calls.find((c) => c.url.pathname.endsWith('/admin/catalog/import'))!.init);
    expect(sent).toEqual({ dry_run: true, files: [{ name: 'catalog.json', text: '{"version":1}' }, { name: 'rates.csv', text: 'plan,tier,price\n' }] });
    const rates = screen.getByRole('table', { name: M.rateChangesCaption });
    expect(within(rates).getAllByRole('row')[1]!.textContent).toBe('test-dentalIO 18-100$25.00$27.50');
    expect(document.activeElement?.textContent).toBe(M.reportTitle);
    expect(applied).toBe(false);

    const apply = screen.getByRole('button', { name: M.applyButton });
    expect((apply as HTMLButtonElement).disabled).toBe(false);
    await user.click(apply);
    const dialog = await screen.findByRole('dialog', { name: M.confirmTitle });
    await user.click(within(dialog).getByRole('button', { name: M.applyButton }));

    expect(await screen.findByText(M.summaryApplied({ added: 0, changed: 1, removed: 0 }))).toBeTruthy();
    expect(applied).toBe(true);
    const sentApply = bodyOf(calls.filter((c) => c.url.pathname.endsWith('/admin/catalog/import'))[1]!.init);
    expect(sentApply.dry_run).toBe(false);
    expect(sentApply.files.map((f) => f.name)).toEqual(['catalog.json', 'rates.csv']);
    await waitFor(() => expect((screen.getByRole('button', { name: M.applyButton }) as HTMLButtonElement).disabled).toBe(true));
  });

  it('shows every error of a refused check, keeps Apply off, and a new choice of files needs a new check', async () => {
    let answer = failing;
    stubApi({ 'admin/catalog/import': () => ok(answer) });
    renderPage(<CatalogImportPage />, '/admin/catalog/import');
    const user = userEvent.setup();
    const input = screen.getByLabelText(M.filesLabel);
    await user.upload(input, [file('rates.csv', 'bad')]);
    await screen.findByText(M.filesChosen({ n: 1 }));
    await user.click(screen.getByRole('button', { name: M.checkButton }));
    expect((await screen.findByRole('alert')).textContent).toBe(M.summaryErrors({ n: 1 }));
    expect(within(screen.getByRole('table', { name: M.errorsCaption })).getAllByRole('row')[1]!.textContent).toBe(`rates.csv${M.lineNumber({ n: 3 })}The price must be 0 or more.`);
    expect((screen.getByRole('button', { name: M.applyButton }) as HTMLButtonElement).disabled).toBe(true);

    answer = clean;
    await user.click(screen.getByRole('button', { name: M.checkButton }));
    await screen.findByText(M.summaryClean({ added: 0, changed: 1, removed: 0 }));
    expect((screen.getByRole('button', { name: M.applyButton }) as HTMLButtonElement).disabled).toBe(false);
    // Other files: the earlier check no longer counts.
    await user.upload(input, [file('rates.csv', 'other')]);
    await waitFor(() => expect(screen.queryByText(M.summaryClean({ added: 0, changed: 1, removed: 0 }))).toBeNull());
    expect((screen.getByRole('button', { name: M.applyButton }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says when the files could not be sent, with a Retry', async () => {
    stubApi({ 'admin/catalog/import': { status: 500, body: { status: 'error', message: 'boom', errorCode: 'serverError' } } });
    renderPage(<CatalogImportPage />, '/admin/catalog/import');
    const user = userEvent.setup();
    await user.upload(screen.getByLabelText(M.filesLabel), [file('catalog.json', '{}')]);
    await screen.findByText(M.filesChosen({ n: 1 }));
    await user.click(screen.getByRole('button', { name: M.checkButton }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(M.importError);
    expect(within(alert).getByRole('button', { name: WEB_MESSAGES.retry })).toBeTruthy();
  });

  it('exports the catalog as download links, one per file', async () => {
    stubApi({ 'admin/catalog/export': ok({ files: [{ name: 'catalog.json', text: '{}' }, { name: 'rates/test-dental.csv', text: 'a' }] }) });
    URL.createObjectURL ??= () => 'blob:x';
    URL.revokeObjectURL ??= () => undefined;
    renderPage(<CatalogImportPage />, '/admin/catalog/import');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: M.exportButton }));
    expect(await screen.findByText(M.exportReady({ n: 2 }))).toBeTruthy();
    const link = screen.getByRole('link', { name: M.downloadFile({ name: 'rates/test-dental.csv' }) });
    expect(link.getAttribute('download')).toBe('test-dental.csv');
  });
});
