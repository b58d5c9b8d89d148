import { CheckLeadQuerySchema, GetLeadQuerySchema, LeadStatusSchema, NearestZipQuerySchema, NearestZipSchema, ok } from '@benefit-store/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successSchema } from '../shared/envelope-schema.js';
import { findNearestZip, recordLead } from './lead.service.js';

const tags = ['leads'];

const leadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/check-lead-information',
    { schema: { tags, summary: 'Records the device and page; says whether the device answered the location banner', querystring: CheckLeadQuerySchema, response: { 200: successSchema(LeadStatusSchema) } } },
    async (request) => ok(await recordLead(await request.context(), request.query)),
  );

  app.get(
    '/get-lead-information',
    { schema: { tags, summary: "Records the device and page, and the location banner's answer", querystring: GetLeadQuerySchema, response: { 200: successSchema(LeadStatusSchema) } } },
    async (request) => ok(await recordLead(await request.context(), request.query)),
  );

  app.get(
    '/nearest-zip',
    { schema: { tags, summary: 'The nearest US zip code to a position, found offline', querystring: NearestZipQuerySchema, response: { 200: successSchema(NearestZipSchema) } } },
    async (request) => ok(findNearestZip(request.query.lat, request.query.lng)),
  );
};

export default leadRoutes;
