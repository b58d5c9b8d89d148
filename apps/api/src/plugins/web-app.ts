import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { relative, sep } from 'node:path';
import { BENEFIT_API_PREFIX } from '@benefit-store/domain';
import { notFoundEnvelope } from './error-handler.js';

/**
 * Vite writes what it builds straight into assets/ as name-HASH.ext (HASH: 8 characters of base64url); only those may
 * be cached forever. The public folder's files (assets/brand/, assets/carriers/…) keep their names, some of which end
 * in 8 letters too (evergreen-benefits.svg), so they are told apart by the folder, not the name.
 */
const BUILT_ASSET = /^assets\/[^/]+-[A-Za-z0-9_-]{8}\.[a-z0-9]+$/;
/** What the web build writes beside a text asset (apps/web/build/precompress.ts), and is sent in its place. */
const COMPRESSED_COPY = /\.(br|gz)$/;

/**
 * Whether a file sent may be cached forever, `path` being where it lies under the web root: a built asset, whichever
 * copy of it went out. A browser asks for br or gzip, so the file sent is nearly always `assets/name-HASH.js.br`:
 * judged by that name, every chunk went out `no-cache` and each later page of a visit asked for every chunk again.
 */
function isImmutableAsset(path: string): boolean {
  return BUILT_ASSET.test(path.split(sep).join('/').replace(COMPRESSED_COPY, ''));
}

/** The development pages (/dev/outbox and friends): they do not exist in production. */
function isDevPage(url: string): boolean {
  return url === '/dev' || url.startsWith('/dev/') || url.startsWith('/dev?');
}

/** Under the API's bases (/api, and the benefit base /benefit-api): an unknown one answers a 404 envelope, never the page. */
const API_BASES = ['/api', BENEFIT_API_PREFIX.split('/').slice(0, 2).join('/')];

export function isApiPath(url: string): boolean {
  return API_BASES.some((base) => url === base || url.startsWith(`${base}/`) || url.startsWith(`${base}?`));
}

/**
 * Serves the built web app when there is one, and answers every unknown address: API paths with a 404 envelope,
 * other page requests with index.html (200) so the client router can show its own not-found page.
 */
export default fp(
  async (app) => {
    const root = app.config.webDist;
    if (root) {
      await app.register(fastifyStatic, {
        root,
        // One route per file of the build, found when the server starts (the build does not change under a running
        // server). With a wildcard route, @fastify/static read the assets folder (some 900 entries) on every request to
        // check the path's spelling: a third of what serving a chunk cost (issue 24's profile of the journeys' store).
        // An address that is no file of the build, in any spelling, goes to the not-found handler below.
        wildcard: false,
        // Served in place of the file they sit beside (preCompressed), or never (the maps): no route of their own.
        globIgnore: ['**/*.br', '**/*.gz', '**/*.map'],
        // The web build writes .br and .gz beside each text asset (apps/web/build/precompress.ts).
        preCompressed: true,
        // The source maps stay on the server's disk, to read a production stack trace with; they are not served (the
        // chunks do not name them either: decision 0088). Asked for anyway, one gets what any unknown address gets.
        allowedPath: (pathName) => !pathName.endsWith('.map'),
        cacheControl: false,
        setHeaders: (reply, path) => {
          reply.header('cache-control', isImmutableAsset(relative(root, path)) ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    }
    app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
      const isPage = request.method === 'GET' || request.method === 'HEAD';
      if (root && isPage && !isApiPath(request.url)) {
        // In production a development page is a 404 like any unknown address (the app still renders its not-found page).
        if (app.config.env === 'production' && isDevPage(request.url)) reply.status(404);
        return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');
      }
      return reply.status(404).send(notFoundEnvelope());
    });
  },
  { name: 'web-app', dependencies: ['config'] },
);
