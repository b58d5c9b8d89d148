import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { inlineCss } from './build/inline-css';
import { precompress } from './build/precompress';

// The dev server forwards /api to the API server (API_URL, default the one-process server on port 3000).
const apiUrl = process.env.API_URL ?? 'http://localhost:3000';

// The shipped bundle runs on Preact's React-compatible runtime (docs/decisions/0062-preact-runtime-for-the-shipped-bundle.md, "The landing budget"): the code is
// React's, the runtime a tenth of react-dom's size. Tests and the dev server keep React itself.
const preactRuntime = {
  'react-dom/client': 'preact/compat/client',
  'react-dom': 'preact/compat',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-runtime',
  react: 'preact/compat',
};

const usePreact = (command: string) => command === 'build' && process.env.WEB_RUNTIME !== 'react';

export default defineConfig(({ command }) => ({
  plugins: [react(), inlineCss(), precompress()],
  resolve: usePreact(command) ? { alias: preactRuntime } : {},
  define: { 'import.meta.env.PREACT_RUNTIME': JSON.stringify(usePreact(command)) },
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
    sourcemap: true,
    // dist/.vite/manifest.json: which chunks each route loads (scripts/route-js.mjs measures them).
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // React and the router change rarely: one long-cached chunk that every page needs.
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|preact)[\\/]/, priority: 2 },
            // Lingui and the landing's message catalogs: one chunk (every page needs them), not one per set of importers.
            { name: 'messages', test: /node_modules[\\/]@lingui[\\/]|packages[\\/]domain[\\/]src[\\/](messages\.ts|catalog[\\/]categories\.ts|i18n[\\/](catalog|locales)\.ts|i18n[\\/]compiled[\\/]en\.(common|web)\.ts)/, priority: 1 },
            // The app's own modules that the entry and lazy pages share (API client, query keys, button): one chunk
            // with the entry's, not a chunk each (every chunk costs a request and its own gzip overhead).
            { name: 'core', test: /apps[\\/]web[\\/]src[\\/](lib[\\/](api-client|api-error|query-keys|loading-state)\.ts|components[\\/]ui[\\/]button\.tsx)|node_modules[\\/]@tanstack[\\/]query-core[\\/]build[\\/]modern[\\/](queryClient|queryCache|mutationCache)/, priority: 1 },
          ],
        },
      },
    },
  },
}));
