import {
  maskSsn,
  type AdminEnrollmentDetail,
  type CoverageChangeView,
  type AdminEnrollmentPage,
  type AdminEnrollmentRow,
  type EnrollmentListQuery,
} from '@benefit-store/domain';
import type { Db } from '../../../db/client.js';
import type { FieldCipher } from '../../shared/field-encryption.js';
import { changeHistoryFacts } from '../coverage-changes/coverage-changes.repository.js';
import { applyCoverageChanges, type CoverageChange } from '../coverage-changes/current-view.js';
import { centsOf as cents, coverageChangesOf, enrollmentOf, type CompletedEnrollment } from './completed-enrollments.js';
import { findCompletedRecord, searchCompletedRecords, type CompletedRecordRow, type CompletedScope } from './completion.repository.js';
import { receiptPdfOfRecord } from './receipt-mail.job.js';
import type { SignedRecordContent } from './signed-record-content.js';
import { openSecrets } from './signed-record.js';

export type { CompletedScope } from './completion.repository.js';

const contentOf = (row: CompletedRecordRow) => row.record.record as unknown as SignedRecordContent;
const nextDay = (iso: string) => new Date(new Date(`${iso}T00:00:00Z`).getTime() + 24 * 60 * 60 * 1000);

function rowView(row: CompletedRecordRow): AdminEnrollmentRow {
  const content = contentOf(row);
  return {
    policy_id: row.record.policyId,
    name: content.person.name,
    email: content.person.email,
    status: 'completed',
    completed_at: row.completedAt.toISOString(),
    effective_date: content.effective_date,
    plans: content.cart.plans.map((p) => p.plan_name),
    recurring_month_cents: cents(content.cart.recurring_month_cost),
    group_id: row.groupId,
  };
}

/**
 * The console's list of completed enrollments (issue 25 item 1), scoped on the server: an operator's scope is all, a
 * rep's their own enrollments, a group administrator's their group's. Public: the console routes live in this module,
 * the staff's in theirs.
 */
export async function listCompletedForConsole(db: Db, scope: CompletedScope, query: EnrollmentListQuery): Promise<AdminEnrollmentPage> {
  const { rows, total } = await searchCompletedRecords(db, {
    scope,
    q: query.q,
    from: query.from ? new Date(`${query.from}T00:00:00Z`) : undefined,
    before: query.to ? nextDay(query.to) : undefined,
    carrier: query.carrier,
    category: query.category,
    groupId: query.group,
    payment: query.payment,
    sort: query.sort,
    dir: query.dir,
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
  });
  return { items: rows.map(rowView), total, page: query.page, per_page: query.per_page };
}

const healthOf = (secrets: Record<string, Record<string, string>>, dependentId: string | null): string | null => {
  if (dependentId === null) return secrets.primary_health_info ? JSON.stringify(secrets.primary_health_info) : null;
  return secrets.dependent_info?.[`health:${dependentId}`] ?? null;
};

/** The enrollment now (its changes applied) and its changes, oldest first. */
async function currentOf(db: Db, cipher: FieldCipher, row: CompletedRecordRow): Promise<{ current: CompletedEnrollment; changes: CoverageChange[] }> {
  const changes = (await coverageChangesOf(db, cipher, [row.record.enrollmentId])).get(row.record.enrollmentId) ?? [];
  return { current: applyCoverageChanges(enrollmentOf(row, cipher), changes), changes };
}

/** The history's rows: when, who, what (plan, end date, dependent; never a corrected value), why, and which carriers' files carried it. */
async function historyOf(db: Db, current: CompletedEnrollment, changes: readonly CoverageChange[]): Promise<CoverageChangeView[]> {
  const { who, carriers } = await changeHistoryFacts(db, changes.map((c) => c.id));
  return changes.map((c) => ({
    id: c.id,
    kind: c.kind,
    plan_id: c.planId,
    plan_name: current.plans.find((p) => p.planId === c.planId)?.planName ?? null,
    end_date: c.kind === 'cancel_plan' ? (current.plans.find((p) => p.planId === c.planId)?.endDate ?? null) : c.endDate,
    dependent: c.dependent,
    reason: c.reason,
    made_by: who.get(c.id) ?? '',
    made_at: c.madeAt.toISOString(),
    reported_to: carriers.get(c.id) ?? [],
  }));
}

const addressLine = (a: CompletedEnrollment['address']) => [a.address1, a.address2, a.city, a.state, a.zip].filter(Boolean).join(', ');

/**
 * The masked detail of the enrollment now (its coverage changes applied: decision 0086): SSNs as ***-**-1234, health
 * answers only named as fields an operator may reveal; each plan's state and the changes' history.
 */
function detailView(row: CompletedRecordRow, cipher: FieldCipher, completed: CompletedEnrollment, changes: CoverageChangeView[], canChange: boolean): AdminEnrollmentDetail {
  const content = contentOf(row);
  const secrets = openSecrets(cipher, row.record);
  const dependentIds = ((content.answers.dependent_info?.dependents ?? []) as { primary_info: { dependent_id?: unknown } }[]).map((d) => String(d.primary_info.dependent_id ?? ''));
  const person = (p: CompletedEnrollment['subscriber'], key: string, health: string | null) => ({
    first_name: p.firstName,
    middle_name: p.middleName,
    last_name: p.lastName,
    birth_date: p.birthDate,
    gender: p.gender,
    ssn: p.ssn ? maskSsn(p.ssn) : null,
    ssn_field: `${key}.ssn`,
    health_field: health ? `${key}.health` : null,
  });
  const beneficiaries = ((content.answers.beneficiary_info?.beneficiaries ?? []) as Record<string, unknown>[]).map((b) => ({
    name: [b.first_name, b.middle_name, b.last_name].filter((v) => typeof v === 'string' && v !== '').join(' '),
    relationship: typeof b.relationship === 'string' ? b.relationship : '',
    percentage: Number(b.beneficiary_percentage ?? 0),
    contingent: b.is_contigent === true,
  }));
  return {
    policy_id: row.record.policyId,
    status: 'completed',
    completed_at: row.completedAt.toISOString(),
    effective_date: content.effective_date,
    email: content.person.email,
    phone: content.person.phone,
    // The receipt's line until an address correction; then the corrected one.
    address: changes.some((c) => c.kind === 'correct_address') ? addressLine(completed.address) : content.person.address,
    address_fields: { ...completed.address },
    subscriber: person(completed.subscriber, 'subscriber', healthOf(secrets, null)),
    dependents: completed.dependents.map((d, i) => ({ ...person(d, `dependent.${i + 1}`, healthOf(secrets, dependentIds[i] ?? '')), relationship: d.relationship })),
    beneficiaries,
    plans: completed.plans.map((p) => ({ plan_id: p.planId, plan_name: p.planName, category: p.category, tier: p.tier, price_cents: p.priceCents, status: p.status, end_date: p.endDate })),
    initial_month_cents: cents(content.cart.initial_month_cost),
    recurring_month_cents: cents(content.cart.recurring_month_cost),
    record_hash: row.record.hash,
    signed_at: row.record.signedAt.toISOString(),
    changes,
    can_change: canChange,
  };
}

/**
 * One completed enrollment's masked detail within the scope, as it is now; null (the caller's 404) outside it.
 * `canChange`: whether the viewer may make coverage changes (an operator, the member's rep).
 */
export async function completedDetailForConsole(db: Db, cipher: FieldCipher, scope: CompletedScope, policyId: string, canChange = false): Promise<AdminEnrollmentDetail | null> {
  const row = await findCompletedRecord(db, scope, policyId);
  if (!row) return null;
  const { current, changes } = await currentOf(db, cipher, row);
  return detailView(row, cipher, current, await historyOf(db, current, changes), canChange);
}

/**
 * One masked field in the clear (subscriber.ssn, dependent.2.health…), for an operator who gave a reason; the caller
 * writes the audit entry. Null when the enrollment or the field does not exist.
 */
export async function revealCompletedField(db: Db, cipher: FieldCipher, policyId: string, field: string): Promise<string | null> {
  const row = await findCompletedRecord(db, { kind: 'all' }, policyId);
  if (!row) return null;
  const secrets = openSecrets(cipher, row.record);
  const completed = (await currentOf(db, cipher, row)).current;
  const [who, index, what] = field.startsWith('subscriber.') ? ['subscriber', 0, field.slice('subscriber.'.length)] : ['dependent', Number(field.split('.')[1]), field.split('.')[2]];
  const dependentIds = ((contentOf(row).answers.dependent_info?.dependents ?? []) as { primary_info: { dependent_id?: unknown } }[]).map((d) => String(d.primary_info.dependent_id ?? ''));
  if (who === 'subscriber') return what === 'ssn' ? completed.subscriber.ssn : healthOf(secrets, null);
  const dependent = completed.dependents[Number(index) - 1];
  if (!dependent) return null;
  return what === 'ssn' ? dependent.ssn : healthOf(secrets, dependentIds[Number(index) - 1] ?? '');
}

/** The receipt PDF of a completed enrollment within the scope, as the person received it; null outside it. */
export async function receiptPdfForConsole(db: Db, cipher: FieldCipher, scope: CompletedScope, policyId: string): Promise<Uint8Array | null> {
  const row = await findCompletedRecord(db, scope, policyId);
  return row ? receiptPdfOfRecord(cipher, row.record, { withoutHealth: true }) : null;
}
