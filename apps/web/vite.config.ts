import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { categorySpritePlugin } from './build/category-sprite';
import { inlineCss } from './build/inline-css';
import { precompress } from './build/precompress';

// The dev server forwards /api to the API server (API_URL, default the one-process server on port 3000).
const apiUrl = process.env.API_URL ?? 'http://localhost:3000';

// react-router's package exports only its development build (its dev warnings on, remix-run/react-router#12532); the
// shipped bundle takes the production build beside it, as React's own production build is taken. Same version and API.
const require = createRequire(import.meta.url);
const reactRouterProduction = require.resolve('react-router').replace(/development([\\/]index)\.m?js$/, 'production$1.mjs');
if (!existsSync(reactRouterProduction)) throw new Error(`react-router's production build is not at ${reactRouterProduction}`);

export default defineConfig(({ command }) => ({
  plugins: [react(), categorySpritePlugin(), inlineCss(), precompress()],
  resolve: command === 'build' ? { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] } : {},
  server: {
    proxy: {
      '/api': { target: apiUrl, changeOrigin: false },
      '/benefit-api': { target: apiUrl, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: apiUrl, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // Maps are written beside the chunks (to read a production stack trace with) but neither named in them nor served
    // (apps/api plugins/web-app.ts): every chunk is one `//# sourceMappingURL` comment shorter, 0.8 KB gzipped on
    // /plans (decision 0088).
    sourcemap: 'hidden',
    // dist/.vite/manifest.json: which chunks each route loads (scripts/route-js.mjs measures them).
    manifest: true,
    // Every browser the store supports knows <link rel="modulepreload">; one that does not only loses the hint (the
    // modules still load through their imports), so the polyfill's bytes stay out of every page's entry.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Everything the first page needs in one chunk (React, the router, query, zod, Lingui, the app's shell and the
            // domain pieces it uses) rather than a dozen: one request, and one gzip stream compresses better than many
            // small ones (about 4 KB less on every page; docs/decisions/0070-react-in-production-and-one-bootstrap-call.md).
            // Lazy pages' modules are split by rolldown as they are used.
            { name: 'initial', tags: ['$initial'], priority: 3 },
          ],
        },
      },
    },
  },
}));
