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
  /**
   * The account the guess names whoever sends it (the e-mail address a resume code was sent to): its wrong guesses
   * lock the client that sent them (`account-guess-client`), and slow the account for everyone only past
   * `account-guess` with growing delays, so its owner still gets in from a client that has not been failing
   * (docs/decisions/0080-guessers-locked-accounts-slowed.md).
   */
  accountOf?: (request: FastifyRequest) => string | null;
  /**
   * Whether the call carries a guess at all (a personal-info save without an enroller code does not): when it does
   * not, nothing is reserved, so a visitor past its guesses still saves what checks no code.
   */
  carriesGuess?: (request: FastifyRequest) => boolean;
  /**
   * Runs before any slot is taken, when the call carries a guess: its refusal counts nothing. A route counting per
   * enrollment (`subjectOf: enrollmentOfBody`) checks here that the caller holds the enrollment, so a stranger naming
   * someone else's enrollment is answered 404 and cannot use up that enrollment's guesses (requireHeldEnrollmentOfBody).
   */
  before?: (request: FastifyRequest) => Promise<void>;
}

/** Whether a code field holds something to look up (a missing or blank one is the schema's, never a guess). */
export const hasCode = (value: unknown): boolean => (typeof value === 'string' ? value.trim() !== '' : typeof value === 'number');

/**
 * The enrollment a call names in its body, as the subject of its code guesses: every browser holding the enrollment
 * shares its count. Only with `before: requireHeldEnrollmentOfBody` (enrollment-record), which answers a stranger's call 404
 before any slot is taken, so that it counts nothing against someone else's enrollment.
 */
export const enrollmentOfBody = (request: FastifyRequest): string | null => {
  const id = (request.body as { enrollment_id?: unknown } | undefined)?.enrollment_id;
  return typeof id === 'string' ? `enrollment:${id}` : null;
};
