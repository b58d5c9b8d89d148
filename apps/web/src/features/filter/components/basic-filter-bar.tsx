import { lazy, Suspense, useRef, useState } from 'react';
import { GENDER_LABELS, parseAnyDate, TOBACCO_LABELS, tierLabel, toUsDate, WEB_MESSAGES, type FilterInfoAnswer, STORE_WEB_MESSAGES } from '@benefit-store/domain';
import { Skeleton } from '../../../components/ui/skeleton';
import { ErrorMessage } from '../../../components/ui/status-message';
import { CartChangeNotice } from '../../cart';
import { useEnrollmentTempInfo } from '../api/get-enrollment-temp-info';
import styles from './basic-filter-bar.module.css';
import { messageWithNodes } from '../../../lib/message-nodes';

// The popup (Radix, the form library and the shared schema) loads when Edit is first pressed.
const FilterEditDialog = lazy(() => import('./filter-edit-dialog').then((m) => ({ default: m.FilterEditDialog })));

function items(info: FilterInfoAnswer): [string, string][] {
  const dob = parseAnyDate(info.dob ?? '');
  const list: [string, string][] = [
    [STORE_WEB_MESSAGES.filterZip, info.zip ?? STORE_WEB_MESSAGES.onFile],
    [WEB_MESSAGES.gender, info.gender === null ? STORE_WEB_MESSAGES.onFile : GENDER_LABELS[info.gender]],
  ];
  if (info.is_smoker !== null && info.is_smoker !== undefined) list.push([STORE_WEB_MESSAGES.filterSmoker, TOBACCO_LABELS[info.is_smoker]]);
  list.push([STORE_WEB_MESSAGES.filterTier, tierLabel(info.tier)], [WEB_MESSAGES.dob, dob ? toUsDate(dob) : (info.dob ?? STORE_WEB_MESSAGES.onFile)]);
  return list;
}

/** Typical widths of the bar's values (zip, gender, tier, date of birth). */
const VALUE_WIDTHS = ['3.5rem', '4rem', '7rem', '6rem'];

/**
 * The bar's own layout with placeholders for its labels, values and Edit button: about its final size at every width,
 * so the plans below do not move when the details arrive (a phone's bar wraps to three rows).
 */
function BarSkeleton() {
  return (
    <div className={styles.bar} aria-hidden="true">
      <div className={styles.list}>
        {VALUE_WIDTHS.map((width) => (
          <div key={width} className={styles.item}>
            <Skeleton height="1.125rem" width="2.5rem" />
            <Skeleton height="1.5rem" width={width} />
          </div>
        ))}
      </div>
      <Skeleton height="var(--touch)" width="5.5rem" />
    </div>
  );
}

/** The Basic Filter bar: zip, gender, smoker (only if set), tier and date of birth, with an Edit popup. */
export function BasicFilterBar({ tempId }: { tempId: string }) {
  const info = useEnrollmentTempInfo(tempId, 'filter_info');
  const [open, setOpen] = useState(false);
  const editRef = useRef<HTMLButtonElement>(null);

  if (info.isPending) return <BarSkeleton />;
  if (info.isError) return <ErrorMessage message={info.error.message || WEB_MESSAGES.loadFailed} onRetry={() => void info.refetch()} retrying={info.isFetching} />;
  if (!info.data) return null;

  return (
    <>
      <section className={styles.bar} aria-labelledby="basic-filter-title">
        <h2 id="basic-filter-title" className="visually-hidden">
          {WEB_MESSAGES.yourBasicInformation}
        </h2>
        <dl className={styles.list}>
          {items(info.data).map(([label, value]) => (
            <div key={label} className={styles.item}>
              <dt className={styles.label}>{label}</dt>
              <dd className={styles.value}>{value}</dd>
            </div>
          ))}
        </dl>
        <button ref={editRef} type="button" className={styles.edit} onClick={() => setOpen(true)} aria-haspopup="dialog">
          {messageWithNodes(STORE_WEB_MESSAGES.editDetails, { details: <span className="visually-hidden-inline">{STORE_WEB_MESSAGES.basicInformation}</span> })}
        </button>
        {open && (
          <Suspense fallback={null}>
            <FilterEditDialog tempId={tempId} filter={info.data} onClose={() => setOpen(false)} returnFocusTo={editRef} />
          </Suspense>
        )}
      </section>
      <CartChangeNotice />
    </>
  );
}
