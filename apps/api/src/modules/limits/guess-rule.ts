import type { FastifyRequest } from 'fastify';
import type { LimitPurpose } from './limit-purposes.js';

/**
 * A route that looks a secret up (`config: { guess }`): the rate-limit plugin refuses it, and only it, to a visitor
 * or a secret's subject past the purpose's wrong guesses, and counts a wrong guess when the route answers one of
 * `missStatuses`. Nothing else counts as a miss: a plan id that does not exist is a public lookup, not a guess.
 */
export interface GuessRule {
  purpose: LimitPurpose;
  /** The answers that mean the guess named nothing (an unknown code's field error, a 404, a 204 "none", a 410). */
  missStatuses: readonly number[];
  /**
   * The subject the guess is about when it names one (the e-mail address a resume code was sent to, the enrollment a
   * one-time code is for), read from the validated request; its wrong guesses block that subject's lookups.
   */
  subjectOf?: (request: FastifyRequest) => string | null;
}
