import { useRef, useState } from 'react';
import { COVERAGE_CHANGE_MESSAGES as M, displayDateText, displayDateTime, toUsDate, parseAnyDate, type AdminEnrollmentDetail, type CoverageChangeView } from '@benefit-store/domain';
import { CoverageChangeDialog } from './coverage-change-dialog';
import styles from './enrollments.module.css';

type Plan = AdminEnrollmentDetail['plans'][number];
const usDate = (iso: string | null) => (iso ? toUsDate(parseAnyDate(iso)!) : '');
/** Today in the browser's calendar, as the server compares it (YYYY-MM-DD). */
const today = () => new Date().toISOString().slice(0, 10);

function statusText(plan: Plan): string {
  if (plan.status === 'cancelled') return M.planStatusCancelled;
  if (plan.status === 'terminated') return M.planStatusTerminated({ date: displayDateText(plan.end_date ?? '') });
  return M.planStatusActive;
}

function whatChanged(c: CoverageChangeView): string {
  switch (c.kind) {
    case 'cancel_plan':
      return M.kindCancel({ plan: c.plan_name ?? '' });
    case 'terminate':
      return M.kindTerminate({ plan: c.plan_name ?? '', date: displayDateText(c.end_date ?? '') });
    case 'correct_name':
      return M.kindName;
    case 'correct_address':
      return M.kindAddress;
    case 'correct_dependent':
      return M.kindDependent({ n: c.dependent ?? 0 });
  }
}

/** The changes since the receipt, oldest first, or the empty state. */
function History({ changes }: { changes: readonly CoverageChangeView[] }) {
  if (changes.length === 0) return <p>{M.historyEmpty}</p>;
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a focusable scroll container, as axe's scrollable-region-focusable asks
    <div className={styles.scroll} role="region" aria-label={M.historyCaption} tabIndex={0}>
      <table className={styles.table}>
        <caption className="visually-hidden">{M.historyCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{M.columnWhen}</th>
            <th scope="col">{M.columnWho}</th>
            <th scope="col">{M.columnWhat}</th>
            <th scope="col">{M.reason}</th>
          </tr>
        </thead>
        <tbody>
          {changes.map((c) => (
            <tr key={c.id}>
              <td>{displayDateTime(new Date(c.made_at))}</td>
              <td>{c.made_by}</td>
              <td>
                {whatChanged(c)}
                <br />
                <span className={styles.muted}>{c.reported_to.length > 0 ? M.reportedTo({ carriers: c.reported_to.join(', ') }) : M.notReportedYet}</span>
              </td>
              <td>{c.reason}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * Coverage changes after the receipt (issue 25 item 4) on an enrollment's page: each plan's state with Cancel plan
 * (only before coverage begins) and Terminate coverage, the corrections of the name, the address and each dependent,
 * each a dialog with a required reason, and the history. A saved change is announced; the page shows the current values.
 */
export function CoverageChangesSection({ e }: { e: AdminEnrollmentDetail }) {
  const [announcement, setAnnouncement] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  // Said again after every save (emptied first, so a live region hears the same words twice), and focus kept on the
  // page: when the saved change removed the button that opened the dialog (a cancelled plan has none), on the heading.
  const saved = () => {
    setAnnouncement('');
    requestAnimationFrame(() => {
      setAnnouncement(M.saved);
      if (!document.activeElement || document.activeElement === document.body) heading.current?.focus();
    });
  };
  const begins = e.effective_date ?? e.completed_at.slice(0, 10);
  const beforeStart = today() < begins;
  const s = e.subscriber;
  return (
    <section className={styles.section} aria-labelledby="coverage-changes">
      <h2 id="coverage-changes" ref={heading} tabIndex={-1}>
        {M.sectionTitle}
      </h2>
      <p className={styles.muted}>{M.sectionLead}</p>
      <p role="status" aria-live="polite" className={styles.announcement}>
        {announcement}
      </p>
      <ul className={styles.planStates}>
        {e.plans.map((p) => (
          <li key={p.plan_id}>
            <span>
              <strong>{p.plan_name}</strong> · <span>{statusText(p)}</span>
            </span>
            {e.can_change && p.status !== 'cancelled' && (
              <span className={styles.actions}>
                {p.status === 'active' && beforeStart && (
                  <CoverageChangeDialog
                    id={`cancel-${p.plan_id}`}
                    policy={e.policy_id}
                    kind="cancel_plan"
                    label={M.cancelPlan}
                    about={p.plan_name}
                    title={M.cancelPlanOf({ plan: p.plan_name })}
                    description={M.cancelExplain({ date: displayDateText(begins) })}
                    defaults={{ plan_id: p.plan_id }}
                    onSaved={saved}
                    variant="danger"
                  />
                )}
                <CoverageChangeDialog
                  id={`terminate-${p.plan_id}`}
                  policy={e.policy_id}
                  kind="terminate"
                  label={M.terminatePlan}
                  about={p.plan_name}
                  title={M.terminatePlanOf({ plan: p.plan_name })}
                  description={M.terminateExplain}
                  defaults={{ plan_id: p.plan_id, end_date: '' }}
                  onSaved={saved}
                />
              </span>
            )}
          </li>
        ))}
      </ul>
      {e.can_change && (
        <div className={styles.actions}>
          <CoverageChangeDialog
            id="correct-name"
            policy={e.policy_id}
            kind="correct_name"
            label={M.correctName}
            title={M.correctName}
            description={M.sectionLead}
            defaults={{ first_name: s.first_name, middle_name: s.middle_name, last_name: s.last_name }}
            onSaved={saved}
          />
          <CoverageChangeDialog
            id="correct-address"
            policy={e.policy_id}
            kind="correct_address"
            label={M.correctAddress}
            title={M.correctAddress}
            description={e.address}
            defaults={{ ...e.address_fields }}
            onSaved={saved}
          />
          {e.dependents.map((d, i) => {
            const name = `${d.first_name} ${d.last_name}`;
            return (
              <CoverageChangeDialog
                key={d.ssn_field}
                id={`correct-dependent-${i + 1}`}
                policy={e.policy_id}
                kind="correct_dependent"
                label={M.correctDependentOf({ name })}
                title={M.correctDependentOf({ name })}
                description={M.sectionLead}
                defaults={{ dependent: i + 1, first_name: d.first_name, middle_name: d.middle_name, last_name: d.last_name, birth_date: usDate(d.birth_date), ssn: '' }}
                onSaved={saved}
              />
            );
          })}
        </div>
      )}
      <h3 className={styles.subheading}>{M.historyTitle}</h3>
      <History changes={e.changes} />
    </section>
  );
}
