import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/**
 * Helmet's defaults with a CSP that fits both the single-page app and Swagger UI: scripts only from our origin
 * (neither uses inline scripts), inline styles allowed (React style attributes, Swagger UI), data: images (SVG icons).
 */
export default fp(
  async (app) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          'default-src': ["'self'"],
          'script-src': ["'self'"],
          'style-src': ["'self'", "'unsafe-inline'"],
          'img-src': ["'self'", 'data:'],
          'font-src': ["'self'", 'data:'],
          'connect-src': ["'self'"],
          'object-src': ["'none'"],
          'frame-ancestors': ["'self'"],
          // Plain-http local runs (npm start on a laptop) must not be forced to https.
          'upgrade-insecure-requests': app.config.env === 'production' ? [] : null,
        },
      },
      // The API and app share one origin; cross-origin embedding of our resources is not needed.
      crossOriginEmbedderPolicy: false,
    });
  },
  { name: 'security-headers', dependencies: ['config'] },
);
