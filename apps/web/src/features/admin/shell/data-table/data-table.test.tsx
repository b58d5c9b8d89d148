import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CONSOLE_MESSAGES as M, MEMBER_TABLE_MESSAGES, WEB_MESSAGES, type AdminPage } from '@benefit-store/domain';
import { ApiError } from '../../../../lib/api-error';
import { renderPage } from '../../../../test/render';
import { DataTable, useTableUrlState, type DataColumn, type TableQuery } from './index';

interface Fruit {
  code: string;
  name: string;
}
type Sort = 'name' | 'code';
const ALL: Fruit[] = Array.from({ length: 60 }, (_, i) => ({ code: `F${String(i + 1).padStart(2, '0')}`, name: `Fruit ${String.fromCharCode(65 + (i % 26))}${i + 1}` }));
const columns: DataColumn<Fruit, Sort>[] = [
  { key: 'name', label: 'Name', sort: 'name', rowHeader: true, render: (f) => f.name },
  { key: 'code', label: 'Code', sort: 'code', render: (f) => f.code },
];

/** A server over ALL: searches names, sorts, pages; `seen` records each query it answered. */
function fakeServer(rows = ALL) {
  const seen: TableQuery<Sort, 'kind'>[] = [];
  const control = { fail: false, hold: null as Promise<void> | null };
  const fetcher = async (query: TableQuery<Sort, 'kind'>): Promise<AdminPage<Fruit>> => {
    seen.push(query);
    if (control.hold) await control.hold;
    if (control.fail) throw new ApiError('Server error', 500);
    const found = rows.filter((f) => !query.q || f.name.toLowerCase().includes(query.q.toLowerCase())).filter((f) => !query.filters.kind || f.code.endsWith(query.filters.kind));
    const sorted = [...found].sort((a, b) => a[query.sort].localeCompare(b[query.sort]) * (query.dir === 'asc' ? 1 : -1));
    return { items: sorted.slice((query.page - 1) * query.per_page, query.page * query.per_page), total: found.length, page: query.page, per_page: query.per_page };
  };
  return { seen, control, fetcher };
}

function Fruits({ fetcher }: { fetcher: ReturnType<typeof fakeServer>['fetcher'] }) {
  const state = useTableUrlState<Sort, 'kind'>({ sortKeys: ['name', 'code'], filterKeys: ['kind'] });
  return (
    <>
      <button type="button" onClick={() => state.setFilters({ kind: '7' })}>
        only 7
      </button>
      <DataTable id="fruits" caption="Fruits" columns={columns} rowKey={(f) => f.code} fetcher={fetcher} state={state} search={{ label: 'Search fruits' }} emptyText="No fruits yet" noMatchText="No fruits match your search" />
    </>
  );
}

const open = (server: ReturnType<typeof fakeServer>, path = '/admin/fruits') => renderPage([{ path: '/admin/fruits', element: <Fruits fetcher={server.fetcher} /> }], path);
const table = () => screen.findByRole('table', { name: 'Fruits' });
const firstRowName = async () => within(within(await table()).getAllByRole('row')[1]!).getByRole('rowheader').textContent;
const params = (router: ReturnType<typeof open>['router']) => Object.fromEntries(new URLSearchParams(router.state.location.search));

describe('the console table', () => {
  it('pages on the server with Previous and Next, the page in the address, Back and Forward included', async () => {
    const server = fakeServer();
    const { router } = open(server);
    expect(await firstRowName()).toBe('Fruit A1');
    expect(screen.getByText(`${M.tableCount({ total: 60 })} · ${M.tablePageOf({ page: 1, pages: 3 })}`)).toBeTruthy();
    const pager = screen.getByRole('navigation', { name: M.tablePagination });
    expect(within(pager).getByText(M.tablePageOf({ page: 1, pages: 3 }))).toBeTruthy();
    expect(within(pager).getByRole('button', { name: MEMBER_TABLE_MESSAGES.previousPage }).hasAttribute('disabled')).toBe(true);

    const user = userEvent.setup();
    await user.click(within(pager).getByRole('button', { name: MEMBER_TABLE_MESSAGES.nextPage }));
    await waitFor(() => expect(within(pager).getByText(M.tablePageOf({ page: 2, pages: 3 }))).toBeTruthy());
    expect(params(router)).toEqual({ page: '2' });
    expect(server.seen.at(-1)).toMatchObject({ page: 2, per_page: 25, sort: 'name', dir: 'asc' });
    await user.click(within(pager).getByRole('button', { name: MEMBER_TABLE_MESSAGES.nextPage }));
    await waitFor(() => expect(within(pager).getByRole('button', { name: MEMBER_TABLE_MESSAGES.nextPage }).hasAttribute('disabled')).toBe(true));

    await act(() => router.navigate(-1));
    await waitFor(() => expect(within(pager).getByText(M.tablePageOf({ page: 2, pages: 3 }))).toBeTruthy());
    await act(() => router.navigate(1));
    await waitFor(() => expect(within(pager).getByText(M.tablePageOf({ page: 3, pages: 3 }))).toBeTruthy());
  });

  it('sorts by a column header on the server: ascending first, then descending, told by aria-sort', async () => {
    const server = fakeServer();
    const { router } = open(server, '/admin/fruits?page=2');
    await table();
    const header = () => screen.getByRole('columnheader', { name: /Code/ });
    expect(header().getAttribute('aria-sort')).toBe('none');
    expect(screen.getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort')).toBe('ascending');
    const user = userEvent.setup();
    await user.click(within(header()).getByRole('button', { name: /Code/ }));
    await waitFor(() => expect(header().getAttribute('aria-sort')).toBe('ascending'));
    expect(params(router)).toEqual({ sort: 'code' });
    expect(await firstRowName()).toBe('Fruit A1');
    await user.click(within(header()).getByRole('button', { name: /Code/ }));
    await waitFor(() => expect(header().getAttribute('aria-sort')).toBe('descending'));
    expect(params(router)).toEqual({ sort: 'code', dir: 'desc' });
    await waitFor(async () => expect(await firstRowName()).toBe('Fruit H60'));
  });

  it('searches from page 1, keeps the search in the address, and says when nothing matches', async () => {
    const server = fakeServer();
    const { router } = open(server, '/admin/fruits?page=3');
    await table();
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search fruits' }), 'a27');
    await user.click(screen.getByRole('button', { name: M.tableSearchButton }));
    await waitFor(async () => expect(within(await table()).getAllByRole('row')).toHaveLength(2));
    expect(params(router)).toEqual({ q: 'a27' });
    expect(server.seen.at(-1)).toMatchObject({ q: 'a27', page: 1 });

    await user.clear(screen.getByRole('searchbox', { name: 'Search fruits' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search fruits' }), 'kiwi');
    await user.click(screen.getByRole('button', { name: M.tableSearchButton }));
    expect(await screen.findByText('No fruits match your search')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: MEMBER_TABLE_MESSAGES.clearSearch }));
    await waitFor(() => expect(params(router)).toEqual({}));
    expect(await firstRowName()).toBe('Fruit A1');
  });

  it('keeps filters in the address and sends them with the page', async () => {
    const server = fakeServer();
    const { router } = open(server, '/admin/fruits?page=2');
    await table();
    await userEvent.setup().click(screen.getByRole('button', { name: 'only 7' }));
    await waitFor(() => expect(params(router)).toEqual({ kind: '7' }));
    await waitFor(async () => expect(within(await table()).getAllByRole('row')).toHaveLength(7));
    expect(server.seen.at(-1)).toMatchObject({ filters: { kind: '7' }, page: 1 });
  });

  it('says the list is empty when it is', async () => {
    open(fakeServer([]));
    expect(await screen.findByText('No fruits yet')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('is busy while the first page loads, and offers Retry when a page fails', async () => {
    const server = fakeServer();
    let release = () => {};
    server.control.hold = new Promise((resolve) => (release = resolve));
    server.control.fail = true;
    open(server);
    const loading = screen.getByText(M.tableLoading);
    expect(loading.closest('[aria-busy="true"]')).toBeTruthy();
    release();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(M.tableLoadFailed);
    server.control.hold = null;
    server.control.fail = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: WEB_MESSAGES.retry }));
    expect(await firstRowName()).toBe('Fruit A1');
  });
});
