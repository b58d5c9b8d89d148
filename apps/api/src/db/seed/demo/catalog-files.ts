import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { readCatalogFiles, type CatalogFile } from '@benefit-store/domain';
import { readCatalogPath } from '../../../modules/catalog-files/index.js';
import { dataOfDocuments } from '../seed-documents.js';

/**
 * The demo catalog and people, from their files (apps/api/catalog/demo: catalog.json, people.json, rates/*.csv) in the
 * import's format: apps/api/catalog/demo beside the source, dist/catalog/demo beside the built server.
 */
const FOLDERS = [new URL('../../../../catalog/demo/', import.meta.url), new URL('./catalog/demo/', import.meta.url)].map((u) => fileURLToPath(u));

export const DEMO_CATALOG_FOLDER = FOLDERS.find((f) => existsSync(f)) ?? FOLDERS[0]!;

export const demoCatalogFiles: CatalogFile[] = readCatalogPath(DEMO_CATALOG_FOLDER);

function readDemoCatalog() {
  const read = readCatalogFiles(demoCatalogFiles);
  if (!read.catalog || !read.people) {
    const errors = read.errors.map((e) => `${e.file}${e.line ? `:${e.line}` : ''}${e.path ? ` ${e.path}` : ''}: ${e.message}`);
    throw new Error(`The demo catalog files in ${DEMO_CATALOG_FOLDER} are not valid:\n${errors.join('\n')}`);
  }
  return dataOfDocuments(read.catalog, read.people);
}

/** The demo catalog and people as a data set (tests import its constants, e.g. demoCatalog.plans). */
export const demoCatalog = readDemoCatalog();
