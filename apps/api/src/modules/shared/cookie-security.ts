import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config.js';

/**
 * Whether the store's cookies carry Secure (decision 0082): whenever its public URL is https (a staging store is served
 * over https too, not only production), and in production in any case. Cookies a browser keeps over plain http
 * (a local demo on http://localhost) would otherwise never be sent back.
 */
export function cookiesAreSecure(config: Pick<AppConfig, 'publicUrl' | 'env'>): boolean {
  return config.env === 'production' || (config.publicUrl ?? '').toLowerCase().startsWith('https:');
}

/**
 * Whether this request was served over https: the public URL says so, or the request itself came over https (its
 * protocol as TRUST_PROXY lets Fastify read it from X-Forwarded-Proto). Then a cookie may take the `__Host-` prefix,
 * which makes the browser refuse it unless it is Secure, for path / and without a Domain: no sibling subdomain or
 * plain-http page can plant or overwrite it.
 */
export function servedOverHttps(request: FastifyRequest): boolean {
  return (request.server.config.publicUrl ?? '').toLowerCase().startsWith('https:') || request.protocol === 'https';
}

/** The `__Host-` form of a cookie's name. */
export const hostOnlyName = (name: string) => `__Host-${name}`;

/** The name a cookie takes for this request: `__Host-` when served over https, else the plain one. */
export const cookieNameFor = (request: FastifyRequest, name: string) => (servedOverHttps(request) ? hostOnlyName(name) : name);

/**
 * A cookie's raw value for this request. Over https only the `__Host-` one is read: a plain cookie of the same name
 * may have been planted by a sibling subdomain or a plain-http page (decision 0082). Over http the `__Host-` one is
 * read first (only a secure page can have set it: a request that came over https through a proxy), then the plain one.
 */
export const cookieOf = (request: FastifyRequest, name: string): string | undefined =>
  servedOverHttps(request) ? request.cookies[hostOnlyName(name)] : (request.cookies[hostOnlyName(name)] ?? request.cookies[name]);
