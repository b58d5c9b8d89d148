import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../../..');
const SOURCES = ['packages/domain/src', 'apps/api/src', 'apps/web/src', 'scripts', 'e2e'];
const SKIP = new Set(['node_modules', 'dist', 'compiled']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIP.has(entry.name)) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mjs|js)$/.test(entry.name) ? [path] : [];
  });
}

/**
 * Money is integer cents end to end (`Cents`, shared/money.ts): a money string ("12.50") becomes cents through
 * decimalToCents, digit by digit. A float on the way ("12.50" -> 12.5 -> 1250) is how cents drift, so the repository
 * reads no number through parseFloat at all.
 */
describe('money in the source', () => {
  it('is never read through parseFloat', () => {
    const offenders = SOURCES.flatMap((dir) => sourceFiles(join(root, dir)))
      .filter((file) => file !== import.meta.filename)
      .filter((file) => /\bparseFloat\b/.test(readFileSync(file, 'utf8')))
      .map((file) => file.slice(root.length + 1));
    expect(offenders).toEqual([]);
  });
});
