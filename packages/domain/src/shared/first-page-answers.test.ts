import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * The answers the store's first pages check are zod/mini schemas, so those pages never load zod's classic API: one
 * classic schema built at the top level of any module they import would bring all of it back into every page's first
 * script (docs/decisions/0070-react-in-production-and-one-bootstrap-call.md, third pass).
 */
const src = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const FIRST_PAGE_ANSWERS = [
  'sites/site.schema.ts',
  'sites/store-bootstrap.schema.ts',
  'catalog/menu.schema.ts',
  'catalog/money.schema.ts',
  'catalog/plan.schema.ts',
  'catalog/plan-facts.schema.ts',
  'catalog/catalog-extras.schema.ts',
  'cart/cart.schema.ts',
  'cart/cart-answers.schema.ts',
  'enrollment/temp-info.schema.ts',
  'filter/filter-answers.schema.ts',
  'filter/drop-empty.ts',
  'leads/lead-answers.schema.ts',
  'recommendations/recommendation.schema.ts',
  'shared/envelope.schema.ts',
];

/** Every module `file` imports, itself included, following relative imports. */
function closure(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const text = readFileSync(join(src, file), 'utf8');
  for (const match of text.matchAll(/^\s*(?:import|export)\s[^'"]*?from\s+'(\.[^']+)'/gm)) {
    closure(join(dirname(file), match[1] ?? '').replace(/\.js$/, '.ts'), seen);
  }
  return seen;
}

const importsClassicZod = (file: string) => /from\s+'zod'/.test(readFileSync(join(src, file), 'utf8'));

describe("the first pages' answers", () => {
  it.each(FIRST_PAGE_ANSWERS)('%s and everything it imports build their schemas with zod/mini only', (file) => {
    const classic = [...closure(file)].filter(importsClassicZod);
    expect(classic).toEqual([]);
  });
});
