import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import {
  displayDateText,
  MEMBER_SEARCH_MAX,
  MEMBER_TABLE_MESSAGES as M,
  memberTablePages,
  PLAN_QUESTION_MESSAGES,
  type MemberTableRow,
} from '@benefit-store/domain';
import { Button } from '../../../components/ui/button';
import { ErrorMessage, InfoMessage } from '../../../components/ui/status-message';
import { useMemberTable, type MemberTableOwner } from '../api/get-member-table';
import styles from './member-table.module.css';

interface MemberTableProps {
  owner: MemberTableOwner;
  caption: string;
  /** Enroll Now on a row: opens the tier picker for that member and policy. */
  onEnroll: (row: MemberTableRow) => void;
}

/** Whether the whole element is inside the window (top to bottom). */
function isWhollyInView(element: Element): boolean {
  const box = element.getBoundingClientRect();
  return box.top >= 0 && box.bottom <= window.innerHeight;
}

/** The page numbers offered: all of them up to 7, else the first, the last and two either side of the current one. */
export function pageNumbers(page: number, pages: number): number[] {
  if (pages <= 7) return Array.from({ length: pages }, (_, i) => i + 1);
  const around = new Set([1, pages, page - 2, page - 1, page, page + 1, page + 2]);
  return [...around].filter((p) => p >= 1 && p <= pages).sort((a, b) => a - b);
}

/**
 * A searchable table of current members, 5 rows per page (spec 000 section 2): search by name, e-mail or policy; the
 * number found announced politely; a real table with a caption and header cells, scrolling sideways on narrow
 * screens inside a focusable region; page controls; an empty state, a loading line and a visible failure with Retry.
 */
export function MemberTable({ owner, caption, onEnroll }: MemberTableProps) {
  const ids = { search: useId(), hint: useId(), caption: useId() };
  const [draft, setDraft] = useState('');
  const [query, setQuery] = useState({ search: '', page: 1 });
  const table = useMemberTable(owner, query);

  // Paging moves focus and view to the new page's first row once it is shown: the page buttons sit under the table,
  // so on a phone (rows as cards) only the last row was in view, and a screen reader stayed on the buttons.
  // `pagedTo` is the page asked for by a page button; a search, or a page that failed to load, forgets it, so focus
  // never jumps to a row later on its own.
  const firstRow = useRef<HTMLTableCellElement>(null);
  const count = useRef<HTMLParagraphElement>(null);
  const pagedTo = useRef<number | null>(null);
  const goTo = (page: number) => {
    pagedTo.current = page;
    setQuery((q) => ({ ...q, page }));
  };
  const submitSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    pagedTo.current = null;
    setQuery({ search: draft.trim(), page: 1 });
  };
  const clearSearch = () => {
    pagedTo.current = null;
    setDraft('');
    setQuery({ search: '', page: 1 });
  };

  const data = table.data;
  const shownPage = data && !table.isPlaceholderData ? data.page : null;
  useEffect(() => {
    if (table.isError) pagedTo.current = null;
    const row = firstRow.current;
    if (pagedTo.current === null || shownPage !== pagedTo.current || !row) return;
    pagedTo.current = null;
    row.focus({ preventScroll: true });
    // Scrolls only when the row is not wholly in view (the page buttons were clicked below it), and then brings the
    // count above the table ("page 2 of 3") to the top with it, so the caption and the header row stay in view too;
    // the row itself comes to the nearest edge only if the two do not fit together.
    if (isWhollyInView(row)) return;
    count.current?.scrollIntoView?.({ block: 'start' });
    if (!isWhollyInView(row)) row.scrollIntoView?.({ block: 'nearest' });
  }, [shownPage, table.isError]);

  const pages = data ? memberTablePages(data.total) : 1;
  const countText = data ? (data.total === 0 ? '' : M.resultsCount({ total: data.total, page: data.page, pages })) : '';

  return (
    <div>
      {/* Label above, then the field and its buttons on one row (same height, same line), then the hint. */}
      <form role="search" className={styles.search} onSubmit={submitSearch}>
        <label className={styles.searchLabel} htmlFor={ids.search}>
          {M.searchLabel}
        </label>
        <div className={styles.searchRow}>
          <input
            id={ids.search}
            className={styles.searchInput}
            type="search"
            value={draft}
            maxLength={MEMBER_SEARCH_MAX}
            autoComplete="off"
            aria-describedby={ids.hint}
            onChange={(event) => setDraft(event.target.value)}
          />
          <Button type="submit">{M.searchButton}</Button>
          {query.search !== '' && (
            <Button variant="secondary" onClick={clearSearch}>
              {M.clearSearch}
            </Button>
          )}
        </div>
        <p id={ids.hint} className={styles.hint}>
          {M.searchHint}
        </p>
      </form>

      {/* Always in the page, so a changed count is read out (a region added with its text may not be). */}
      <p className={styles.count} aria-live="polite" aria-atomic="true" ref={count}>
        {countText}
      </p>

      {table.isPending ? (
        <InfoMessage>{M.loadingMembers}</InfoMessage>
      ) : table.isError && !data ? (
        <ErrorMessage message={M.loadFailed} onRetry={() => void table.refetch()} retrying={table.isFetching} />
      ) : data && data.total === 0 ? (
        <p className={styles.empty} role="status">
          {query.search ? M.emptySearch({ search: query.search }) : M.emptyState}
        </p>
      ) : data ? (
        <>
          {table.isError && <ErrorMessage message={M.loadFailed} onRetry={() => void table.refetch()} retrying={table.isFetching} />}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a focusable scroll container, as axe's scrollable-region-focusable asks */}
          <div className={styles.scroll} role="region" aria-labelledby={ids.caption} tabIndex={0}>
            <table className={`${styles.table} ${table.isPlaceholderData ? styles.busy : ''}`} aria-busy={table.isFetching || undefined}>
              <caption id={ids.caption}>{caption}</caption>
              <thead>
                <tr>
                  <th scope="col">{M.columnName}</th>
                  <th scope="col">{M.columnDob}</th>
                  <th scope="col">{M.columnPolicy}</th>
                  <th scope="col">{M.columnEmail}</th>
                  <th scope="col">{M.columnSsn}</th>
                  <th scope="col">{M.columnGroup}</th>
                  <th scope="col">{M.columnPlans}</th>
                  <th scope="col">{M.columnAction}</th>
                </tr>
              </thead>
              <tbody>
                {data.members.map((row, i) => (
                  <MemberRow key={`${row.user_id}:${row.policy_id ?? ''}`} row={row} onEnroll={onEnroll} headerRef={i === 0 ? firstRow : undefined} />
                ))}
              </tbody>
            </table>
          </div>
          {pages > 1 && <Pagination page={data.page} pages={pages} onPage={goTo} />}
        </>
      ) : null}
    </div>
  );
}

function MemberRow({ row, onEnroll, headerRef }: { row: MemberTableRow; onEnroll: (row: MemberTableRow) => void; headerRef?: RefObject<HTMLTableCellElement | null> | undefined }) {
  const last4 = row.ssn?.slice(-4);
  return (
    <tr>
      {/* Focusable by script only: paging moves focus here (the first row's name). */}
      <th scope="row" ref={headerRef} tabIndex={headerRef ? -1 : undefined}>
        {row.name}
      </th>
      <td className={styles.nowrap} data-label={M.columnDob}>
        {displayDateText(row.dob)}
      </td>
      <td className={styles.nowrap} data-label={M.columnPolicy}>
        {row.policy_id ?? <span className={styles.muted}>{M.noPolicy}</span>}
      </td>
      <td className={styles.email} data-label={M.columnEmail}>
        {row.email}
      </td>
      <td className={styles.nowrap} data-label={M.columnSsn}>
        {row.ssn && last4 ? (
          <>
            <span aria-hidden="true">{row.ssn}</span>
            <span className="visually-hidden">{M.ssnEnding({ last4 })}</span>
          </>
        ) : (
          <span className={styles.muted}>{M.ssnNotOnFile}</span>
        )}
      </td>
      <td data-label={M.columnGroup}>{row.group_info?.group_name ?? <span className={styles.muted}>{M.noGroup}</span>}</td>
      <td data-label={M.columnPlans}>
        {row.plan_info.length === 0 ? (
          <span className={styles.muted}>{M.noPlans}</span>
        ) : (
          <ul className={styles.plans}>
            {row.plan_info.map((plan) => (
              <li key={plan.plan_name}>
                {plan.plan_name}{' '}
                <span className={styles.status}>{M.planStatus({ status: plan.plan_status })}</span>
              </li>
            ))}
          </ul>
        )}
      </td>
      <td className={styles.action}>
        <Button aria-label={M.enrollNowFor({ name: row.name })} onClick={() => onEnroll(row)} className={styles.nowrap}>
          {PLAN_QUESTION_MESSAGES.enrollNow}
        </Button>
      </td>
    </tr>
  );
}

function Pagination({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  return (
    <nav className={styles.pagination} aria-label={M.paginationLabel}>
      <ul className={styles.pages}>
        <li>
          <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            {M.previousPage}
          </Button>
        </li>
        {pageNumbers(page, pages).map((p) => (
          <li key={p}>
            <Button
              variant="secondary"
              className={styles.pageButton}
              aria-label={M.pageNumber({ page: p })}
              aria-current={p === page ? 'page' : undefined}
              onClick={() => onPage(p)}
            >
              {String(p)}
            </Button>
          </li>
        ))}
        <li>
          <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
            {M.nextPage}
          </Button>
        </li>
      </ul>
    </nav>
  );
}
