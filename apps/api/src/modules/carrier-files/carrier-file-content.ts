import { tierCovers, type HouseholdRelationship, type MaintenanceType } from '@benefit-store/domain';
import type { CompletedEnrollment, CompletedPerson, CompletedPlan } from '../enrollment/index.js';

/** One person's lines in a carrier's file: an INS loop of the 834, a CSV row per plan. */
export interface CarrierMember {
  policyId: string;
  relationship: HouseholdRelationship;
  maintenance: MaintenanceType;
  person: CompletedPerson;
  enrollment: CompletedEnrollment;
  /** This carrier's plans that cover the person (by the tier bought), each with its coverage begin and end. */
  coverages: { plan: CompletedPlan; begin: string; end: string | null }[];
}

export interface CarrierFileContent {
  members: CarrierMember[];
  enrollmentCount: number;
  coverageCount: number;
}

/**
 * What goes in one carrier's file: of each completed enrollment, only the plans of this carrier (`planIds`: the
 * catalog's plans with its carrier id), and each person of the household those plans cover. An enrollment without
 * such a plan is not in the file. Every enrollment here is new (maintenance 021); changes (001) and terminations (024)
 * come with the coverage changes of a later issue.
 */
export function carrierFileContent(enrollments: readonly CompletedEnrollment[], planIds: ReadonlySet<number>): CarrierFileContent {
  const members: CarrierMember[] = [];
  let enrollmentCount = 0;
  for (const enrollment of enrollments) {
    const plans = enrollment.plans.filter((p) => planIds.has(p.planId));
    if (plans.length === 0) continue;
    enrollmentCount += 1;
    const begin = enrollment.effectiveDate ?? enrollment.completedAt.toISOString().slice(0, 10);
    const people: { relationship: HouseholdRelationship; person: CompletedPerson }[] = [
      { relationship: 'self', person: enrollment.subscriber },
      ...enrollment.dependents.map((d) => ({ relationship: d.relationship, person: d })),
    ];
    for (const { relationship, person } of people) {
      const covered = plans.filter((p) => tierCovers(p.tier, relationship));
      if (covered.length === 0) continue;
      members.push({
        policyId: enrollment.policyId,
        relationship,
        maintenance: 'addition',
        person,
        enrollment,
        coverages: covered.map((plan) => ({ plan, begin, end: null })),
      });
    }
  }
  return { members, enrollmentCount, coverageCount: members.reduce((n, m) => n + m.coverages.length, 0) };
}
