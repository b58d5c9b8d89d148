import { ERROR_CODES, API_MESSAGES } from '@benefit-store/domain';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.js';

/**
 * An onRequest hook for the few GET calls the spec makes change state (remove-plan-from-cart). The session
 * cookie is SameSite=Lax, which browsers still send on a top-level GET from another site, so a link or redirect
 * elsewhere could change the visitor's cart. Browsers say where a request comes from in Sec-Fetch-Site; a
 * `cross-site` one is refused with 403. Clients that send no such header (the spec's own, scripts) are let through.
 */
export async function refuseCrossSite(request: FastifyRequest): Promise<void> {
  if (request.headers['sec-fetch-site'] === 'cross-site') {
    throw new AppError('notAllowed', API_MESSAGES.crossSiteRequest, [], ERROR_CODES.notAllowed);
  }
}
