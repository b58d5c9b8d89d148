import type { FastifyRequest } from 'fastify';

/**
 * What the web app's files are counted and logged under. @fastify/static gives each file of the build a route of its
 * own (web-app.ts); their hashed names would make a label per file, new with every deploy, where metrics and the log
 * keep route patterns only (decision 0073). They share the one the single wildcard route had.
 */
export const WEB_FILE_ROUTE = '/*';

/** The route pattern a request matched, `WEB_FILE_ROUTE` for a file of the web build; undefined when none matched. */
export function routeLabel(request: FastifyRequest): string | undefined {
  const options = request.routeOptions;
  const config = options?.config as { file?: unknown } | undefined;
  return typeof config?.file === 'string' ? WEB_FILE_ROUTE : options?.url;
}
