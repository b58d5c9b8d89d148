import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATALOG_SCHEMA_FILES, catalogSchemaTexts } from './catalog-schema.js';

const root = join(import.meta.dirname, '../../../..');

describe('the published JSON Schemas of the catalog files', () => {
  it.each(Object.entries(CATALOG_SCHEMA_FILES) as [keyof typeof CATALOG_SCHEMA_FILES, string][])(
    '%s: the committed file is what the domain schema generates (run npm run catalog -- schema after changing it)',
    (kind, path) => {
      expect(readFileSync(join(root, path), 'utf8')).toBe(catalogSchemaTexts()[kind]);
    },
  );
});
