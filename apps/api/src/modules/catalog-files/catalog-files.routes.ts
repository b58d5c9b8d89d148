import { CatalogExportSchema, CatalogImportRequestSchema, ImportReportSchema, ok } from '@benefit-store/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireOperator } from '../access/index.js';
import { recordCatalogImport } from './catalog-audit.js';
import { refuseCrossSite } from '../shared/refuse-cross-site.js';
import { successSchema } from '../shared/envelope-schema.js';
import { applyCatalogImport, planCatalogImport } from './catalog-import.service.js';
import { exportCatalog } from './catalog-export.service.js';

const tags = ['console'];

/** A catalog 100 times the demo's rates is about 10 MB of JSON: room for that, on this route only. */
export const CATALOG_IMPORT_BODY_LIMIT = 50 * 1024 * 1024;

/**
 * The console's catalog upload and download (issue 23; prefix /api/v1/admin). Anyone but a signed-in operator gets
 * 404, before the body is even checked. A dry run writes nothing; an import writes in one transaction, with its audit entry.
 */
const catalogFilesRoutes: FastifyPluginAsyncZod = async (app) => {
  const operatorOnly = async (request: Parameters<typeof requireOperator>[0]) => {
    await requireOperator(request);
  };

  app.post(
    '/admin/catalog/import',
    {
      bodyLimit: CATALOG_IMPORT_BODY_LIMIT,
      // The operator check first (anyone else gets 404), then a cross-site upload is refused.
      onRequest: [operatorOnly, refuseCrossSite],
      schema: {
        tags,
        summary: 'Import catalog files (dry run or apply): what changes, per entity, and every located error',
        body: CatalogImportRequestSchema,
        response: { 200: successSchema(ImportReportSchema) },
      },
    },
    async (request) => {
      const operator = await requireOperator(request);
      const { dry_run: dryRun, files } = request.body;
      if (dryRun) return ok(await planCatalogImport(app.database.db, files));
      const report = await applyCatalogImport(app.database.db, files, {
        clock: app.clock,
        onApplied: (tx, applied) =>
          recordCatalogImport(tx, files, applied, { actor: { accountId: operator.accountId, email: operator.email, role: operator.role }, ip: request.ip }),
      });
      return ok(report);
    },
  );

  app.get(
    '/admin/catalog/export',
    { preValidation: operatorOnly, schema: { tags, summary: 'The catalog as files in the import format', response: { 200: successSchema(CatalogExportSchema) } } },
    async (request) => {
      await requireOperator(request);
      return ok({ files: await exportCatalog(app.database.db) });
    },
  );
};

export default catalogFilesRoutes;
