import type { FastifyRequest } from 'fastify';
import type { LimitPurpose } from './limit-purposes.js';

/**
 * A route that looks a secret up (`config: { guess }`): the rate-limit plugin takes a slot for the guess before the
 * handler (refusing it, and only it, to a visitor, its address's share, or a secret's subject past the purpose's
 * wrong guesses), and keeps it only when the answer is a miss: an error thrown as AppError.wrongGuess (an unknown
 * code), or one of `missStatuses`. Nothing else counts: a field left out, an expired code, a plan id that does not
 * exist (a public lookup, not a guess).
 */
export interface GuessRule {
  purpose: LimitPurpose;
  /** Answers that mean the guess named nothing without a wrongGuess error: a 204 "none", a link's 404 or 410. */
  missStatuses?: readonly number[];
  /**
   * The subject the guess is about when it names one (the e-mail address a resume code was sent to, the enrollment a
   * one-time code is for), read from the validated request; its wrong guesses block that subject's lookups.
   */
  subjectOf?: (request: FastifyRequest) => string | null;
}
