import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { describeCycles, findCycles, importGraph } from './import-cycles.mjs';
import { root } from './lib.mjs';

const made = [];
function fixture(files) {
  const dir = mkdtempSync(join(tmpdir(), 'import-cycles-'));
  made.push(dir);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function cyclesIn(dir, packages) {
  return describeCycles(findCycles(importGraph([join(dir, 'src')], packages)), dir);
}

describe('the import cycle check', () => {
  it('names every file of a circle, through folders, .js specifiers and lazy imports', () => {
    const dir = fixture({
      'src/a.ts': "import { b } from './b.js';\nexport const a = b;\n",
      'src/b.ts': "import { c } from './deep';\nexport const b = c;\n",
      'src/deep/index.ts': "export { c } from './c';\n",
      'src/deep/c.ts': "export const c = () => import('../a');\n",
      'src/pair/x.tsx': "import { y } from './y';\nexport const x = y;\n",
      'src/pair/y.ts': "import { x } from './x';\nexport const y = () => x;\n",
      'src/leaf.ts': "import { a } from './a';\nexport const leaf = a;\n",
    });
    expect(cyclesIn(dir)).toEqual([
      '4 files: src/a.ts <-> src/b.ts <-> src/deep/c.ts <-> src/deep/index.ts',
      '2 files: src/pair/x.tsx <-> src/pair/y.ts',
    ]);
  });

  it('follows a package name to its files', () => {
    const dir = fixture({
      'src/index.ts': "export * from './rules';\n",
      'src/rules.ts': "import { helper } from '@acme/pkg/helper';\nexport const rules = helper;\n",
      'src/helper.ts': "import { rules } from '@acme/pkg';\nexport const helper = () => rules;\n",
    });
    expect(cyclesIn(dir, { '@acme/pkg': join(dir, 'src/index.ts') })).toEqual([
      '3 files: src/helper.ts <-> src/index.ts <-> src/rules.ts',
    ]);
  });

  it('counts a circle of type-only imports', () => {
    const dir = fixture({
      'src/config.ts': "import type { Keys } from './keys';\nexport type Config = { keys: Keys };\n",
      'src/keys.ts': "export type { Config } from './config';\nexport type Keys = string[];\n",
    });
    expect(cyclesIn(dir)).toEqual(['2 files: src/config.ts <-> src/keys.ts']);
  });

  it('finds none in a tree that only imports downwards, nor through tests', () => {
    const dir = fixture({
      'src/a.ts': "import { b } from './b';\nimport type { C } from './c';\nexport const a = (c: C) => b(c);\n",
      'src/b.ts': "import { c } from './c';\nexport const b = (x: unknown) => [x, c];\n",
      'src/c.ts': "export type { A } from './types';\nexport const c = 1;\nexport type C = number;\n",
      'src/types.ts': "export type A = { a: string };\n",
      'src/a.test.ts': "import { a } from './a';\nexport const t = a;\n",
      'src/c.test.ts': "import { t } from './a.test';\nexport const u = t;\n",
    });
    expect(cyclesIn(dir)).toEqual([]);
  });
});

describe('the house', () => {
  // About 800 files read from disk: under a second on an idle machine, several beside a full test run, so a ceiling
  // above Vitest's 5 s default.
  it('has no import cycle in the API, the web or the domain', { timeout: 60_000 }, () => {
    const at = (path) => join(root, path);
    const graph = importGraph([at('apps/api/src'), at('apps/web/src'), at('packages/domain/src')], {
      '@benefit-store/domain': at('packages/domain/src/index.ts'),
    });
    expect(graph.size).toBeGreaterThan(500);
    expect(describeCycles(findCycles(graph), root)).toEqual([]);
  });
});
