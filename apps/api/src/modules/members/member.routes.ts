import { MemberFilterResultSchema, MemberFilterSchema, ok } from '@benefit-store/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LIMIT_PURPOSE } from '../limits/index.js';
import { successSchema } from '../shared/envelope-schema.js';
import { memberStoreLinkToken } from './member-store-link.js';
import { listMembers } from './member.repository.js';
import { addFilterForMember } from './member.service.js';
import memberTableRoutes from './member-tables.routes.js';

const memberRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(memberTableRoutes);
  app.post(
    '/add-filter-for-member',
    {
      // A link that opens nothing (404) is a guess of this visitor's; past the limit only member links are refused.
      config: { guess: { purpose: LIMIT_PURPOSE.linkGuess, missStatuses: [404] } },
      schema: {
        tags: ['members'],
        summary: "Creates an existing member's enrollment from their signed store link",
        body: MemberFilterSchema,
        response: { 200: successSchema(MemberFilterResultSchema) },
      },
    },
    async (request, reply) => ok(await addFilterForMember(await request.contextWithSession(reply), request.body, app.linkKeys, app.config.memberStoreGroupId ?? null)),
  );
};

/**
 * Development only: the demo members' store links, as a member dashboard would send them. Not registered in
 * production, where links come from the member's own account. Every caller sees the same list, and that is safe:
 * members come only from the bundled demo data (no visitor creates one), so these are fictitious people, and each
 * link opens a new enrollment for whichever browser follows it, not another visitor's.
 */
export const memberDevRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dev/member-store-links',
    {
      schema: {
        hide: true,
        response: { 200: successSchema(z.array(z.object({ ref: z.string(), name: z.string(), user_id: z.number(), link: z.string() }))) },
      },
    },
    async () => {
      const now = app.clock.now();
      const rows = await listMembers(app.database.db);
      return ok(
        rows.map((m) => ({
          ref: m.ref,
          name: `${m.firstName} ${m.lastName}`,
          user_id: m.id,
          link: `/member-benefit-store/${memberStoreLinkToken(app.linkKey, m.id, now)}/IO`,
        })),
      );
    },
  );
};

export default memberRoutes;
