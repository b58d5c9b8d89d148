// Bundles the API server into dist/server.js. node_modules stay external (installed next to the repo), except the
// workspace package @benefit-store/domain, which is TypeScript source and must be compiled in.
import { build } from 'esbuild';
import { cpSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const dist = join(here, 'dist');
const domainEntry = join(here, '..', '..', 'packages', 'domain', 'src', 'index.ts');

/** `packages: 'external'` would leave the workspace package as an import of .ts files that node cannot run. */
const bundleWorkspaceDomain = {
  name: 'bundle-workspace-domain',
  setup(b) {
    b.onResolve({ filter: /^@benefit-store\/domain$/ }, () => ({ path: domainEntry }));
  },
};

rmSync(dist, { recursive: true, force: true });
await build({
  entryPoints: [join(here, 'src', 'server.ts')],
  outfile: join(dist, 'server.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  plugins: [bundleWorkspaceDomain],
  sourcemap: 'linked',
  logLevel: 'info',
});
// The migrator reads ./migrations next to the running code: src/db/migrations in development, dist/migrations here.
cpSync(join(here, 'src', 'db', 'migrations'), join(dist, 'migrations'), { recursive: true });
// The demo data set's catalog files, read at start (db/seed/demo/catalog-files.ts): dist/catalog/demo here.
cpSync(join(here, 'catalog'), join(dist, 'catalog'), { recursive: true });
console.log('API built to', join(dist, 'server.js'));
