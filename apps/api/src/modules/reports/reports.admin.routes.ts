import { ok, ReportCsvParamsSchema, ReportQuerySchema, ReportSchema, reportTableOfFile, type Report, type ReportQuery, type ReportTable } from '@benefit-store/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { requireOperator, requireStaff } from '../access/index.js';
import { successSchema } from '../shared/envelope-schema.js';
import { staffReportScope, type ReportScope } from './report-scope.js';
import { reportCsv, reportCsvName } from './reports-csv.js';
import { completedReport } from './reports.service.js';

type CsvFile = (typeof ReportCsvParamsSchema.shape.file.options)[number];

/** A byte order mark first: Excel on Windows reads a CSV without one in its own code page and mangles ’ and accents. */
const BOM = '\uFEFF';

const sendCsv = (reply: FastifyReply, report: Report, table: ReportTable) =>
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${reportCsvName(report, table)}"`)
    .header('cache-control', 'no-store')
    .send(BOM + reportCsv(report, table));

/**
 * The console's reports (issue 25 item 5; decision 0084): completed enrollments and their monthly premium by day,
 * carrier, plan category and group, as JSON and each table as CSV. Operators' under /admin/reports (all enrollments;
 * 404 for anyone else); a rep's own and a group administrator's group's under /staff/reports, scoped in SQL as the
 * completed enrollments are.
 */
const reportsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const operatorOnly = async (request: Parameters<typeof requireOperator>[0]) => {
    await requireOperator(request);
  };
  const staffOnly = async (request: Parameters<typeof requireStaff>[0]) => {
    await requireStaff(request);
  };
  const report = (scope: ReportScope, query: ReportQuery) => completedReport(app.database.db, scope, query, app.clock.now());
  // A CSV aggregates its own table only.
  const csv = async (reply: FastifyReply, scope: ReportScope, query: ReportQuery, file: CsvFile) => {
    const table = reportTableOfFile(file);
    return sendCsv(reply, await completedReport(app.database.db, scope, query, app.clock.now(), [table]), table);
  };

  app.get(
    '/admin/reports',
    {
      preValidation: operatorOnly,
      schema: { tags: ['console'], summary: 'Completed enrollments and premium by day, carrier, category and group', querystring: ReportQuerySchema, response: { 200: successSchema(ReportSchema) } },
    },
    async (request) => {
      await requireOperator(request);
      return ok(await report({ kind: 'all' }, request.query));
    },
  );

  app.get(
    '/admin/reports/:file',
    { preValidation: operatorOnly, schema: { tags: ['console'], summary: 'One report table as CSV (days, carriers, categories, groups)', params: ReportCsvParamsSchema, querystring: ReportQuerySchema } },
    async (request, reply) => {
      await requireOperator(request);
      return csv(reply, { kind: 'all' }, request.query, request.params.file);
    },
  );

  app.get(
    '/staff/reports',
    {
      preValidation: staffOnly,
      schema: { tags: ['staff'], summary: "A rep's or group's completed enrollments and premium by day, carrier, category and group", querystring: ReportQuerySchema, response: { 200: successSchema(ReportSchema) } },
    },
    async (request) => ok(await report(staffReportScope(await requireStaff(request)), request.query)),
  );

  app.get(
    '/staff/reports/:file',
    { preValidation: staffOnly, schema: { tags: ['staff'], summary: "One of a rep's or group's report tables as CSV", params: ReportCsvParamsSchema, querystring: ReportQuerySchema } },
    async (request, reply) => csv(reply, staffReportScope(await requireStaff(request)), request.query, request.params.file),
  );
};

export default reportsAdminRoutes;
