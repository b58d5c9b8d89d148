import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CatalogDocumentSchema, PeopleDocumentSchema } from '@benefit-store/domain';
import { z } from 'zod';

/** Where the published JSON Schemas live, relative to the repository. */
export const CATALOG_SCHEMA_FILES = { catalog: 'docs/catalog-format/catalog.schema.json', people: 'docs/catalog-format/people.schema.json' } as const;

/** The JSON Schemas of the two documents, as files read them (input: fields with a default may be left out). */
export function catalogSchemaTexts(): Record<keyof typeof CATALOG_SCHEMA_FILES, string> {
  const text = (schema: z.ZodType, id: string, title: string) =>
    `${JSON.stringify({ $id: id, title, ...z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) }, null, 2)}\n`;
  return {
    catalog: text(CatalogDocumentSchema, 'https://benefit-store.example/catalog-format/catalog.schema.json', 'Benefit Store catalog (benefit-store/catalog, version 1)'),
    people: text(PeopleDocumentSchema, 'https://benefit-store.example/catalog-format/people.schema.json', 'Benefit Store people and places (benefit-store/people, version 1)'),
  };
}

export function writeCatalogSchemas(root: string): string[] {
  const texts = catalogSchemaTexts();
  const written: string[] = [];
  for (const [kind, path] of Object.entries(CATALOG_SCHEMA_FILES) as [keyof typeof CATALOG_SCHEMA_FILES, string][]) {
    mkdirSync(join(root, 'docs/catalog-format'), { recursive: true });
    writeFileSync(join(root, path), texts[kind]);
    written.push(path);
  }
  return written;
}
