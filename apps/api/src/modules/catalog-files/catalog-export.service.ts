import { CATALOG_FORMAT, writeRatesCsv, type CatalogDocument, type CatalogFile, type PeopleDocument } from '@benefit-store/domain';
import type { Db } from '../../db/client.js';
import { readCatalogDocument, readPeopleDocument } from './catalog-reader.repository.js';

export const EXPORT_FILE_NAMES = { catalog: 'catalog.json', people: 'people.json', rates: 'rates.csv' } as const;

/** A document as the files write it: two-space JSON, fields with their default left out where the reader fills them. */
export function documentText(doc: CatalogDocument | PeopleDocument): string {
  return `${JSON.stringify(doc, null, 2)}\n`;
}

/**
 * The catalog as files in the import's format: catalog.json (plans without their rates), rates.csv (every rate, one
 * a line, price in dollars) and people.json. Importing them again changes nothing.
 */
export async function exportCatalog(db: Db, options: { ratesInline?: boolean } = {}): Promise<CatalogFile[]> {
  const catalog = await readCatalogDocument(db);
  const people = await readPeopleDocument(db);
  if (options.ratesInline) {
    return [
      { name: EXPORT_FILE_NAMES.catalog, text: documentText(catalog) },
      { name: EXPORT_FILE_NAMES.people, text: documentText(people) },
    ];
  }
  const withoutRates = { ...catalog, format: CATALOG_FORMAT, plans: catalog.plans.map(({ rates: _rates, ...p }) => p) } as unknown as CatalogDocument;
  return [
    { name: EXPORT_FILE_NAMES.catalog, text: documentText(withoutRates) },
    { name: EXPORT_FILE_NAMES.rates, text: writeRatesCsv(catalog.plans) },
    { name: EXPORT_FILE_NAMES.people, text: documentText(people) },
  ];
}
