import {
  maskSsn,
  type AdminEnrollmentDetail,
  type AdminEnrollmentPage,
  type AdminEnrollmentRow,
  type EnrollmentListQuery,
} from '@benefit-store/domain';
import type { Db } from '../../../db/client.js';
import type { FieldCipher } from '../../shared/field-encryption.js';
import { centsOf as cents, enrollmentOf, type CompletedEnrollment } from './completed-enrollments.js';
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

/** The masked detail: SSNs as ***-**-1234, health answers only named as fields an operator may reveal. */
function detailView(row: CompletedRecordRow, cipher: FieldCipher): AdminEnrollmentDetail {
  const content = contentOf(row);
  const secrets = openSecrets(cipher, row.record);
  const completed: CompletedEnrollment = enrollmentOf(row, cipher);
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
    address: content.person.address,
    subscriber: person(completed.subscriber, 'subscriber', healthOf(secrets, null)),
    dependents: completed.dependents.map((d, i) => ({ ...person(d, `dependent.${i + 1}`, healthOf(secrets, dependentIds[i] ?? '')), relationship: d.relationship })),
    beneficiaries,
    plans: completed.plans.map((p) => ({ plan_id: p.planId, plan_name: p.planName, category: p.category, tier: p.tier, price_cents: p.priceCents })),
    initial_month_cents: cents(content.cart.initial_month_cost),
    recurring_month_cents: cents(content.cart.recurring_month_cost),
    record_hash: row.record.hash,
    signed_at: row.record.signedAt.toISOString(),
  };
}

/** One completed enrollment's masked detail within the scope; null (the caller's 404) outside it. */
export async function completedDetailForConsole(db: Db, cipher: FieldCipher, scope: CompletedScope, policyId: string): Promise<AdminEnrollmentDetail | null> {
  const row = await findCompletedRecord(db, scope, policyId);
  return row ? detailView(row, cipher) : null;
}

/**
 * One masked field in the clear (subscriber.ssn, dependent.2.health…), for an operator who gave a reason; the caller
 * writes the audit entry. Null when the enrollment or the field does not exist.
 */
export async function revealCompletedField(db: Db, cipher: FieldCipher, policyId: string, field: string): Promise<string | null> {
  const row = await findCompletedRecord(db, { kind: 'all' }, policyId);
  if (!row) return null;
  const secrets = openSecrets(cipher, row.record);
  const completed = enrollmentOf(row, cipher);
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
