import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { ADMIN_PAGE_SIZE, ADMIN_PAGE_SIZE_MAX, type SortDirection } from '@benefit-store/domain';

/** What a console list asks its server call for: the domain's adminListQuerySchema fields and the list's own filters. */
export interface TableQuery<S extends string, F extends string = never> {
  page: number;
  per_page: number;
  sort: S;
  dir: SortDirection;
  q: string;
  filters: Partial<Record<F, string>>;
}

export interface TableUrlOptions<S extends string, F extends string> {
  /** The columns the list sorts by on the server; the first is the default. */
  sortKeys: readonly [S, ...S[]];
  defaultDir?: SortDirection;
  /** The list's own filters (?action=…&from=…), kept in the address like the rest. */
  filterKeys?: readonly F[];
}

export interface TableUrlState<S extends string, F extends string = never> {
  query: TableQuery<S, F>;
  /** Whether a search or a filter narrows the list (an empty answer then says "nothing matches", not "none yet"). */
  narrowed: boolean;
  setPage: (page: number) => void;
  /** A new column sorts ascending; the current one flips its direction. Back to page 1. */
  toggleSort: (sort: S) => void;
  setSearch: (q: string) => void;
  /** Sets (or clears, with '') filters; back to page 1. */
  setFilters: (filters: Partial<Record<F, string>>) => void;
}

const positive = (value: string | null, fallback: number, max: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= max ? n : fallback;
};

/**
 * A console table's page, page size, sort, direction, search and filters, kept in the address's query string
 * (`?page=2&sort=email&dir=desc&q=lee&action=…`), so a link shares the view and Back and Forward step through it.
 * Each change is a new history entry; values at their default are left out of the address.
 */
export function useTableUrlState<S extends string, F extends string = never>(options: TableUrlOptions<S, F>): TableUrlState<S, F> {
  const [params, setParams] = useSearchParams();
  const { sortKeys, defaultDir = 'asc', filterKeys = [] } = options;
  const defaultSort = sortKeys[0];
  const search = params.toString();

  const query = useMemo((): TableQuery<S, F> => {
    const read = new URLSearchParams(search);
    const sortParam = read.get('sort');
    const sort = (sortKeys as readonly string[]).includes(sortParam ?? '') ? (sortParam as S) : defaultSort;
    const dirParam = read.get('dir');
    const dir: SortDirection = dirParam === 'asc' || dirParam === 'desc' ? dirParam : defaultDir;
    const filters: Partial<Record<F, string>> = {};
    for (const key of filterKeys) {
      const value = read.get(key);
      if (value) filters[key] = value;
    }
    return {
      page: positive(read.get('page'), 1, 100_000),
      per_page: positive(read.get('per_page'), ADMIN_PAGE_SIZE, ADMIN_PAGE_SIZE_MAX),
      sort,
      dir,
      q: read.get('q') ?? '',
      filters,
    };
    // sortKeys and filterKeys are literal lists of the caller: their contents, not identities, matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search, defaultSort, defaultDir, sortKeys.join(), filterKeys.join()]);

  const update = useCallback(
    (changes: Record<string, string | number | null>) => {
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          const isDefault =
            value === null ||
            value === '' ||
            (key === 'page' && value === 1) ||
            (key === 'per_page' && value === ADMIN_PAGE_SIZE) ||
            (key === 'sort' && value === defaultSort) ||
            (key === 'dir' && value === defaultDir);
          if (isDefault) next.delete(key);
          else next.set(key, String(value));
        }
        return next;
      });
    },
    [setParams, defaultSort, defaultDir],
  );

  return {
    query,
    narrowed: query.q !== '' || Object.keys(query.filters).length > 0,
    setPage: (page) => update({ page }),
    toggleSort: (sort) => update({ sort, dir: sort === query.sort ? (query.dir === 'asc' ? 'desc' : 'asc') : 'asc', page: 1 }),
    setSearch: (q) => update({ q: q.trim(), page: 1 }),
    setFilters: (filters) => update({ ...(filters as Record<string, string>), page: 1 }),
  };
}

/** The query a console list call sends: the table's state flattened, empty values left out by the API client. */
export function toRequestQuery<S extends string, F extends string>(query: TableQuery<S, F>): Record<string, string | number> {
  return {
    page: query.page,
    per_page: query.per_page,
    sort: query.sort,
    dir: query.dir,
    ...(query.q ? { q: query.q } : {}),
    ...(query.filters as Record<string, string>),
  };
}
