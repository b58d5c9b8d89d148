import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ADMIN_SEARCH_MAX, CONSOLE_MESSAGES as M, MEMBER_TABLE_MESSAGES, type AdminPage } from '@benefit-store/domain';
import { Button } from '../../../../components/ui/button';
import { ErrorMessage, InfoMessage } from '../../../../components/ui/status-message';
import { ADMIN_QUERY_ROOT } from '../api/operator-session';
import { toRequestQuery, type TableQuery, type TableUrlState } from './use-table-url-state';
import styles from './data-table.module.css';

export interface DataColumn<T, S extends string> {
  /** Unique among the table's columns. */
  key: string;
  label: string;
  /** The server's sort key of this column; a column without one does not sort. */
  sort?: S;
  render: (row: T) => ReactNode;
  /** The row's name (a <th scope="row">): one column per table. */
  rowHeader?: boolean;
  /** Keeps the cell on one line (codes, dates). */
  nowrap?: boolean;
}

/** One server call per page: built on the web API client with the domain's page schema (`adminPageSchema(Row)`). */
export type PageFetcher<T, S extends string, F extends string> = (query: TableQuery<S, F>, signal: AbortSignal) => Promise<AdminPage<T>>;

export interface DataTableProps<T, S extends string, F extends string = never> {
  /** Names the list in the query cache (under the console's root key). */
  id: string;
  caption: string;
  columns: readonly DataColumn<T, S>[];
  rowKey: (row: T) => string | number;
  fetcher: PageFetcher<T, S, F>;
  state: TableUrlState<S, F>;
  /** The search box's label and hint (what the search looks in); without them the table has no search box. */
  search?: { label: string; hint?: string };
  /** "No … yet": the list is empty. */
  emptyText: string;
  /** "No … match your search": a search or filter found nothing. */
  noMatchText: string;
  /** Overrides the generic "The list could not be loaded." */
  errorText?: string;
}

/** The query of a console list: its rows, kept on screen while the next page loads. */
export function useAdminPage<T, S extends string, F extends string>(id: string, query: TableQuery<S, F>, fetcher: PageFetcher<T, S, F>) {
  return useQuery({
    queryKey: [ADMIN_QUERY_ROOT, id, toRequestQuery(query)],
    queryFn: ({ signal }) => fetcher(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/**
 * A console list that pages, sorts and searches on the server, its state in the address (useTableUrlState): a search
 * box, column headers that sort (buttons, aria-sort), "Page 2 of 7" with Previous and Next, and a loading (aria-busy),
 * empty, nothing-matches and error (with Retry) state. On phones each row becomes a card with its column names.
 */
export function DataTable<T, S extends string, F extends string = never>(props: DataTableProps<T, S, F>) {
  const { id, caption, columns, rowKey, fetcher, state, search, emptyText, noMatchText, errorText = M.tableLoadFailed } = props;
  const captionId = useId();
  const result = useAdminPage(id, state.query, fetcher);
  const data = result.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.per_page)) : 1;
  const busy = result.isFetching;

  return (
    <div className={styles.wrap}>
      {search && <SearchBox key={state.query.q} label={search.label} hint={search.hint} initial={state.query.q} onSearch={state.setSearch} />}
      <p className={styles.count} aria-live="polite" aria-atomic="true">
        {data && data.total > 0 ? `${M.tableCount({ total: data.total })} · ${M.tablePageOf({ page: data.page, pages })}` : ''}
      </p>
      {result.isPending ? (
        <div aria-busy="true">
          <InfoMessage>{M.tableLoading}</InfoMessage>
        </div>
      ) : result.isError && !data ? (
        <ErrorMessage message={errorText} onRetry={() => void result.refetch()} retrying={result.isFetching} />
      ) : data && data.total === 0 ? (
        <p className={styles.empty} role="status">
          {state.narrowed ? noMatchText : emptyText}
        </p>
      ) : data ? (
        <>
          {result.isError && <ErrorMessage message={errorText} onRetry={() => void result.refetch()} retrying={result.isFetching} />}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a focusable scroll container, as axe's scrollable-region-focusable asks */}
          <div className={styles.scroll} role="region" aria-labelledby={captionId} tabIndex={0}>
            <table className={`${styles.table} ${result.isPlaceholderData ? styles.stale : ''}`} aria-busy={busy || undefined}>
              <caption id={captionId}>{caption}</caption>
              <thead>
                <tr>
                  {columns.map((column) => (
                    <HeaderCell key={column.key} column={column} query={state.query} onSort={state.toggleSort} />
                  ))}
                </tr>
              </thead>
              <tbody>
                {data.items.map((row) => (
                  <tr key={rowKey(row)}>
                    {columns.map((column) =>
                      column.rowHeader ? (
                        <th key={column.key} scope="row" className={column.nowrap ? styles.nowrap : undefined}>
                          {column.render(row)}
                        </th>
                      ) : (
                        <td key={column.key} data-label={column.label} className={column.nowrap ? styles.nowrap : undefined}>
                          {column.render(row)}
                        </td>
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {pages > 1 && <Pager page={data.page} pages={pages} onPage={state.setPage} />}
        </>
      ) : null}
    </div>
  );
}

function HeaderCell<T, S extends string, F extends string>({ column, query, onSort }: { column: DataColumn<T, S>; query: TableQuery<S, F>; onSort: (sort: S) => void }) {
  const sortKey = column.sort;
  if (!sortKey) return <th scope="col" className={styles.unsorted}>{column.label}</th>;
  const active = query.sort === sortKey;
  return (
    <th scope="col" aria-sort={active ? (query.dir === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <button type="button" className={styles.sortButton} onClick={() => onSort(sortKey)}>
        {column.label}
        <span aria-hidden="true" className={styles.sortMark}>
          {active ? (query.dir === 'asc' ? '▲' : '▼') : '↕'}
        </span>
      </button>
    </th>
  );
}

function SearchBox({ label, hint, initial, onSearch }: { label: string; hint?: string | undefined; initial: string; onSearch: (q: string) => void }) {
  const ids = { input: useId(), hint: useId() };
  const [draft, setDraft] = useState(initial);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(draft);
  };
  return (
    <form role="search" className={styles.search} onSubmit={submit}>
      <div className={styles.searchField}>
        <label htmlFor={ids.input}>{label}</label>
        <input
          id={ids.input}
          type="search"
          value={draft}
          maxLength={ADMIN_SEARCH_MAX}
          autoComplete="off"
          aria-describedby={hint ? ids.hint : undefined}
          onChange={(event) => setDraft(event.target.value)}
        />
        {hint && (
          <p id={ids.hint} className={styles.hint}>
            {hint}
          </p>
        )}
      </div>
      <Button type="submit">{M.tableSearchButton}</Button>
      {initial !== '' && (
        <Button variant="secondary" onClick={() => onSearch('')}>
          {MEMBER_TABLE_MESSAGES.clearSearch}
        </Button>
      )}
    </form>
  );
}

function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  return (
    <nav className={styles.pager} aria-label={M.tablePagination}>
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {MEMBER_TABLE_MESSAGES.previousPage}
      </Button>
      <span>{M.tablePageOf({ page, pages })}</span>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {MEMBER_TABLE_MESSAGES.nextPage}
      </Button>
    </nav>
  );
}
