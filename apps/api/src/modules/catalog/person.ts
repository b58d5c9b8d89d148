import { ageOn, calendarDateOf, IO_ONLY_CATEGORIES, parseUsDate, type FilterInfo, type PlanCategory, type PricedPerson } from '@benefit-store/domain';

/** Who is being priced (domain pricePlan's person) and the enrollment's portal, which the portal rule reads. */
export interface Person extends PricedPerson {
  portalId: number | null;
}

/** What the enrollment keeps beside its filter that the rules read (annual_incode, working_hours, portal). */
export interface EnrollmentAnswers {
  annualIncome?: number | null;
  workingHours?: number | null;
  portalId?: number | null;
}

export function personOf(filter: FilterInfo, now: Date, answers: EnrollmentAnswers = {}): Person {
  const birth = parseUsDate(filter.dob);
  return {
    // A stored filter always has a valid dob (the schema checked it); -1 keeps a damaged row out of every band.
    age: birth ? ageOn(birth, calendarDateOf(now)) : -1,
    gender: filter.gender,
    tobacco: filter.is_smoker,
    state: filter.state || null,
    tier: filter.tier,
    zip: filter.zip || null,
    annualSalary: answers.annualIncome ?? null,
    weeklyHours: answers.workingHours ?? null,
    portalId: answers.portalId ?? null,
  };
}

/** The person of a stored enrollment: its filter and its answers. */
export function personOfEnrollment(enrollment: { filterInfo: FilterInfo } & EnrollmentAnswers, now: Date): Person {
  return personOf(enrollment.filterInfo, now, enrollment);
}

export function isIoOnlyCategory(category: string): boolean {
  return (IO_ONLY_CATEGORIES as readonly string[]).includes(category as PlanCategory);
}
