import type { Cents, PlanCoverageStatus } from '@benefit-store/domain';

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
  /** The plan now (issue 25 item 4): active, cancelled before it began, or terminated; its last day once ended. */
  status: PlanCoverageStatus;
  endDate: string | null;
}

/**
 * A completed enrollment: the values of its signed record with the SSNs decrypted, and (from readCompletedEnrollments
 * and the console) its coverage changes applied: the current view.
 */
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
  /** The coverage changes this view applied (ids, oldest first): a carrier file marks sent only those its additions carry. */
  appliedChangeIds?: number[];
}
