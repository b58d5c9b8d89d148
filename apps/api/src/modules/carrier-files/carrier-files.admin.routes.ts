import {
  AUDIT_ACTIONS,
  AUDIT_TARGETS,
  CARRIER_FILES_LISTED,
  CarrierConfigInputSchema,
  CarrierConfigListSchema,
  CarrierFileListSchema,
  CarrierFileParamsSchema,
  CarrierFileSchema,
  CarrierKeyParamsSchema,
  MakeCarrierFileSchema,
  ok,
} from '@benefit-store/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireOperator } from '../access/index.js';
import { recordAudit } from '../audit/index.js';
import { AppError } from '../shared/app-error.js';
import { successSchema } from '../shared/envelope-schema.js';
import { refuseCrossSite } from '../shared/refuse-cross-site.js';
import { carrierConfigViews, carrierFileView, carrierFileViews } from './carrier-file-views.js';
import { carrierFileJob, CARRIER_FILES_DAILY, DAY_MS, queueDailyCarrierFiles } from './carrier-files.job.js';
import { makeCarrierFile, readCarrierFile } from './carrier-file.service.js';
import { saveCarrierConfig } from './carrier-config.service.js';

const tags = ['console'];

/**
 * The console's carrier files (issue 25 item 2; prefix /api/v1/admin), each starting with requireOperator (404 for
 * anyone else): the carriers with their configuration, the files made, making one now, and downloading one again.
 * Also registers the daily job that makes each carrier's file.
 */
const carrierFilesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const settleMs = app.config.carrierFileSettleSeconds === undefined ? undefined : app.config.carrierFileSettleSeconds * 1000;
  app.jobs.register(carrierFileJob(app.fieldCipher, settleMs));
  app.jobs.every(CARRIER_FILES_DAILY, DAY_MS, (now) => queueDailyCarrierFiles(app.database.db, now));

  const operatorOnly = async (request: Parameters<typeof requireOperator>[0]) => {
    await requireOperator(request);
  };

  app.get(
    '/admin/carriers',
    { preValidation: operatorOnly, schema: { tags, summary: 'The carriers with their file configuration', response: { 200: successSchema(CarrierConfigListSchema) } } },
    async (request) => {
      await requireOperator(request);
      return ok({ items: await carrierConfigViews(app.database.db) });
    },
  );

  app.put(
    '/admin/carriers/:carrier',
    {
      onRequest: [operatorOnly, refuseCrossSite],
      schema: { tags, summary: "Save a carrier's trading-partner settings (audited)", params: CarrierKeyParamsSchema, body: CarrierConfigInputSchema, response: { 200: successSchema(CarrierConfigListSchema) } },
    },
    async (request) => {
      const operator = await requireOperator(request);
      const saved = await saveCarrierConfig(app.database.db, request.params.carrier, request.body, {
        actor: { accountId: operator.accountId, email: operator.email, role: operator.role },
        ip: request.ip,
        now: app.clock.now(),
      });
      if (!saved) throw AppError.notFound();
      return ok({ items: await carrierConfigViews(app.database.db) });
    },
  );

  app.get(
    '/admin/carrier-files',
    { preValidation: operatorOnly, schema: { tags, summary: 'The carrier files made, newest first, with their counts', response: { 200: successSchema(CarrierFileListSchema) } } },
    async (request) => {
      await requireOperator(request);
      return ok({ items: await carrierFileViews(app.database.db, CARRIER_FILES_LISTED) });
    },
  );

  app.post(
    '/admin/carriers/:carrier/files',
    {
      onRequest: [operatorOnly, refuseCrossSite],
      schema: { tags, summary: "Make a carrier's file now, in its configured mode", params: CarrierKeyParamsSchema, body: MakeCarrierFileSchema, response: { 200: successSchema(CarrierFileSchema) } },
    },
    async (request) => {
      const operator = await requireOperator(request);
      const made = await makeCarrierFile(app.database.db, app.fieldCipher, request.params.carrier, { format: request.body.format, now: app.clock.now(), madeBy: 'console', ...(settleMs === undefined ? {} : { settleMs }) });
      if (!made) throw AppError.notFound();
      // A file holds every member's SSN: who made it is on record, with its counts (never its content).
      await recordAudit(app.database.db, {
        actor: { accountId: operator.accountId, email: operator.email, role: operator.role },
        action: AUDIT_ACTIONS.carrierFileMake,
        target: { type: AUDIT_TARGETS.carrier, id: request.params.carrier },
        ip: request.ip,
        after: { file_id: made.file.id, format: made.file.format, file_name: made.file.fileName, enrollments: made.file.enrollmentCount, members: made.file.memberCount },
      });
      return ok(carrierFileView(made.file));
    },
  );

  app.get(
    '/admin/carrier-files/:id/download',
    { preValidation: operatorOnly, schema: { tags, summary: 'A carrier file as it was made (decrypted), as an attachment', params: CarrierFileParamsSchema } },
    async (request, reply) => {
      const operator = await requireOperator(request);
      const found = await readCarrierFile(app.database.db, app.fieldCipher, request.params.id);
      if (!found) throw AppError.notFound();
      await recordAudit(app.database.db, {
        actor: { accountId: operator.accountId, email: operator.email, role: operator.role },
        action: AUDIT_ACTIONS.carrierFileDownload,
        target: { type: AUDIT_TARGETS.carrier, id: found.file.carrierKey },
        ip: request.ip,
        after: { file_id: found.file.id, file_name: found.file.fileName },
      });
      return reply
        .header('content-type', found.file.format === 'csv' ? 'text/csv; charset=utf-8' : 'application/edi-x12')
        .header('content-disposition', `attachment; filename="${found.file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(found.text);
    },
  );
};

export default carrierFilesAdminRoutes;
