import { AuditListQuerySchema, AuditPageSchema, ok } from '@benefit-store/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listAuditEntries } from '../audit/index.js';
import { successSchema } from '../shared/envelope-schema.js';
import { requireOperator } from './staff-principal.js';

/**
 * The console's audit log (issue 23): read-only, by page, filtered by action, target, actor and dates. There is no
 * call that changes or removes an entry (the table refuses it too: migration 0016).
 */
const auditLogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request) => {
    await requireOperator(request);
  });
  app.get(
    '/admin/audit-log',
    {
      schema: {
        tags: ['console'],
        summary: 'Audit log entries, newest first, by page and filters (action, target type, actor, from/to dates)',
        querystring: AuditListQuerySchema,
        response: { 200: successSchema(AuditPageSchema) },
      },
    },
    async (request) => ok(await listAuditEntries(app.database.db, request.query)),
  );
};

export default auditLogRoutes;
