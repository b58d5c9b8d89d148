/**
 * Host names as the site lookups see them. The client sends its host base64-encoded (`site_domain`), as the
 * spec's clients do; both sides normalise with these functions so "ACME.localhost:3000" and "acme.localhost"
 * name the same site.
 */

// Both exist in browsers and in Node 18+; the domain package compiles without DOM or Node types.
declare function btoa(data: string): string;
declare function atob(data: string): string;

/** The loopback names: always the default (premier) site, so a fresh checkout works on http://localhost. */
export const LOOPBACK_HOSTS: readonly string[] = ['localhost', '127.0.0.1', '::1'];

const HOST_PATTERN = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;
const IPV6_PATTERN = /^[0-9a-f:]{2,39}$/;
export const MAX_HOST_LENGTH = 253;

/** "Acme.LOCALHOST:3401" → "acme.localhost"; "[::1]:80" → "::1"; anything that is not a host name → null. */
export function normalizeHost(raw: string | null | undefined): string | null {
  if (typeof raw !== 'string') return null;
  let host = raw.trim().toLowerCase();
  if (host.startsWith('[')) {
    const end = host.indexOf(']');
    if (end < 0) return null;
    host = host.slice(1, end);
    return IPV6_PATTERN.test(host) ? host : null;
  }
  host = host.replace(/:\d{1,5}$/, '').replace(/\.$/, '');
  if (host === '' || host.length > MAX_HOST_LENGTH) return null;
  if (IPV6_PATTERN.test(host) && host.includes(':')) return host;
  return HOST_PATTERN.test(host) ? host : null;
}

export function isLoopbackHost(host: string): boolean {
  return LOOPBACK_HOSTS.includes(host);
}

/** The `site_domain` value for a host: standard base64 of its ASCII text. */
export function encodeSiteDomain(host: string): string {
  return btoa(host);
}

/** Decodes and normalises `site_domain`; null when it is not base64 of a host name. */
export function decodeSiteDomain(value: string | null | undefined): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  if (trimmed === '' || trimmed.length > 400 || !/^[A-Za-z0-9+/_-]+={0,2}$/.test(trimmed)) return null;
  let text: string;
  try {
    text = atob(trimmed.replace(/-/g, '+').replace(/_/g, '/'));
  } catch {
    return null;
  }
  return normalizeHost(text);
}
