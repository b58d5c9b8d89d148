import {
  AdminEnrollmentDetailSchema,
  AdminEnrollmentPageSchema,
  AUDIT_ACTIONS,
  AUDIT_TARGETS,
  CoverageChangeBodySchema,
  EnrollmentListQuerySchema,
  MESSAGES,
  type CoverageChangeBody,
  ok,
  PolicyParamsSchema,
  RevealedFieldSchema,
  RevealFieldSchema,
} from '@benefit-store/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { requireOperator, requireStaff, type StaffPrincipal } from '../../access/index.js';
import { recordAudit, type AuditActor } from '../../audit/index.js';
import { AppError } from '../../shared/app-error.js';
import { successSchema } from '../../shared/envelope-schema.js';
import { refuseCrossSite } from '../../shared/refuse-cross-site.js';
import {
  completedDetailForConsole,
  listCompletedForConsole,
  receiptPdfForConsole,
  revealCompletedField,
  type CompletedScope,
} from './completed-enrollments-console.js';
import { makeCoverageChange } from '../coverage-changes/coverage-changes.service.js';

const tags = ['console'];

/** A rep sees their own enrollments, a group administrator their group's. */
const staffScope = (staff: StaffPrincipal): CompletedScope => (staff.role === 'agent' ? { kind: 'agent', agentId: staff.agentId } : { kind: 'group', groupId: staff.groupId });

const sendPdf = (reply: FastifyReply, policyId: string, pdf: Uint8Array) =>
  reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `inline; filename="receipt-${policyId}.pdf"`)
    .header('cache-control', 'no-store')
    .send(Buffer.from(pdf));

/**
 * Completed enrollments (issue 25 item 1): the console's (/admin/enrollments…, operators: all of them, 404 for anyone
 * else) and the staff's (/staff/enrollments…, a rep's own and a group administrator's group's: any other is 404,
 * the same as a missing one). SSNs are masked and health answers withheld; only an operator reveals one field,
 * with a reason, written to the audit log in the same transaction as nothing else: the reveal changes nothing.
 */
const enrollmentsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * A coverage change (issue 25 item 4) within the scope, then the enrollment as it is now: 404 outside the scope, 422
   * with the field errors for a change the rules refuse (nothing written).
   */
  const changeCoverage = async (scope: CompletedScope, policyId: string, body: CoverageChangeBody, actor: AuditActor, ip: string) => {
    const outcome = await makeCoverageChange(app.database.db, app.fieldCipher, { scope, policyId, body, actor, ip, now: app.clock.now() });
    if (outcome.kind === 'notFound') throw AppError.notFound();
    if (outcome.kind === 'invalid') {
      throw new AppError('invalid', MESSAGES.validationFailed, Object.entries(outcome.fields).map(([target_element, error_message]) => ({ target_element, error_message })));
    }
    const detail = await completedDetailForConsole(app.database.db, app.fieldCipher, scope, policyId, true);
    if (!detail) throw AppError.notFound();
    return ok(detail);
  };

  const operatorOnly = async (request: Parameters<typeof requireOperator>[0]) => {
    await requireOperator(request);
  };
  const staffOnly = async (request: Parameters<typeof requireStaff>[0]) => {
    await requireStaff(request);
  };
  const repOnly = async (request: Parameters<typeof requireStaff>[0]) => {
    await requireStaff(request, 'agent');
  };

  app.get(
    '/admin/enrollments',
    { preValidation: operatorOnly, schema: { tags, summary: 'Completed enrollments: search, filters, pages', querystring: EnrollmentListQuerySchema, response: { 200: successSchema(AdminEnrollmentPageSchema) } } },
    async (request) => {
      await requireOperator(request);
      return ok(await listCompletedForConsole(app.database.db, { kind: 'all' }, request.query));
    },
  );

  app.get(
    '/admin/enrollments/:policy',
    { preValidation: operatorOnly, schema: { tags, summary: 'A completed enrollment, its secrets masked', params: PolicyParamsSchema, response: { 200: successSchema(AdminEnrollmentDetailSchema) } } },
    async (request) => {
      await requireOperator(request);
      const detail = await completedDetailForConsole(app.database.db, app.fieldCipher, { kind: 'all' }, request.params.policy, true);
      if (!detail) throw AppError.notFound();
      return ok(detail);
    },
  );

  app.post(
    '/admin/enrollments/:policy/changes',
    {
      onRequest: [operatorOnly, refuseCrossSite],
      schema: {
        tags,
        summary: 'A coverage change after the receipt (cancel, terminate, correct), with its reason: audited, mailed to the member, in the next carrier files',
        params: PolicyParamsSchema,
        body: CoverageChangeBodySchema,
        response: { 200: successSchema(AdminEnrollmentDetailSchema) },
      },
    },
    async (request) => {
      const operator = await requireOperator(request);
      return changeCoverage({ kind: 'all' }, request.params.policy, request.body, { accountId: operator.accountId, email: operator.email, role: operator.role }, request.ip);
    },
  );

  app.get(
    '/admin/enrollments/:policy/receipt.pdf',
    { preValidation: operatorOnly, schema: { tags, summary: 'The receipt PDF of a completed enrollment', params: PolicyParamsSchema } },
    async (request, reply) => {
      await requireOperator(request);
      const pdf = await receiptPdfForConsole(app.database.db, app.fieldCipher, { kind: 'all' }, request.params.policy);
      if (!pdf) throw AppError.notFound();
      return sendPdf(reply, request.params.policy, pdf);
    },
  );

  app.post(
    '/admin/enrollments/:policy/reveal',
    {
      onRequest: [operatorOnly, refuseCrossSite],
      schema: { tags, summary: 'One masked field in the clear, with the reason written to the audit log', params: PolicyParamsSchema, body: RevealFieldSchema, response: { 200: successSchema(RevealedFieldSchema) } },
    },
    async (request) => {
      const operator = await requireOperator(request);
      const { field, reason } = request.body;
      const value = await revealCompletedField(app.database.db, app.fieldCipher, request.params.policy, field);
      if (value === null) throw AppError.notFound();
      // The entry names the field and the reason, never the value.
      await recordAudit(app.database.db, {
        actor: { accountId: operator.accountId, email: operator.email, role: operator.role },
        action: AUDIT_ACTIONS.enrollmentReveal,
        target: { type: AUDIT_TARGETS.enrollment, id: request.params.policy },
        ip: request.ip,
        after: { field, reason },
      });
      return ok({ field, value });
    },
  );

  app.get(
    '/staff/enrollments',
    { preValidation: staffOnly, schema: { tags: ['staff'], summary: "A rep's or group's completed enrollments", querystring: EnrollmentListQuerySchema, response: { 200: successSchema(AdminEnrollmentPageSchema) } } },
    async (request) => ok(await listCompletedForConsole(app.database.db, staffScope(await requireStaff(request)), request.query)),
  );

  app.get(
    '/staff/enrollments/:policy',
    { preValidation: staffOnly, schema: { tags: ['staff'], summary: "One of a rep's or group's completed enrollments, masked", params: PolicyParamsSchema, response: { 200: successSchema(AdminEnrollmentDetailSchema) } } },
    async (request) => {
      const staff = await requireStaff(request);
      const detail = await completedDetailForConsole(app.database.db, app.fieldCipher, staffScope(staff), request.params.policy, staff.role === 'agent');
      if (!detail) throw AppError.notFound();
      return ok(detail);
    },
  );

  app.post(
    '/staff/enrollments/:policy/changes',
    {
      // As the staff's other writes: a cross-site write is refused first, a malformed body next, then anyone but a rep.
      onRequest: refuseCrossSite,
      preValidation: repOnly,
      schema: {
        tags: ['staff'],
        summary: "A coverage change of one of the rep's own members (a group administrator reads only: 404)",
        params: PolicyParamsSchema,
        body: CoverageChangeBodySchema,
        response: { 200: successSchema(AdminEnrollmentDetailSchema) },
      },
    },
    async (request) => {
      // Only the member's rep: a group administrator's and another rep's answer is the same 404 as a missing one.
      const rep = await requireStaff(request, 'agent');
      return changeCoverage(staffScope(rep), request.params.policy, request.body, { accountId: rep.accountId, email: null, role: rep.role }, request.ip);
    },
  );

  app.get(
    '/staff/enrollments/:policy/receipt.pdf',
    { preValidation: staffOnly, schema: { tags: ['staff'], summary: "The receipt PDF of one of a rep's or group's enrollments", params: PolicyParamsSchema } },
    async (request, reply) => {
      const pdf = await receiptPdfForConsole(app.database.db, app.fieldCipher, staffScope(await requireStaff(request)), request.params.policy);
      if (!pdf) throw AppError.notFound();
      return sendPdf(reply, request.params.policy, pdf);
    },
  );
};

export default enrollmentsAdminRoutes;
