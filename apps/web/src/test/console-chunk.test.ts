import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The operator console (features/admin) is its own lazy chunk: nothing the storefront loads may import it, or the
 * console's code (and its texts) would ship to every shopper. The one way in is the router's lazy /admin/* route.
 */
const src = join(import.meta.dirname, '..');
const adminDir = join(src, 'features', 'admin');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Every module specifier a file imports, statically, as a re-export or with import(), that lands in features/admin. */
function adminImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)(['"])([^'"]+)\1/g)]
    .map((m) => m[2]!)
    .filter((spec) => spec.startsWith('.') && (resolve(dirname(file), spec) + sep).startsWith(adminDir + sep));
}

describe('the console chunk', () => {
  it('is imported from outside features/admin only by the router, lazily', () => {
    const outside = sourceFiles(src).filter((file) => !file.startsWith(adminDir + sep) && !file.endsWith('console-chunk.test.ts'));
    const found = outside.flatMap((file) => {
      return adminImports(file).map((spec) => `${relative(src, file)} -> ${spec}`);
    });
    expect(found).toEqual(['app/router.tsx -> ../features/admin/admin-routes']);
    const router = readFileSync(join(src, 'app', 'router.tsx'), 'utf8');
    expect(router).toMatch(/lazy: \(\) => import\('\.\.\/features\/admin\/admin-routes'\)/);
    expect(router).not.toMatch(/^import .*features\/admin/m);
  });
});
