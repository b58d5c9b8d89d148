// The catalog-files module's door: the catalog as files (docs/catalog-format/README.md). Import with a dry run,
// export, and the writer the demo data set's loader shares with the import. Everything else in this folder is its own.
export { applyCatalogImport, lockCatalog, planCatalogImport, writeDocuments } from './catalog-import.service.js';
export type { ApplyOptions } from './catalog-import.service.js';
export { EXPORT_FILE_NAMES, exportCatalog } from './catalog-export.service.js';
export { readCatalogPath, writeCatalogFolder } from './catalog-folder.js';
export { recordCatalogImport } from './catalog-audit.js';
