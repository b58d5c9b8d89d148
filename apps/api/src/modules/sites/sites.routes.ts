import {
  AgentAboutInfoSchema,
  AgentIdQuerySchema,
  AgentLandingInfoSchema,
  DefaultInfoSchema,
  DomainSiteSchema,
  ElevateInfoSchema,
  ExternalSiteSchema,
  GroupAboutInfoSchema,
  GroupCodeSchema,
  GroupIdQuerySchema,
  GroupLandingInfoSchema,
  GroupMenuQuerySchema,
  GroupMenuSchema,
  LandingPageQuerySchema,
  LandingPageSchema,
  ok,
  ReferralInfoSchema,
  ReferralQuerySchema,
  SiteDomainQuerySchema,
  SiteNameQuerySchema,
  TicketLinkSchema,
  TrackElevateResultSchema,
  TrackElevateSchema,
  ValidGroupSchema,
  ThemeEntriesSchema,
} from '@benefit-store/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LIMIT_PURPOSE } from '../limits/index.js';
import { successSchema } from '../shared/envelope-schema.js';
import * as service from './sites.service.js';
import validateAgentRoutes from './validate-agent.js';

const tags = ['sites'];
const none = { 204: z.null().describe('none') };

/** The spec's "none": HTTP 204 without a body. */
function okOrNone<T>(reply: FastifyReply, data: T | null) {
  if (data === null) return reply.status(204).send();
  return ok(data);
}

/** Calls the spec reads `statusCode` from carry it beside `data`. */
function withStatusCode<T>(reply: FastifyReply, data: T | null) {
  if (data === null) return reply.status(204).send();
  return { ...ok(data), statusCode: 200 };
}

const sitesRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(validateAgentRoutes);

  app.get(
    '/get-domainSite-infromation',
    {
      schema: {
        tags,
        summary: 'Which site a host is; 204 when none',
        querystring: SiteDomainQuerySchema,
        response: { 200: successSchema(DomainSiteSchema).extend({ statusCode: z.number() }), ...none },
      },
    },
    async (request, reply) => withStatusCode(reply, await service.getDomainSite(await request.context(), request.query.site_domain)),
  );

  app.get(
    '/get-external-site-infromation',
    {
      schema: { tags, summary: 'An external site by name; 204 when none', querystring: SiteNameQuerySchema, response: { 200: successSchema(ExternalSiteSchema), ...none } },
    },
    async (request, reply) => okOrNone(reply, await service.getExternalSite(await request.context(), request.query.site_name)),
  );

  app.get(
    '/get-external-site-dynamic-information',
    {
      schema: {
        tags,
        summary: "The site's theme as a key/value list; 204 for an unknown host",
        querystring: SiteDomainQuerySchema,
        response: { 200: successSchema(ThemeEntriesSchema), ...none },
      },
    },
    async (request, reply) => okOrNone(reply, await service.getSiteTheme(await request.context(), request.query.site_domain)),
  );

  app.get(
    '/get-default-info',
    { schema: { tags, summary: 'The site record serving this request', response: { 200: successSchema(DefaultInfoSchema), ...none } } },
    async (request, reply) => okOrNone(reply, await service.getDefaultInfo(await request.context())),
  );

  app.get(
    '/get-agent-landing-page-info',
    { schema: { tags, summary: "A rep's display details", querystring: AgentIdQuerySchema, response: { 200: successSchema(AgentLandingInfoSchema) } } },
    async (request) => ok(await service.getAgentLandingInfo(await request.context(), request.query.agent_id)),
  );

  app.get(
    '/get-agent-about-page-info',
    { schema: { tags, summary: "A rep's About text", querystring: AgentIdQuerySchema, response: { 200: successSchema(AgentAboutInfoSchema) } } },
    async (request) => ok(await service.getAgentAboutInfo(await request.context(), request.query.agent_id)),
  );

  app.get(
    '/get-group-landing-page-info',
    { schema: { tags, summary: "A group's display details", querystring: GroupIdQuerySchema, response: { 200: successSchema(GroupLandingInfoSchema) } } },
    async (request) => ok(await service.getGroupLandingInfo(await request.context(), request.query.group_id)),
  );

  app.get(
    '/get-group-about-page-info',
    { schema: { tags, summary: "A group's About text", querystring: GroupIdQuerySchema, response: { 200: successSchema(GroupAboutInfoSchema) } } },
    async (request) => ok(await service.getGroupAboutInfo(await request.context(), request.query.group_id)),
  );

  app.get(
    '/validate-landing-page',
    {
      schema: {
        tags,
        summary: "Whose landing name it is; 204 when nobody's",
        querystring: LandingPageQuerySchema,
        response: { 200: successSchema(LandingPageSchema).extend({ statusCode: z.number() }), ...none },
      },
    },
    async (request, reply) => withStatusCode(reply, await service.validateLandingPage(await request.context(), request.query.landing_page)),
  );

  app.get(
    '/get-enrollment-info-referral',
    {
      schema: { tags, summary: 'A referral link', querystring: ReferralQuerySchema, response: { 200: successSchema(ReferralInfoSchema) } },
    },
    async (request) => ok(await service.getReferralInfo(await request.context(), request.query.referral_id)),
  );

  app.get(
    '/get-elevate-info',
    { schema: { tags, summary: 'The partner portal of this site', response: { 200: successSchema(ElevateInfoSchema) } } },
    async (request) => ok(await service.getElevateInfo(await request.context())),
  );

  app.post(
    '/track-elevate-traffic',
    { schema: { tags, summary: 'Records partner traffic for an enrollment', body: TrackElevateSchema, response: { 200: successSchema(TrackElevateResultSchema) } } },
    async (request) => ok(await service.trackElevateTraffic(await request.context(), request.body.enrollment_id)),
  );

  app.get(
    '/get-group-menu',
    { schema: { tags, summary: "A group's plan menu", querystring: GroupMenuQuerySchema, response: { 200: successSchema(GroupMenuSchema) } } },
    async (request) => ok(await service.getGroupMenu(await request.context(), request.query.group_id)),
  );

  app.get(
    '/get-ticket-link',
    { schema: { tags, summary: 'Where to send a support request; 204 when the site has none', response: { 200: successSchema(TicketLinkSchema), ...none } } },
    async (request, reply) => okOrNone(reply, await service.getTicketLink(await request.context())),
  );

  app.get(
    '/validate-group',
    {
      // A group's code lets its employees in: a wrong one counts against this visitor's guesses (none of the store's).
      config: { guess: { purpose: LIMIT_PURPOSE.accessCodeGuess, missStatuses: [204] } },
      schema: { tags, summary: 'A group enrollment code; 204 when invalid', querystring: GroupCodeSchema, response: { 200: successSchema(ValidGroupSchema), ...none } },
    },
    async (request, reply) => okOrNone(reply, await service.validateGroup(await request.context(), request.query.group_code)),
  );
};

export default sitesRoutes;
