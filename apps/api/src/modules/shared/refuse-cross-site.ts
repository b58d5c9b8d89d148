import { ERROR_CODES, API_MESSAGES } from '@benefit-store/domain';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.js';

/** The methods that change state; GET calls that do (remove-plan-from-cart) say so with `config.changesState`. */
export const STATE_CHANGING_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A URL's host and port in lower case, the port left out when it is its scheme's default; null for anything not http(s). */
function hostOf(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.host.toLowerCase() : null;
  } catch {
    return null;
  }
}

/**
 * The hosts this request may come from: the store's public one and the one it was sent to (each white-labelled
 * domain). Compared by host and port, default ports left out, and not by scheme: behind a proxy that ends TLS without
 * TRUST_PROXY the request looks like http (and its Host may carry :443) while the page was https. A page of the same
 * host over the other scheme is the store's own host all the same (decision 0082).
 */
function ownHosts(request: FastifyRequest): string[] {
  // The Host header's port is read as a default one for either scheme (a TLS proxy forwards `brand.example:443`).
  const sentTo = request.host.toLowerCase().replace(/:(80|443)$/, '');
  const own = [hostOf(`http://${sentTo}`)];
  const publicUrl = request.server.config.publicUrl;
  if (publicUrl) own.push(hostOf(publicUrl));
  return own.filter((o): o is string => o !== null);
}

const single = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);

/** Whether an Origin or Referer names one of the store's own hosts. */
const fromOwnHost = (request: FastifyRequest, value: string) => {
  const from = hostOf(value);
  return from !== null && ownHosts(request).includes(from);
};

/**
 * Whether a browser sent this request from another site's page (decision 0082). `Sec-Fetch-Site`, which every current
 * browser sends and no page can forge, decides alone when present: `same-origin` and `none` (typed, bookmarked) pass,
 * `same-site` (a sibling subdomain) and `cross-site` are refused. Only without it (an older browser) an `Origin` must
 * name one of our hosts (`Origin: null`, a sandboxed page or a privacy setting, is refused there), and without Origin
 * a `Referer` must. A request with none of the three is not a browser's (the spec's clients, scripts, the API tests):
 * another site cannot make a browser send a write without them, so it is let through.
 */
export function comesFromAnotherSite(request: FastifyRequest): boolean {
  const fetchSite = single(request.headers['sec-fetch-site']);
  if (fetchSite !== undefined) return fetchSite !== 'same-origin' && fetchSite !== 'none';
  const origin = single(request.headers.origin);
  if (origin !== undefined) return !fromOwnHost(request, origin);
  const referer = single(request.headers.referer);
  if (referer !== undefined) return !fromOwnHost(request, referer);
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
