import {
  AdminPaymentListSchema,
  AdminPaymentChargeSchema,
  AUDIT_ACTIONS,
  AUDIT_TARGETS,
  ChargeParamsSchema,
  CONSOLE_PAYMENT_MESSAGES,
  ok,
  PolicyParamsSchema,
  RefundChargeBodySchema,
  VoidChargeBodySchema,
} from '@benefit-store/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { requireOperator, requireStaff, type StaffPrincipal } from '../../access/index.js';
import { recordAudit } from '../../audit/index.js';
import { chargesOfEnrollment, paymentProvider, refundCharge, type RefundOutcome } from '../../payments/index.js';
import { AppError } from '../../shared/app-error.js';
import { successSchema } from '../../shared/envelope-schema.js';
import { refuseCrossSite } from '../../shared/refuse-cross-site.js';
import { findCompletedRecord, type CompletedScope } from './completion.repository.js';

const tags = ['console'];

const staffScope = (staff: StaffPrincipal): CompletedScope => (staff.role === 'agent' ? { kind: 'agent', agentId: staff.agentId } : { kind: 'group', groupId: staff.groupId });

/** A refusal of a refund or void, in the console's words (404 for a charge that is not this enrollment's). */
function refusal(outcome: Extract<RefundOutcome, { ok: false }>): AppError {
  switch (outcome.reason) {
    case 'notFound':
      return AppError.notFound();
    case 'notRefundable':
      return AppError.conflict(CONSOLE_PAYMENT_MESSAGES.notRefundable);
    case 'otherProvider':
      return AppError.conflict(CONSOLE_PAYMENT_MESSAGES.otherProvider({ provider: outcome.provider ?? '' }));
    case 'nothingLeft':
      return AppError.conflict(CONSOLE_PAYMENT_MESSAGES.nothingLeft);
    case 'alreadyRefunded':
      return AppError.conflict(CONSOLE_PAYMENT_MESSAGES.alreadyRefunded);
    case 'tooMuch':
      return AppError.field('amount_cents', CONSOLE_PAYMENT_MESSAGES.refundAmountInvalid);
    case 'failed':
      return AppError.conflict(CONSOLE_PAYMENT_MESSAGES.actionFailed);
  }
}

/**
 * The Payments section of a completed enrollment (issue 25 item 3): its charges for operators (who may refund or
 * void one, with a reason written to the audit log in the same transaction) and, read-only, for the rep or group
 * administrator whose enrollment it is (/staff/…; anyone else's is 404 as a missing one).
 */
const paymentsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const operatorOnly = async (request: Parameters<typeof requireOperator>[0]) => {
    await requireOperator(request);
  };
  const staffOnly = async (request: Parameters<typeof requireStaff>[0]) => {
    await requireStaff(request);
  };

  const enrollmentOf = async (scope: CompletedScope, policyId: string): Promise<string> => {
    const row = await findCompletedRecord(app.database.db, scope, policyId);
    if (!row) throw AppError.notFound();
    return row.record.enrollmentId;
  };

  app.get(
    '/admin/enrollments/:policy/payments',
    { preValidation: operatorOnly, schema: { tags, summary: "A completed enrollment's charges (amount, status, card brand and last four), newest first", params: PolicyParamsSchema, response: { 200: successSchema(AdminPaymentListSchema) } } },
    async (request) => {
      await requireOperator(request);
      const enrollmentId = await enrollmentOf({ kind: 'all' }, request.params.policy);
      return ok({ charges: await chargesOfEnrollment(app.database.db, enrollmentId), can_refund: true });
    },
  );

  app.get(
    '/staff/enrollments/:policy/payments',
    { preValidation: staffOnly, schema: { tags: ['staff'], summary: "The charges of one of a rep's or group's completed enrollments (read-only)", params: PolicyParamsSchema, response: { 200: successSchema(AdminPaymentListSchema) } } },
    async (request) => {
      const enrollmentId = await enrollmentOf(staffScope(await requireStaff(request)), request.params.policy);
      return ok({ charges: await chargesOfEnrollment(app.database.db, enrollmentId), can_refund: false });
    },
  );

  const act = (mode: 'refund' | 'void') =>
    async (request: { params: z.infer<typeof ChargeParamsSchema>; body: { amount_cents?: number; reason: string }; ip: string } & Parameters<typeof requireOperator>[0]) => {
      const operator = await requireOperator(request);
      const enrollmentId = await enrollmentOf({ kind: 'all' }, request.params.policy);
      const outcome = await app.database.db.transaction(async (tx) => {
        const result = await refundCharge(tx, paymentProvider(), {
          enrollmentId,
          chargeId: request.params.charge,
          amountCents: mode === 'refund' ? request.body.amount_cents : undefined,
          mode,
          now: app.clock.now(),
        });
        if (result.ok) {
          // The entry names the charge, the amount given back and the reason; never a card detail beyond its last four.
          await recordAudit(tx, {
            actor: { accountId: operator.accountId, email: operator.email, role: operator.role },
            action: mode === 'void' ? AUDIT_ACTIONS.paymentVoid : AUDIT_ACTIONS.paymentRefund,
            target: { type: AUDIT_TARGETS.enrollment, id: request.params.policy },
            ip: request.ip,
            before: { charge: result.before.id, status: result.before.status, refunded_cents: result.before.refunded_cents },
            after: { charge: result.after.id, status: result.after.status, refunded_cents: result.after.refunded_cents, amount_cents: result.refundedCents, reason: request.body.reason },
          });
        }
        return result;
      });
      if (!outcome.ok) throw refusal(outcome);
      return ok(outcome.after);
    };

  app.post(
    '/admin/enrollments/:policy/payments/:charge/refund',
    {
      onRequest: [operatorOnly, refuseCrossSite],
      schema: { tags, summary: 'Refunds part (amount_cents) or all of a charge, with the reason written to the audit log', params: ChargeParamsSchema, body: RefundChargeBodySchema, response: { 200: successSchema(AdminPaymentChargeSchema) } },
    },
    act('refund'),
  );

  app.post(
    '/admin/enrollments/:policy/payments/:charge/void',
    {
      onRequest: [operatorOnly, refuseCrossSite],
      schema: { tags, summary: 'Voids a charge (gives all of it back while nothing was refunded), with the reason written to the audit log', params: ChargeParamsSchema, body: VoidChargeBodySchema, response: { 200: successSchema(AdminPaymentChargeSchema) } },
    },
    act('void'),
  );
};

export default paymentsAdminRoutes;
