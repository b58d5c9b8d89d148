import { cancellationEndDate, type CoverageChangeKind, type PlanCoverageStatus } from '@benefit-store/domain';
import type { FieldCipher } from '../../shared/field-encryption.js';
import type { CompletedEnrollment, CompletedPerson } from '../completion/completed-enrollment.types.js';
import type { CoverageChangeRow } from './coverage-changes.repository.js';

/** The associated data a change's values are encrypted under: they decrypt only as this policy's change. */
export const coverageChangeContext = (policyId: string) => `coverage-change:${policyId}`;

export interface NameValues {
  first_name: string;
  middle_name: string;
  last_name: string;
}
export interface AddressValues {
  address1: string;
  address2: string;
  city: string;
  state: string;
  zip: string;
}
export interface DependentValues extends NameValues {
  birth_date: string;
  ssn: string | null;
}

/** A person's values as the carrier had them before a correction (the 834's Loop 2100B: NM1*70 and DMG). */
export interface PriorPerson {
  firstName: string;
  middleName: string;
  lastName: string;
  ssn: string | null;
  birthDate: string | null;
  gender: CompletedPerson['gender'];
}

/** A change as the current view and the carrier files read it: its values decrypted. */
export interface CoverageChange {
  id: number;
  enrollmentId: string;
  policyId: string;
  kind: CoverageChangeKind;
  planId: number | null;
  endDate: string | null;
  dependent: number | null;
  values: NameValues | AddressValues | DependentValues | null;
  /** A corrected name's or dependent's values before the change; null for the other kinds. */
  prior: PriorPerson | null;
  reason: string;
  madeBy: number;
  madeAt: Date;
}

export function openCoverageChange(cipher: FieldCipher, row: CoverageChangeRow): CoverageChange {
  return {
    id: row.id,
    enrollmentId: row.enrollmentId,
    policyId: row.policyId,
    kind: row.kind,
    planId: row.planId,
    endDate: row.endDate,
    dependent: row.dependent,
    values: row.values ? cipher.decryptJson(row.values, coverageChangeContext(row.policyId)) : null,
    prior: row.priorValues ? cipher.decryptJson<PriorPerson>(row.priorValues, coverageChangeContext(row.policyId)) : null,
    reason: row.reason,
    madeBy: row.madeBy,
    madeAt: row.madeAt,
  };
}

/** The day the enrollment's coverage begins (an individual's, without an effective date: the completion day). */
export const coverageBegins = (enrollment: Pick<CompletedEnrollment, 'effectiveDate' | 'completedAt'>) => enrollment.effectiveDate ?? enrollment.completedAt.toISOString().slice(0, 10);

/**
 * The enrollment now: its signed record's values with its changes applied in the order they were made (decision
 * 0086). A cancelled plan ends the day it would have begun; a termination sets the plan's last day (a later one may
 * bring it forward); a correction replaces the subscriber's name, the address, or one dependent's name, birth date
 * and (when given) SSN. The signed record itself never changes.
 */
export function applyCoverageChanges(enrollment: CompletedEnrollment, changes: readonly CoverageChange[]): CompletedEnrollment {
  const current: CompletedEnrollment = {
    ...enrollment,
    address: { ...enrollment.address },
    subscriber: { ...enrollment.subscriber },
    dependents: enrollment.dependents.map((d) => ({ ...d })),
    plans: enrollment.plans.map((p) => ({ ...p })),
    appliedChangeIds: [...(enrollment.appliedChangeIds ?? [])],
  };
  for (const change of changes) {
    if (change.enrollmentId !== enrollment.enrollmentId) continue;
    current.appliedChangeIds!.push(change.id);
    const plan = change.planId === null ? undefined : current.plans.find((p) => p.planId === change.planId);
    if (change.kind === 'cancel_plan' && plan) setStatus(plan, 'cancelled', cancellationEndDate(coverageBegins(enrollment)));
    else if (change.kind === 'terminate' && plan && change.endDate) setStatus(plan, 'terminated', change.endDate);
    else if (change.kind === 'correct_name' && change.values) {
      const v = change.values as NameValues;
      Object.assign(current.subscriber, { firstName: v.first_name, middleName: v.middle_name, lastName: v.last_name });
    } else if (change.kind === 'correct_address' && change.values) {
      const v = change.values as AddressValues;
      current.address = { address1: v.address1, address2: v.address2, city: v.city, state: v.state, zip: v.zip };
    } else if (change.kind === 'correct_dependent' && change.values && change.dependent !== null) {
      const dependent = current.dependents[change.dependent - 1];
      const v = change.values as DependentValues;
      if (dependent) Object.assign(dependent, { firstName: v.first_name, middleName: v.middle_name, lastName: v.last_name, birthDate: v.birth_date, ...(v.ssn ? { ssn: v.ssn } : {}) });
    }
  }
  return current;
}

/** A person's values as a correction's prior (what the carrier had). */
export const priorOf = (person: CompletedPerson): PriorPerson => ({
  firstName: person.firstName,
  middleName: person.middleName,
  lastName: person.lastName,
  ssn: person.ssn,
  birthDate: person.birthDate,
  gender: person.gender,
});

function setStatus(plan: CompletedEnrollment['plans'][number], status: PlanCoverageStatus, endDate: string): void {
  plan.status = status;
  plan.endDate = endDate;
}
