import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import { BENEFIT_API_PREFIX } from '@benefit-store/domain';
import fp from 'fastify-plugin';
import { API_DOCS_PREFIX } from './swagger.js';
import { STRIPE_DEFAULT_API_BASE } from '../modules/payments/index.js';

/**
 * Browser features no page of the store uses are turned off for every document, so injected or third-party code
 * cannot use them either. Geolocation stays on for our own origin: the location banner asks for the position.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=(self)',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
].join(', ');

const BENEFIT_API_ROOT = `/${BENEFIT_API_PREFIX.split('/')[1]}`;

/** Answers of the API and the benefit service (personal data, carts): never stored. Static files and the docs keep theirs. */
export function isApiAnswer(url: string): boolean {
  const path = url.split('?', 1)[0]!;
  if (path === API_DOCS_PREFIX || path.startsWith(`${API_DOCS_PREFIX}/`)) return false;
  return [`/api`, BENEFIT_API_ROOT].some((root) => path === root || path.startsWith(`${root}/`));
}

type HelmetOptions = Parameters<typeof helmet>[0];

/**
 * The headers helmet writes with these options, computed once: they are the same for every answer (no CSP nonces, no
 * per-request directives). @fastify/helmet built helmet's middleware again on every request, parsing the CSP each
 * time: about 5 % of a plan page's server time under load (issue 24).
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
    getHeader: (name: string) => headers[name.toLowerCase()],
  };
  let failure: unknown = null;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (err?: unknown) => {
    failure = err ?? null;
  });
  if (failure) throw failure;
  return headers;
}

/**
 * Helmet's defaults with a CSP that fits both the single-page app and Swagger UI: scripts only from our origin
 * (neither uses inline scripts), inline styles allowed (React style attributes, Swagger UI), data: images (SVG icons).
 */
export default fp(
  async (app) => {
    const headers = helmetHeaders({
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          'default-src': ["'self'"],
          'script-src': ["'self'"],
          'style-src': ["'self'", "'unsafe-inline'"],
          'img-src': ["'self'", 'data:'],
          'font-src': ["'self'", 'data:'],
          // The payment processor's API only when it is configured: the browser sends it the card (decision 0085).
          'connect-src': ["'self'", ...(app.config.payments?.stripe ? [new URL(app.config.payments.stripe.apiBase ?? STRIPE_DEFAULT_API_BASE).origin] : [])],
          'object-src': ["'none'"],
          'frame-ancestors': ["'self'"],
          // Plain-http local runs (npm start on a laptop) must not be forced to https.
          'upgrade-insecure-requests': app.config.env === 'production' ? [] : null,
        },
      },
      // The API and app share one origin; cross-origin embedding of our resources is not needed.
      crossOriginEmbedderPolicy: false,
      // Helmet's default, said out loud: no Referer at all, so a set-password link's token never leaves in one.
      referrerPolicy: { policy: 'no-referrer' },
    });
    app.addHook('onRequest', (_request, reply, done) => {
      void reply.headers(headers);
      done();
    });
    app.addHook('onSend', async (request, reply, payload) => {
      reply.header('permissions-policy', PERMISSIONS_POLICY);
      // An answer with someone's cart or details must not be kept by a shared proxy or the browser's back button cache.
      if (isApiAnswer(request.url)) reply.header('cache-control', 'no-store');
      return payload;
    });
  },
  { name: 'security-headers', dependencies: ['config'] },
);
