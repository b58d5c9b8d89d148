import { decimalToCents, parseAnyDate, toIsoDate, type Cents } from '@benefit-store/domain';
import type { Db } from '../../../db/client.js';
import type { FieldCipher } from '../../shared/field-encryption.js';
import { applyCoverageChanges, openCoverageChange, type CoverageChange } from '../coverage-changes/current-view.js';
import { listCoverageChanges } from '../coverage-changes/coverage-changes.repository.js';
import type { CompletedEnrollment, PersonGender } from './completed-enrollment.types.js';
import { listCompletedRecords, type CompletedRecordRow } from './completion.repository.js';
export type { CompletedDependent, CompletedEnrollment, CompletedPerson, CompletedPlan, PersonGender } from './completed-enrollment.types.js';
import type { RecordMoney, SignedRecordContent } from './signed-record-content.js';
import { openSecrets } from './signed-record.js';

const str = (v: unknown) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');
const digits = (v: unknown) => str(v).replace(/\D/g, '') || null;
const isoDate = (v: unknown) => {
  const parsed = parseAnyDate(str(v));
  return parsed ? toIsoDate(parsed) : null;
};
/** The primary's codes (0 male, 1 female, 2 other) and the dependents' (0, 1). */
const genderOf = (v: unknown): PersonGender => (v === 0 || v === '0' ? 'M' : v === 1 || v === '1' ? 'F' : 'U');
/** A record's money in cents: version 1 records kept it as "12.50", read exactly (never through a binary fraction). */
export const centsOf = (money: RecordMoney): Cents => (typeof money === 'number' ? money : decimalToCents(money));

/** A stored record as the carrier files and the console read it. */
export function enrollmentOf(row: CompletedRecordRow, cipher: FieldCipher): CompletedEnrollment {
  const content = row.record.record as unknown as SignedRecordContent;
  const secrets = openSecrets(cipher, row.record);
  const primary = content.answers.primary_info ?? {};
  const contact = content.answers.contact_info ?? {};
  const stored = (content.answers.dependent_info?.dependents ?? []) as { primary_info: Record<string, unknown> }[];
  const dependentSecrets = secrets.dependent_info ?? {};
  return {
    enrollmentId: row.record.enrollmentId,
    policyId: row.record.policyId,
    completedAt: row.completedAt,
    effectiveDate: content.effective_date,
    agentId: row.agentId,
    groupId: row.groupId,
    email: str(contact.email_address),
    phone: str(contact.phone_number),
    address: { address1: str(contact.address1), address2: str(contact.address2), city: str(contact.city), state: str(contact.state).toUpperCase(), zip: str(contact.zip) },
    subscriber: {
      firstName: str(primary.first_name),
      middleName: str(primary.middle_name),
      lastName: str(primary.last_name),
      ssn: digits(secrets.primary_info?.ssn),
      birthDate: isoDate(primary.birthdate),
      gender: genderOf(primary.gender),
    },
    dependents: stored.map(({ primary_info: d }) => ({
      firstName: str(d.first_name),
      middleName: str(d.middle_name),
      lastName: str(d.last_name),
      ssn: digits(dependentSecrets[`ssn:${str(d.dependent_id)}`]),
      birthDate: isoDate(d.birthdate),
      gender: genderOf(d.gender),
      relationship: d.relationship === 'spouse' ? 'spouse' : 'child',
    })),
    plans: content.cart.plans.map((p) => ({ planId: p.plan_id, planName: p.plan_name, category: p.plan_category, tier: p.tier, priceCents: centsOf(p.price), status: 'active', endDate: null })),
  };
}

/**
 * Completed enrollments as their signed records keep them (issue 25): the carrier files' source. Public because
 * the carrier files are a module above this one; the SSNs it answers are decrypted, so its callers keep them
 * encrypted at rest (carrier_files.content) and never log them.
 */
export async function readCompletedEnrollments(db: Db, cipher: FieldCipher, filter: { after?: Date | null; from?: Date | null; until?: Date | null } = {}): Promise<CompletedEnrollment[]> {
  const rows = await listCompletedRecords(db, filter);
  return currentEnrollmentsOf(db, cipher, rows);
}

/** The coverage changes of these enrollments, decrypted, by enrollment id, oldest first. */
export async function coverageChangesOf(db: Db, cipher: FieldCipher, enrollmentIds: readonly string[]): Promise<Map<string, CoverageChange[]>> {
  const byEnrollment = new Map<string, CoverageChange[]>();
  for (const row of await listCoverageChanges(db, enrollmentIds)) {
    byEnrollment.set(row.enrollmentId, [...(byEnrollment.get(row.enrollmentId) ?? []), openCoverageChange(cipher, row)]);
  }
  return byEnrollment;
}

/** Stored records as their current view: each with its coverage changes applied (decision 0086). */
export async function currentEnrollmentsOf(db: Db, cipher: FieldCipher, rows: readonly CompletedRecordRow[]): Promise<CompletedEnrollment[]> {
  const changes = await coverageChangesOf(db, cipher, rows.map((r) => r.record.enrollmentId));
  return rows.map((row) => applyCoverageChanges(enrollmentOf(row, cipher), changes.get(row.record.enrollmentId) ?? []));
}
