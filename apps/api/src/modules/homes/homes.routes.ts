import {
  AgentInfoEnrollQuerySchema,
  AgentInfoEnrollSchema,
  GroupInfoEnrollQuerySchema,
  GroupInfoEnrollSchema,
  MemberInfoQuerySchema,
  MemberInfoSchema,
  ok,
  UpdateFilterPortalResultSchema,
  UpdateFilterPortalSchema,
} from '@benefit-store/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successSchema } from '../shared/envelope-schema.js';
import { agentInfoEnroll, groupInfoEnroll, memberInfo, updateFilterPortal } from './homes.service.js';

const tags = ['homes'];

/**
 * The rep, group and member homes' calls (spec 000 sections 4 and 7, 002 section 7): the welcome's display details
 * (get-agent-info-enroll, get-group-info-enroll, public like the landing info), the member's name (get-member-info,
 * only for the member's own browser or their rep / group administrator) and the portal choice (update-filter-portal,
 * only on the caller's own enrollment).
 */
const homesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/get-agent-info-enroll',
    { schema: { tags, summary: "A rep's display name and contact details: the rep home's welcome", querystring: AgentInfoEnrollQuerySchema, response: { 200: successSchema(AgentInfoEnrollSchema) } } },
    async (request) => ok(await agentInfoEnroll(await request.context(), request.query.agent_id)),
  );

  app.get(
    '/get-group-info-enroll',
    { schema: { tags, summary: "A group's display name, rep and portal: the group home's welcome", querystring: GroupInfoEnrollQuerySchema, response: { 200: successSchema(GroupInfoEnrollSchema) } } },
    async (request) => ok(await groupInfoEnroll(await request.context(), request.query.group_id)),
  );

  app.get(
    '/get-member-info',
    {
      schema: {
        tags,
        summary: "A member's name, for the browser holding the member's enrollment or the member's signed-in rep or group administrator (else 404)",
        querystring: MemberInfoQuerySchema,
        response: { 200: successSchema(MemberInfoSchema) },
      },
    },
    async (request) => ok(await memberInfo(await request.context(), await request.staff(), request.query.user_id)),
  );

  app.post(
    '/update-filter-portal',
    {
      schema: {
        tags,
        summary: "Moves the caller's own enrollment to a portal, and into a group of the signed-in rep or group administrator",
        body: UpdateFilterPortalSchema,
        response: { 200: successSchema(UpdateFilterPortalResultSchema) },
      },
    },
    async (request) => ok(await updateFilterPortal(await request.context(), await request.staff(), request.body)),
  );
};

export default homesRoutes;
