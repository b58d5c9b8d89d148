import {
  AgentMembersQuerySchema,
  ExistingUserFilterResultSchema,
  ExistingUserFilterSchema,
  GroupAgentMemberInfoQuerySchema,
  GroupUsersQuerySchema,
  MemberTablePageSchema,
  ok,
} from '@benefit-store/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireStaff } from '../access/index.js';
import { successSchema } from '../shared/envelope-schema.js';
import { addFilterForExistingUser, groupAgentMemberInfo, listAgentMembers, listGroupUsers } from './member-tables.service.js';

const tags = ['members'];
const page = { 200: successSchema(MemberTablePageSchema) };

/**
 * The current-member tables' calls (spec 000 section 7). Each asks for a signed-in rep or group administrator first:
 * anyone else, signed in or not, gets 404 and no data.
 */
const memberTableRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/get-agent-members',
    { schema: { tags, summary: "The signed-in rep's own members, 5 per page", querystring: AgentMembersQuerySchema, response: page } },
    async (request) => ok(await listAgentMembers(await request.context(), await requireStaff(request, 'agent'), request.query)),
  );

  app.get(
    '/get-group-users',
    { schema: { tags, summary: "The signed-in group administrator's group's members, 5 per page", querystring: GroupUsersQuerySchema, response: page } },
    async (request) => ok(await listGroupUsers(await request.context(), await requireStaff(request, 'group_admin'), request.query)),
  );

  app.get(
    '/get-group-agent-member-info',
    {
      schema: {
        tags,
        summary: "The group administrator's group's members, by group_id or by an enrollment in the group",
        querystring: GroupAgentMemberInfoQuerySchema,
        response: page,
      },
    },
    async (request) => ok(await groupAgentMemberInfo(await request.context(), await requireStaff(request, 'group_admin'), request.query)),
  );

  app.post(
    '/add-filter-for-existing-user',
    {
      schema: {
        tags,
        summary: "Starts an enrollment for one of the signed-in rep's or group's members",
        body: ExistingUserFilterSchema,
        response: { 200: successSchema(ExistingUserFilterResultSchema) },
      },
    },
    async (request, reply) => {
      const principal = await requireStaff(request);
      return ok(await addFilterForExistingUser(await request.contextWithSession(reply), principal, request.body));
    },
  );
};

export default memberTableRoutes;
