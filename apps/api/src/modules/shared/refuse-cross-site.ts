import { ERROR_CODES, API_MESSAGES } from '@benefit-store/domain';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.js';

/** The methods that change state; GET calls that do (remove-plan-from-cart) say so with `config.changesState`. */
export const STATE_CHANGING_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** `scheme://host[:port]` in lower case, or null for anything that is not an http(s) URL (including Origin `null`). */
function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin.toLowerCase() : null;
  } catch {
    return null;
  }
}

/** The origins this request may come from: the store's public one and the one it was sent to (each white-labelled domain). */
function ownOrigins(request: FastifyRequest): string[] {
  const own = [originOf(`${request.protocol}://${request.host}`)];
  const publicUrl = request.server.config.publicUrl;
  if (publicUrl) own.push(originOf(publicUrl));
  return own.filter((o): o is string => o !== null);
}

const single = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);

/**
 * Whether a browser sent this request from another site's page (decision 0082), in the order browsers give the facts:
 * `Sec-Fetch-Site: cross-site` is refused outright; otherwise an `Origin` must be one of ours (a `same-site` sibling
 * domain sends its own Origin and is refused by it; `Origin: null`, a sandboxed or privacy-stripped page, too);
 * without Origin a `Referer` must be ours. A request with none of the three is not a browser's (the spec's clients,
 * scripts, the API tests): another site cannot make a browser send a write without them, so it is let through.
 */
export function comesFromAnotherSite(request: FastifyRequest): boolean {
  const fetchSite = single(request.headers['sec-fetch-site']);
  if (fetchSite === 'cross-site') return true;
  const origin = single(request.headers.origin);
  if (origin !== undefined) {
    const from = originOf(origin);
    return from === null || !ownOrigins(request).includes(from);
  }
  const referer = single(request.headers.referer);
  if (referer !== undefined) {
    const from = originOf(referer);
    return from === null || !ownOrigins(request).includes(from);
  }
  return false;
}

export function crossSiteError(): AppError {
  return new AppError('notAllowed', API_MESSAGES.crossSiteRequest, [], ERROR_CODES.notAllowed);
}

/**
 * A route's own onRequest check, for the staff and console routes that must answer it before the every-write check
 * of plugins/cross-site-writes.ts runs (that one comes after the routes' onRequest hooks, so a stranger to the
 * console still gets its 404 first). The session cookie is SameSite=Lax, which browsers still send on a top-level
 * GET or form POST from another site: this is what keeps such a request from changing anything.
 */
export async function refuseCrossSite(request: FastifyRequest): Promise<void> {
  if (comesFromAnotherSite(request)) throw crossSiteError();
}
