import { idSchema, OutboxListSchema, OutboxMessageSchema, ok } from '@benefit-store/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../shared/app-error.js';
import { successSchema } from '../shared/envelope-schema.js';
import { getOutboxAttachment, getOutboxMessage, listOutbox } from './outbox.service.js';
import { isDevOutboxEnabled } from './transports.js';

const tags = ['dev'];

/**
 * GET dev/outbox and dev/outbox/{id}: the messages the store would have sent, for demos and tests. They exist only
 * when no real transport is configured and this is not production; otherwise they answer 404 like unknown paths.
 * Each browser reads only the messages its own actions caused (outbox_messages.session_id), so another visitor of
 * a demo server cannot take their quote links; and they never exist where real people's mail is.
 */
const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const enabled = isDevOutboxEnabled(app.config);
  app.addHook('onRequest', async () => {
    if (!enabled) throw AppError.notFound();
  });

  app.get(
    '/dev/outbox',
    { schema: { tags, summary: 'The newest outbox messages (development only)', response: { 200: successSchema(OutboxListSchema) } } },
    async (request) => ok(await listOutbox(await request.context())),
  );

  app.get(
    '/dev/outbox/:id',
    {
      schema: {
        tags,
        summary: 'One outbox message with its bodies (development only)',
        params: z.object({ id: idSchema }),
        response: { 200: successSchema(OutboxMessageSchema) },
      },
    },
    async (request) => ok(await getOutboxMessage(await request.context(), app.mailAttachments, request.params.id)),
  );

  app.get(
    '/dev/outbox/:id/attachments/:index',
    {
      schema: {
        tags,
        summary: "One attachment of an outbox message, rendered from its source as the e-mail carried it (development only)",
        params: z.object({ id: idSchema, index: z.coerce.number().int().min(0).max(20) }),
      },
    },
    async (request, reply) => {
      const file = await getOutboxAttachment(await request.context(), app.mailAttachments, request.params.id, request.params.index);
      // The name the message gave it, kept to safe characters for the header.
      const filename = file.filename.replace(/[^A-Za-z0-9._-]/g, '_');
      return reply.header('content-type', file.contentType).header('content-disposition', `attachment; filename="${filename}"`).send(file.content);
    },
  );
};

export default outboxRoutes;
