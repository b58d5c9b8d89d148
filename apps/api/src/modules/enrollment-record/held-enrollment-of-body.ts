import type { FastifyRequest } from 'fastify';
import { requireHeldEnrollment } from './held-enrollment.js';

/**
 * A guess route's `before` (modules/limits GuessRule) when its guesses count per enrollment: the caller must hold the
 * enrollment its body names, else 404 before anything is counted, so a stranger cannot spend an enrollment's guesses
 * and lock its owner's code checks (decision 0080). A body without an enrollment id is left to the schema.
 */
export async function requireHeldEnrollmentOfBody(request: FastifyRequest): Promise<void> {
  const id = (request.body as { enrollment_id?: unknown } | undefined)?.enrollment_id;
  if (typeof id === 'string') await requireHeldEnrollment(await request.context(), id);
}
