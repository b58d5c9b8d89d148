export * from './catalog-file.messages.js';
export * from './catalog-document.schema.js';
export * from './people-document.schema.js';
export * from './import-report.schema.js';
export * from './rates-csv.js';
export * from './read-catalog-files.js';
