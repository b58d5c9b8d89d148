import { ActivePlanQuerySchema, ActivePlanSchema, AgentGroupsQuerySchema, EnrollmentGroupSchema, EnrollmentPlatformsQuerySchema, EnrollmentQuerySchema, GroupEnrollmentInfoSchema, ok, PlanMembershipQuerySchema, PlanMembershipSchema, SetEnrollmentGroupCodeSchema, PlatformsSchema, AgentGroupsSchema } from '@benefit-store/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireHeldEnrollmentOfBody } from '../enrollment-record/index.js';
import { enrollmentOfBody, LIMIT_PURPOSE } from '../limits/index.js';
import { successSchema } from '../shared/envelope-schema.js';
import { agentGroups, checkActivePlan, enrollmentPlatforms, groupEnrollmentInfo, planMembership, setEnrollmentGroupCode } from './plan-popups.service.js';

const tags = ['plans'];

/** The plan page's popups' calls (spec 000 sections 4 and 7): group-enrollment-info, set-enrollment-group-code, get-plan-membership, and the plan start's get-enrollment-platforms, get-agent-groups. */
const planPopupsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/group-enrollment-info',
    {
      schema: {
        tags,
        summary: 'Whether the browser holds the enrollment and whether the plan page asks for a group enrollment code',
        querystring: EnrollmentQuerySchema,
        response: { 200: successSchema(GroupEnrollmentInfoSchema) },
      },
    },
    async (request) => ok(await groupEnrollmentInfo(await request.context(), request.query.enrollment_id)),
  );

  app.post(
    '/set-enrollment-group-code',
    {
      // Whether a code exists is what someone guessing group codes would ask, like validate-group. A stranger naming
      // someone else's enrollment is answered 404 before anything is counted against it.
      config: { guess: { purpose: LIMIT_PURPOSE.accessCodeGuess, subjectOf: enrollmentOfBody, before: requireHeldEnrollmentOfBody } },
      schema: {
        tags,
        summary: "Puts the enrollment in the group its employee's group enrollment code names",
        body: SetEnrollmentGroupCodeSchema,
        response: { 200: successSchema(EnrollmentGroupSchema) },
      },
    },
    async (request) => ok(await setEnrollmentGroupCode(await request.context(), request.body)),
  );

  app.get(
    '/get-plan-membership',
    {
      schema: {
        tags,
        summary: 'Whether a plan needs the association membership, and the membership the plan page shows first',
        querystring: PlanMembershipQuerySchema,
        response: { 200: successSchema(PlanMembershipSchema) },
      },
    },
    async (request) => ok(await planMembership(await request.context(), request.query.plan_id)),
  );

  app.get(
    '/check-active-plan',
    {
      schema: {
        tags,
        summary: "Whether the plan is already active on the enrollment's member's policy",
        querystring: ActivePlanQuerySchema,
        response: { 200: successSchema(ActivePlanSchema) },
      },
    },
    async (request) => ok(await checkActivePlan(await request.context(), request.query.enrollment_id, request.query.plan_id)),
  );

  app.get(
    '/get-enrollment-platforms',
    {
      schema: {
        tags,
        summary: 'The portals a rep sells through (every portal without agent_id): the plan page start and rep home portal picker',
        querystring: EnrollmentPlatformsQuerySchema,
        response: { 200: successSchema(PlatformsSchema) },
      },
    },
    async (request) => ok(await enrollmentPlatforms(await request.context(), request.query.agent_id ?? null)),
  );

  app.get(
    '/get-agent-groups',
    {
      schema: { tags, summary: "A rep's groups: the rep's group picker", querystring: AgentGroupsQuerySchema, response: { 200: successSchema(AgentGroupsSchema) } },
    },
    async (request) => ok(await agentGroups(await request.context(), request.query.agent_id)),
  );
};

export default planPopupsRoutes;
