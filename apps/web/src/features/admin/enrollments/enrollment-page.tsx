import {
  CATEGORY_LABELS,
  CONSOLE_ENROLLMENT_MESSAGES as M,
  DEPENDENT_MESSAGES,
  displayDateText,
  displayDateTime,
  formatMoney,
  MEMBER_TABLE_MESSAGES,
  BENEFICIARY_MESSAGES,
  tierLabel,
  type AdminEnrollmentDetail,
  type Cents,
  type PlanCategory,
  type Tier,
} from '@benefit-store/domain';
import { Link, useParams } from 'react-router';
import { ErrorMessage, InfoMessage } from '../../../components/ui/status-message';
import { AdminPage } from '../shell/admin-page';
import { receiptPdfUrl, useAdminEnrollment } from './api/admin-enrollments';
import { PaymentsSection } from './payments-section';
import { CoverageChangesSection } from './coverage-changes-section';
import { ENROLLMENT_PATHS, useEnrollmentsArea } from './enrollments-area';
import { RevealField } from './reveal-field';
import styles from './enrollments.module.css';

type Person = AdminEnrollmentDetail['subscriber'];
const money = (cents: number) => formatMoney(cents as Cents);
const Back = () => <Link to={ENROLLMENT_PATHS[useEnrollmentsArea()]}>{M.backToList}</Link>;
const back = <Back />;

/** A masked value: an operator may reveal it with a reason (audited); the staff see it masked. */
function Secret({ policy, field, masked, label }: { policy: string; field: string; masked: string; label: string }) {
  if (useEnrollmentsArea() !== 'admin') return <>{masked}</>;
  return <RevealField policy={policy} field={field} masked={masked} label={label} />;
}

function PersonCard({ policy, person, title }: { policy: string; person: Person; title: string }) {
  const who = `${person.first_name} ${person.last_name}`;
  return (
    <div className={styles.person}>
      <h3>
        {who} · {title}
      </h3>
      <dl className={styles.facts}>
        <dt>{MEMBER_TABLE_MESSAGES.columnDob}</dt>
        <dd>{person.birth_date ? displayDateText(person.birth_date) : ''}</dd>
        <dt>{MEMBER_TABLE_MESSAGES.columnSsn}</dt>
        <dd>{person.ssn ? <Secret policy={policy} field={person.ssn_field} masked={person.ssn} label={M.revealLabel({ what: MEMBER_TABLE_MESSAGES.columnSsn, who })} /> : M.noSsn}</dd>
        {person.health_field && (
          <>
            <dt>{M.healthAnswers}</dt>
            <dd>
              <Secret policy={policy} field={person.health_field} masked={M.maskedHealth} label={M.revealLabel({ what: M.healthAnswers, who })} />
            </dd>
          </>
        )}
      </dl>
    </div>
  );
}

function Detail({ e }: { e: AdminEnrollmentDetail }) {
  const area = useEnrollmentsArea();
  return (
    <>
      <section className={styles.section} aria-labelledby="enrollment-summary">
        <h2 id="enrollment-summary">{M.summaryTitle}</h2>
        <dl className={styles.facts}>
          <dt>{M.columnCompleted}</dt>
          <dd>{displayDateTime(new Date(e.completed_at))}</dd>
          <dt>{M.effectiveDate}</dt>
          <dd>{e.effective_date ? displayDateText(e.effective_date) : M.noEffectiveDate}</dd>
          <dt>{M.signedAt}</dt>
          <dd>{displayDateTime(new Date(e.signed_at))}</dd>
          <dt>{M.recordHash}</dt>
          <dd>{e.record_hash}</dd>
        </dl>
        <p>
          <a href={receiptPdfUrl(e.policy_id, area)} target="_blank" rel="noreferrer">
            {M.receiptLink}
          </a>
        </p>
      </section>
      <section className={styles.section} aria-labelledby="enrollment-contact">
        <h2 id="enrollment-contact">{M.contactTitle}</h2>
        <dl className={styles.facts}>
          <dt>{M.columnEmail}</dt>
          <dd>{e.email}</dd>
          <dt>{M.phone}</dt>
          <dd>{e.phone}</dd>
          <dt>{M.address}</dt>
          <dd>{e.address}</dd>
        </dl>
      </section>
      <section className={styles.section} aria-labelledby="enrollment-plans">
        <h2 id="enrollment-plans">{M.plansTitle}</h2>
        <ul>
          {e.plans.map((p) => (
            <li key={p.plan_id}>
              {p.plan_name} · {CATEGORY_LABELS[p.category as PlanCategory] ?? p.category} · {M.planTier} {tierLabel(p.tier as Tier)} · {money(p.price_cents)}
            </li>
          ))}
        </ul>
        <dl className={styles.facts}>
          <dt>{M.firstMonth}</dt>
          <dd>{money(e.initial_month_cents)}</dd>
          <dt>{M.everyMonth}</dt>
          <dd>{money(e.recurring_month_cents)}</dd>
        </dl>
      </section>
      <CoverageChangesSection e={e} />
      <section className={styles.section} aria-labelledby="enrollment-people">
        <h2 id="enrollment-people">{M.peopleTitle}</h2>
        <PersonCard policy={e.policy_id} person={e.subscriber} title={M.subscriber} />
        {e.dependents.length === 0 && <p>{M.noDependents}</p>}
        {e.dependents.map((d) => (
          <PersonCard key={d.ssn_field} policy={e.policy_id} person={d} title={d.relationship === 'spouse' ? DEPENDENT_MESSAGES.relationshipSpouse : DEPENDENT_MESSAGES.relationshipChild} />
        ))}
      </section>
      <section className={styles.section} aria-labelledby="enrollment-beneficiaries">
        <h2 id="enrollment-beneficiaries">{M.beneficiariesTitle}</h2>
        {e.beneficiaries.length === 0 ? (
          <p>{M.noBeneficiaries}</p>
        ) : (
          <ul>
            {e.beneficiaries.map((b) => (
              <li key={`${b.name}-${b.relationship}-${b.contingent}`}>
                {b.name} · {b.relationship} · {b.contingent ? BENEFICIARY_MESSAGES.contingentKind : M.beneficiaryShare({ n: b.percentage })}
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

/**
 * /admin/enrollments/:policy: one completed enrollment, its SSNs and health answers masked until revealed with a reason.
 * In the staff's area (/admin/staff-enrollments/:policy): the rep's member's or the group's, masked (no reveal), the coverage
 * changes the rep's to make (the server's can_change) and read-only for a group administrator; 404 is "not found".
 */
export default function EnrollmentPage() {
  const { policy = '' } = useParams();
  const enrollment = useAdminEnrollment(policy, useEnrollmentsArea());
  if (enrollment.isPending) return <AdminPage title={M.enrollmentTitle({ policy })} actions={back}><InfoMessage>{M.loadingEnrollment}</InfoMessage></AdminPage>;
  if (enrollment.isError) {
    const notFound = 'isNotFound' in enrollment.error && (enrollment.error as { isNotFound?: boolean }).isNotFound;
    if (notFound) return <AdminPage title={M.enrollmentNotFound} actions={back} />;
    return (
      <AdminPage title={M.enrollmentTitle({ policy })} actions={back}>
        <ErrorMessage message={M.enrollmentError} onRetry={() => void enrollment.refetch()} retrying={enrollment.isFetching} />
      </AdminPage>
    );
  }
  return (
    <AdminPage title={M.enrollmentTitle({ policy: enrollment.data.policy_id })} lead={enrollment.data.subscriber.first_name + ' ' + enrollment.data.subscriber.last_name} actions={back}>
      <Detail e={enrollment.data} />
      <PaymentsSection policy={enrollment.data.policy_id} />
    </AdminPage>
  );
}
