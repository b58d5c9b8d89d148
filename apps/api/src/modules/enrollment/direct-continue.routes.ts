import { DirectContinueResultSchema, ok } from '@benefit-store/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../shared/app-error.js';
import { LIMIT_PURPOSE } from '../limits/index.js';
import { successSchema } from '../shared/envelope-schema.js';
import { readLinkToken } from '../shared/link-token.js';

/**
 * GET direct-continue/{id}: opens a signed link (spec 002 section 2.7). The token's purpose picks the opener
 * (app.directContinue); a link that is not genuine, has expired, or has a purpose nothing opens answers 404, which
 * counts as a guess of the visitor's (a forged link names no subject to count it against): past the limit, links are
 * refused to that visitor, nothing else.
 */
const directContinueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/direct-continue/:id',
    {
      config: { guess: { purpose: LIMIT_PURPOSE.linkGuess, missStatuses: [404] }, changesState: true },
      schema: {
        tags: ['enrollment'],
        summary: "Opens a link (a quote's today): this browser holds the link's enrollment from now on",
        params: z.object({ id: z.string().max(512) }),
        response: { 200: successSchema(DirectContinueResultSchema) },
      },
    },
    async (request, reply) => {
      // The link is checked before a session is created, so refused links leave nothing behind.
      const ctx = await request.context();
      const claims = readLinkToken(app.linkKeys, request.params.id, ctx.now);
      const opener = claims ? app.directContinue.openerFor(claims.purpose) : undefined;
      if (!claims || !opener) throw AppError.notFound();
      const found = await opener.resolve(ctx, claims.subject);
      return ok(await opener.open(await request.contextWithSession(reply), found));
    },
  );
};

export default directContinueRoutes;
