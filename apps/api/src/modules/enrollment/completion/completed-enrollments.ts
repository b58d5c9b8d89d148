import { decimalToCents, parseAnyDate, toIsoDate, type Cents } from '@benefit-store/domain';
import type { Db } from '../../../db/client.js';
import type { FieldCipher } from '../../shared/field-encryption.js';
import { listCompletedRecords, type CompletedRecordRow } from './completion.repository.js';
import type { RecordMoney, SignedRecordContent } from './signed-record-content.js';
import { openSecrets } from './signed-record.js';

/** X12 DMG03's values, which the carrier files and the console show alike. */
export type PersonGender = 'M' | 'F' | 'U';

export interface CompletedPerson {
  firstName: string;
  middleName: string;
  lastName: string;
  /** Nine digits, decrypted from the signed record; null when none was given. */
  ssn: string | null;
  /** YYYY-MM-DD; null when unknown. */
  birthDate: string | null;
  gender: PersonGender;
}

export interface CompletedDependent extends CompletedPerson {
  relationship: 'spouse' | 'child';
}

export interface CompletedPlan {
  planId: number;
  planName: string;
  category: string;
  tier: string;
  priceCents: Cents;
}

/** A completed enrollment as its signed record keeps it: the values of the receipt, with the SSNs decrypted. */
export interface CompletedEnrollment {
  enrollmentId: string;
  policyId: string;
  completedAt: Date;
  /** YYYY-MM-DD, the coverage's begin. */
  effectiveDate: string | null;
  agentId: number | null;
  groupId: number | null;
  email: string;
  phone: string;
  address: { address1: string; address2: string; city: string; state: string; zip: string };
  subscriber: CompletedPerson;
  dependents: CompletedDependent[];
  plans: CompletedPlan[];
}

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
    plans: content.cart.plans.map((p) => ({ planId: p.plan_id, planName: p.plan_name, category: p.plan_category, tier: p.tier, priceCents: centsOf(p.price) })),
  };
}

/**
 * Completed enrollments as their signed records keep them (issue 25): the carrier files' source. Public because
 * the carrier files are a module above this one; the SSNs it answers are decrypted, so its callers keep them
 * encrypted at rest (carrier_files.content) and never log them.
 */
export async function readCompletedEnrollments(db: Db, cipher: FieldCipher, filter: { after?: Date | null; from?: Date | null; until?: Date | null } = {}): Promise<CompletedEnrollment[]> {
  const rows = await listCompletedRecords(db, filter);
  return rows.map((row) => enrollmentOf(row, cipher));
}
