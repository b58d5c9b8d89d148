import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** Where Swagger UI and the OpenAPI document (`/api/docs/json`) are served. */
export const API_DOCS_PREFIX = '/api/docs';

/**
 * The OpenAPI document is generated from the same zod schemas that validate the requests. It is always built
 * (app.swagger(): the fuzz test reads it), but only served outside production, or in production with API_DOCS=true:
 * a public map of every call is not something to hand out by default.
 */
export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Benefit Store API',
          description: 'Storefront and enrollment calls. Every answer is a { status, data } envelope.',
          version: '1',
        },
        servers: [],
      },
      transform: jsonSchemaTransform,
    });
    const served = app.config.apiDocs ?? app.config.env !== 'production';
    if (served) await app.register(swaggerUi, { routePrefix: API_DOCS_PREFIX });
  },
  { name: 'swagger', dependencies: ['config'] },
);
