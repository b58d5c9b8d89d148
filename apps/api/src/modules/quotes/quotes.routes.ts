import {
  DirectContinueResultSchema,
  EnrollmentQuerySchema,
  QuoteDetailSchema,
  QuotePreviewQuerySchema,
  QuotePreviewResponseSchema,
  QuoteStatusRequestSchema,
  QuoteStatusResponseSchema,
  SaveQuoteRequestSchema,
  SaveQuoteResponseSchema,
  QUOTES_PER_HOUR,
  ok,
} from '@benefit-store/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { successSchema } from '../shared/envelope-schema.js';
import { linkSigningKey } from '../shared/link-token.js';
import { getQuoteDetail } from './quote-detail.js';
import { answerQuote, openQuoteLink, previewQuote, resolveQuoteLink, saveQuote, type LinkSettings } from './quotes.service.js';

const tags = ['quotes'];

const quoteRoutes: FastifyPluginAsyncZod = async (app) => {
  const key = linkSigningKey(app.config.sessionSecret);
  // PUBLIC_URL in production: a Host header is the visitor's to choose, and must not decide where mailed links go.
  const links = (request: FastifyRequest): LinkSettings => ({ key, origin: app.config.publicUrl ?? `${request.protocol}://${request.host}` });

  app.get(
    '/get-quote-preview-content',
    {
      schema: {
        tags,
        summary: 'The quote e-mail for the save cart / send quote form, without its link',
        querystring: QuotePreviewQuerySchema,
        response: { 200: successSchema(QuotePreviewResponseSchema) },
      },
    },
    async (request) => ok(await previewQuote(await request.context(), request.query)),
  );

  app.post(
    '/save-enrollment',
    {
      config: { rateLimit: { max: QUOTES_PER_HOUR, timeWindow: '1 hour' } },
      schema: {
        tags,
        summary: 'Saves the cart as a quote and e-mails its link (tab cart_info)',
        body: SaveQuoteRequestSchema,
        response: { 200: successSchema(SaveQuoteResponseSchema) },
      },
    },
    async (request) => ok(await saveQuote(await request.context(), request.body, links(request))),
  );

  app.get(
    '/get-quote-detail',
    {
      schema: { tags, summary: 'The quote view: the latest quote of the enrollment', querystring: EnrollmentQuerySchema, response: { 200: successSchema(QuoteDetailSchema) } },
    },
    async (request) => ok(await getQuoteDetail(await request.context(), request.query.enrollment_id)),
  );

  app.post(
    '/update-quoteseen-status',
    {
      schema: {
        tags,
        summary: "The client's answer: 1 accepts, 0 declines",
        body: QuoteStatusRequestSchema,
        response: { 200: successSchema(QuoteStatusResponseSchema) },
      },
    },
    async (request) => ok(await answerQuote(await request.context(), request.body)),
  );

  app.get(
    '/direct-continue/:id',
    {
      schema: {
        tags,
        summary: "Opens a quote link: this browser holds the quote's enrollment from now on",
        params: z.object({ id: z.string().max(512) }),
        response: { 200: successSchema(DirectContinueResultSchema) },
      },
    },
    async (request, reply) => {
      // The link is checked before a session is created, so refused links leave nothing behind.
      const quote = await resolveQuoteLink(await request.context(), request.params.id, key);
      return ok(await openQuoteLink(await request.contextWithSession(reply), quote));
    },
  );
};

export default quoteRoutes;
