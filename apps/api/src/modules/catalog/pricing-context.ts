import type { PlanAnswerOutcome, PricingContext } from '@benefit-store/domain';
import type { Db } from '../../db/client.js';
import { catalogSnapshot, type CatalogSnapshot } from './catalog-cache.js';
import { planAnswerOutcomesOf } from './plan-answer-outcomes.repository.js';
import type { Person } from './person.js';

/** The enrollment's answered plans with the carrier's outcome (planAnswerOutcomesOf: one query per request). */
export type PlanAnswerOutcomes = ReadonlyMap<number, PlanAnswerOutcome>;

/**
 * The facts pricePlan reads beside the person: the enrollment's portal code and the replacement plans' ids, from
 * the cached catalog, and the enrollment's answers to plan questions (newQuestionsError until answered,
 * declineError once the carrier declined them). Without `answers` (a listing with no enrollment) nothing is answered.
 */
export function pricingContextOf(snapshot: CatalogSnapshot, person: Pick<Person, 'portalId'>, answers: PlanAnswerOutcomes = new Map()): PricingContext {
  return {
    portalCode: person.portalId === null ? null : (snapshot.portalCodes.get(person.portalId) ?? null),
    questionsAnswered: (planId) => answers.get(planId) === 'accepted',
    questionsDeclined: (planId) => answers.get(planId) === 'declined',
    planIdOf: (slug) => snapshot.bySlug.get(slug)?.id ?? null,
  };
}

/** The answered plans of an enrollment (none without one). Inside withLockedEnrollment pass its tx as db. */
export async function planAnswersFor(db: Db, enrollmentId: string | null): Promise<PlanAnswerOutcomes> {
  return enrollmentId === null ? new Map() : planAnswerOutcomesOf(db, enrollmentId);
}

export async function pricingContextFor(db: Db, person: Pick<Person, 'portalId'>, enrollmentId: string | null = null): Promise<PricingContext> {
  const [snapshot, answers] = await Promise.all([catalogSnapshot(db), planAnswersFor(db, enrollmentId)]);
  return pricingContextOf(snapshot, person, answers);
}
