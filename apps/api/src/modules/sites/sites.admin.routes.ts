import {
  BrandingInputSchema,
  GroupCodeParamsSchema,
  GroupDetailSchema,
  GroupListQuerySchema,
  GroupPageSchema,
  ok,
  RepCodeParamsSchema,
  RepDetailSchema,
  RepListQuerySchema,
  RepPageSchema,
  SiteBrandingInputSchema,
  SiteDetailSchema,
  SiteKeyParamsSchema,
  SiteListQuerySchema,
  SitePageSchema,
} from '@benefit-store/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireOperator } from '../access/index.js';
import { refuseCrossSite } from '../shared/refuse-cross-site.js';
import { successSchema } from '../shared/envelope-schema.js';
import * as service from './sites.admin.service.js';

const tags = ['console'];

/**
 * The console's sites, reps and groups (issue 23; prefix /api/v1/admin): lists by page, one record, and its branding
 * edit (audited). The operator check runs on request, before the query, address or body is read, so anyone else gets
 * the same 404 whatever they send; a branding save from another site is then refused (route onRequest hooks run after
 * this plugin's).
 */
const sitesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request) => {
    await requireOperator(request);
  });
  const operatorContext = async (request: FastifyRequest): Promise<service.OperatorContext> => {
    const operator = await requireOperator(request);
    return { db: app.database.db, actor: { accountId: operator.accountId, email: operator.email, role: operator.role }, ip: request.ip };
  };
  const db = () => app.database.db;

  app.get(
    '/admin/sites',
    { schema: { tags, summary: 'Sites, by page (search: key, name, display name)', querystring: SiteListQuerySchema, response: { 200: successSchema(SitePageSchema) } } },
    async (request) => ok(await service.listSites(db(), request.query)),
  );
  app.get(
    '/admin/sites/:key',
    { schema: { tags, summary: "A site: its details and branding (colours, logo, contact, menu links)", params: SiteKeyParamsSchema, response: { 200: successSchema(SiteDetailSchema) } } },
    async (request) => ok(await service.siteDetail(db(), request.params.key)),
  );
  app.put(
    '/admin/sites/:key',
    {
      onRequest: refuseCrossSite,
      schema: {
        tags,
        summary: "Saves a site's branding in one transaction with its audit entry",
        params: SiteKeyParamsSchema,
        body: SiteBrandingInputSchema,
        response: { 200: successSchema(SiteDetailSchema) },
      },
    },
    async (request) => ok(await service.saveSiteBranding(await operatorContext(request), request.params.key, request.body)),
  );

  app.get(
    '/admin/reps',
    { schema: { tags, summary: 'Reps, by page (search: access code, name, landing page)', querystring: RepListQuerySchema, response: { 200: successSchema(RepPageSchema) } } },
    async (request) => ok(await service.listReps(db(), request.query)),
  );
  app.get(
    '/admin/reps/:code',
    { schema: { tags, summary: 'A rep: details, groups and branding', params: RepCodeParamsSchema, response: { 200: successSchema(RepDetailSchema) } } },
    async (request) => ok(await service.repDetail(db(), request.params.code)),
  );
  app.put(
    '/admin/reps/:code',
    {
      onRequest: refuseCrossSite,
      schema: { tags, summary: "Saves a rep's branding with its audit entry", params: RepCodeParamsSchema, body: BrandingInputSchema, response: { 200: successSchema(RepDetailSchema) } },
    },
    async (request) => ok(await service.saveRepBranding(await operatorContext(request), request.params.code, request.body)),
  );

  app.get(
    '/admin/groups',
    { schema: { tags, summary: 'Employer groups, by page (search: code, name, landing page)', querystring: GroupListQuerySchema, response: { 200: successSchema(GroupPageSchema) } } },
    async (request) => ok(await service.listGroups(db(), request.query)),
  );
  app.get(
    '/admin/groups/:code',
    { schema: { tags, summary: 'A group: details, rep and branding', params: GroupCodeParamsSchema, response: { 200: successSchema(GroupDetailSchema) } } },
    async (request) => ok(await service.groupDetail(db(), request.params.code)),
  );
  app.put(
    '/admin/groups/:code',
    {
      onRequest: refuseCrossSite,
      schema: { tags, summary: "Saves a group's branding with its audit entry", params: GroupCodeParamsSchema, body: BrandingInputSchema, response: { 200: successSchema(GroupDetailSchema) } },
    },
    async (request) => ok(await service.saveGroupBranding(await operatorContext(request), request.params.code, request.body)),
  );
};

export default sitesAdminRoutes;
