import { tierCovers, type HouseholdRelationship, type MaintenanceType } from '@benefit-store/domain';
import type { CompletedEnrollment, CompletedPerson, CompletedPlan, PendingCoverageChange, PriorPerson } from '../enrollment/index.js';

/** One person's lines in a carrier's file: an INS loop of the 834, a CSV row per plan. */
export interface CarrierMember {
  policyId: string;
  relationship: HouseholdRelationship;
  maintenance: MaintenanceType;
  person: CompletedPerson;
  enrollment: CompletedEnrollment;
  /** This carrier's plans that cover the person (by the tier bought), each with its coverage begin and end. */
  coverages: { plan: CompletedPlan; begin: string; end: string | null }[];
  /** A corrected name or dependent: the values the carrier had (the 834's Loop 2100B, NM1*70 and DMG). */
  prior?: PriorPerson;
}

export interface CarrierFileContent {
  members: CarrierMember[];
  enrollmentCount: number;
  coverageCount: number;
  /** The coverage changes this file accounts for (their loops are in it, or its additions carry their result). */
  changeIds: number[];
  /** The coverage changes that touch none of this carrier's plans: recorded as such, so no later file reads them again. */
  notApplicableIds: number[];
}

/** Which coverage changes the file reads: those not yet carried, and whether an enrollment's addition went in an earlier file. */
export interface ChangesToCarry {
  pending: readonly PendingCoverageChange[];
  /** True when the carrier already received the enrollment (its completion is before this file's window). */
  reportedEarlier: (enrollment: CompletedEnrollment) => boolean;
}

const beginOf = (enrollment: CompletedEnrollment) => enrollment.effectiveDate ?? enrollment.completedAt.toISOString().slice(0, 10);

function householdOf(enrollment: CompletedEnrollment): { relationship: HouseholdRelationship; person: CompletedPerson }[] {
  return [{ relationship: 'self', person: enrollment.subscriber }, ...enrollment.dependents.map((d) => ({ relationship: d.relationship, person: d }))];
}

/**
 * The loops one coverage change puts in a carrier's file (decision 0086), from the enrollment as it is now: a
 * cancellation or termination of one of the carrier's plans, a 024 for each person the plan covers with the end the
 * change set (a cancellation ends the day it would have begun); a corrected name, a 001 for the member; a corrected
 * address, a 001 for each person covered; a corrected dependent, a 001 for that dependent. Each 001 lists the
 * carrier's plans that cover the person and were not cancelled. None when the change touches none of its plans.
 */
export function changeMembers(change: PendingCoverageChange['change'], enrollment: CompletedEnrollment, planIds: ReadonlySet<number>): CarrierMember[] {
  const begin = beginOf(enrollment);
  const member = (relationship: HouseholdRelationship, person: CompletedPerson, maintenance: MaintenanceType, coverages: CarrierMember['coverages']): CarrierMember => ({
    policyId: enrollment.policyId,
    relationship,
    maintenance,
    person,
    enrollment,
    coverages,
    ...(maintenance === 'change' && change.prior && change.kind !== 'correct_address' ? { prior: change.prior } : {}),
  });
  if (change.kind === 'cancel_plan' || change.kind === 'terminate') {
    const plan = enrollment.plans.find((p) => p.planId === change.planId);
    if (!plan || !planIds.has(plan.planId)) return [];
    const end = change.kind === 'cancel_plan' ? begin : (change.endDate ?? begin);
    return householdOf(enrollment)
      .filter(({ relationship }) => tierCovers(plan.tier, relationship))
      .map(({ relationship, person }) => member(relationship, person, 'termination', [{ plan, begin, end }]));
  }
  const people = householdOf(enrollment).filter(({ relationship }, i) => {
    if (change.kind === 'correct_name') return relationship === 'self';
    if (change.kind === 'correct_dependent') return i === change.dependent;
    return true;
  });
  return people.flatMap(({ relationship, person }) => {
    const covering = enrollment.plans.filter((p) => planIds.has(p.planId) && p.status !== 'cancelled' && tierCovers(p.tier, relationship));
    return covering.length === 0 ? [] : [member(relationship, person, 'change', covering.map((plan) => ({ plan, begin, end: plan.endDate })))];
  });
}

/**
 * What goes in one carrier's file: of each completed enrollment, only the plans of this carrier (`planIds`: the
 * catalog's plans with its carrier id), and each person of the household those plans cover, as an addition (021)
 * with the enrollment's current values: a terminated plan with its end, a plan cancelled before it began left out.
 * An enrollment without such a plan is not in the file. Then the coverage changes (decision 0086) of enrollments the
 * carrier received in an earlier file: 001 changes and 024 terminations, in the order they were made. A change of an
 * enrollment whose addition is in this file is accounted for by it (when the addition applied it); one of an enrollment
 * not yet sent waits; one that touches none of the carrier's plans is listed as not applicable.
 */
export function carrierFileContent(enrollments: readonly CompletedEnrollment[], planIds: ReadonlySet<number>, changes?: ChangesToCarry): CarrierFileContent {
  const members: CarrierMember[] = [];
  const inFile = new Set<string>();
  for (const enrollment of enrollments) {
    const plans = enrollment.plans.filter((p) => planIds.has(p.planId) && p.status !== 'cancelled');
    if (plans.length === 0) continue;
    inFile.add(enrollment.enrollmentId);
    const begin = beginOf(enrollment);
    for (const { relationship, person } of householdOf(enrollment)) {
      const covered = plans.filter((p) => tierCovers(p.tier, relationship));
      if (covered.length === 0) continue;
      members.push({
        policyId: enrollment.policyId,
        relationship,
        maintenance: 'addition',
        person,
        enrollment,
        coverages: covered.map((plan) => ({ plan, begin, end: plan.endDate })),
      });
    }
  }
  const inWindow = new Map(enrollments.map((e) => [e.enrollmentId, e]));
  const changeIds: number[] = [];
  const notApplicableIds: number[] = [];
  for (const { change, enrollment } of changes?.pending ?? []) {
    const loops = changeMembers(change, enrollment, planIds);
    // A change only ever removes plans, so one that touches none of the carrier's plans now never will.
    if (loops.length === 0) notApplicableIds.push(change.id);
    else if (inWindow.has(enrollment.enrollmentId)) {
      // Accounted for by the addition only when the addition was built with it (a change committed after the window was
      // read waits for the next file, where it goes as a change: at worst sent twice, never lost).
      if (inWindow.get(enrollment.enrollmentId)!.appliedChangeIds?.includes(change.id)) changeIds.push(change.id);
    } else if (changes!.reportedEarlier(enrollment)) {
      changeIds.push(change.id);
      members.push(...loops);
      inFile.add(enrollment.enrollmentId);
    }
  }
  return { members, enrollmentCount: inFile.size, coverageCount: members.reduce((n, m) => n + m.coverages.length, 0), changeIds, notApplicableIds };
}
