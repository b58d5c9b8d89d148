import { InviteStaffSchema, ok, StaffAccountParamsSchema, StaffAccountSchema, StaffListQuerySchema, StaffPageSchema } from '@benefit-store/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { linkOrigin } from '../../config.js';
import { successSchema } from '../shared/envelope-schema.js';
import { refuseCrossSite } from '../shared/refuse-cross-site.js';
import * as service from './account-lifecycle.service.js';
import { requireOperator, type OperatorPrincipal } from './staff-principal.js';

const tags = ['console'];

/**
 * The console's staff accounts (issue 23; prefix /api/v1/admin): list, invite, resend the invitation, disable,
 * enable. Each starts with requireOperator (404 for anyone else) and records what it changed in the audit log, in
 * the change's transaction.
 */
const staffAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The browser that sends a mail gets a shopping session if it has none, so /dev/outbox can show it the mail. */
  const context = async (request: FastifyRequest, reply: FastifyReply) => ({
    db: app.database.db,
    now: app.clock.now(),
    cipher: app.fieldCipher,
    ip: request.ip,
    origin: linkOrigin(app.config),
    sessionId: (await request.contextWithSession(reply)).session?.id ?? null,
  });
  const actor = (operator: OperatorPrincipal) => ({ accountId: operator.accountId, email: operator.email, role: operator.role });
  // Before the body or query is read: a stranger's malformed call gets the same 404 as any other, never a 422 that
  // would tell a console route from a missing one.
  app.addHook('preValidation', async (request) => {
    await requireOperator(request);
  });

  app.get(
    '/admin/staff',
    { schema: { tags, summary: 'Staff accounts: paged, sorted, searched, filtered by role and status', querystring: StaffListQuerySchema, response: { 200: successSchema(StaffPageSchema) } } },
    async (request) => {
      await requireOperator(request);
      return ok(await service.listStaff(app.database.db, request.query));
    },
  );

  app.post(
    '/admin/staff/invite',
    {
      onRequest: refuseCrossSite,
      schema: { tags, summary: 'Creates an account and mails its invitation (a set-password link: 72 hours, one use)', body: InviteStaffSchema, response: { 200: successSchema(StaffAccountSchema) } },
    },
    async (request, reply) => {
      const operator = await requireOperator(request);
      const { account } = await service.inviteAccount(await context(request, reply), actor(operator), request.body);
      return ok(account);
    },
  );

  app.post(
    '/admin/staff/:id/resend-invite',
    {
      onRequest: refuseCrossSite,
      schema: { tags, summary: 'Mails a new invitation link (the earlier one stops working)', params: StaffAccountParamsSchema, response: { 200: successSchema(StaffAccountSchema) } },
    },
    async (request, reply) => {
      const operator = await requireOperator(request);
      return ok(await service.resendInvitation(await context(request, reply), actor(operator), request.params.id));
    },
  );

  app.post(
    '/admin/staff/:id/disable',
    {
      onRequest: refuseCrossSite,
      schema: { tags, summary: 'Disables an account: its sessions end at once, sign-in is refused', params: StaffAccountParamsSchema, response: { 200: successSchema(StaffAccountSchema) } },
    },
    async (request, reply) => {
      const operator = await requireOperator(request);
      return ok(await service.setAccountDisabled(await context(request, reply), actor(operator), request.params.id, true));
    },
  );

  app.post(
    '/admin/staff/:id/enable',
    {
      onRequest: refuseCrossSite,
      schema: { tags, summary: 'Enables a disabled account again', params: StaffAccountParamsSchema, response: { 200: successSchema(StaffAccountSchema) } },
    },
    async (request, reply) => {
      const operator = await requireOperator(request);
      return ok(await service.setAccountDisabled(await context(request, reply), actor(operator), request.params.id, false));
    },
  );
};

export default staffAdminRoutes;
