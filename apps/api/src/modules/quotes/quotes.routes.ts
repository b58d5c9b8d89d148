import {
  EnrollmentQuerySchema,
  QuoteDetailSchema,
  QuotePreviewQuerySchema,
  QuotePreviewResponseSchema,
  QuoteStatusRequestSchema,
  QuoteStatusResponseSchema,
  SaveQuoteRequestSchema,
  SaveQuoteResponseSchema,
  QUOTE_TAB,
  ok,
} from '@benefit-store/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LIMIT_PURPOSE } from '../limits/index.js';
import { successSchema } from '../shared/envelope-schema.js';
import { linkOrigin } from '../../config.js';
import { getQuoteDetail } from './quote-detail.js';
import { QUOTE_LINK_PURPOSE } from './quote-link.js';
import { answerQuote, openQuoteLink, previewQuote, resolveQuoteLink, saveQuote, type LinkSettings } from './quotes.service.js';

const tags = ['quotes'];

const quoteRoutes: FastifyPluginAsyncZod = async (app) => {
  // Mailed links point at PUBLIC_URL (or the loopback default): a Host header is the visitor's to choose.
  const links = (): LinkSettings => ({ key: app.linkKey, origin: linkOrigin(app.config) });

  // save-enrollment with tab cart_info saves the cart as a quote (enrollment/save-enrollment.routes.ts dispatches).
  app.saveTabs.register(QUOTE_TAB, {
    body: SaveQuoteRequestSchema,
    result: SaveQuoteResponseSchema,
    limit: LIMIT_PURPOSE.quoteSend,
    save: async (ctx, body) => saveQuote(ctx, body, links()),
  });
  // direct-continue opens quote links (enrollment/direct-continue.routes.ts checks the link and dispatches).
  app.directContinue.register(QUOTE_LINK_PURPOSE, {
    resolve: resolveQuoteLink,
    open: openQuoteLink,
  });

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
};

export default quoteRoutes;
