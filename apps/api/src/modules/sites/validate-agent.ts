import { AgentCodeSchema, ok, REP_ACCESS_MESSAGES, type ValidAgent, ValidAgentSchema } from '@benefit-store/domain';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { agents } from '../../db/schema/index.js';
import { LIMIT_PURPOSE } from '../limits/index.js';
import { AppError } from '../shared/app-error.js';
import { successSchema } from '../shared/envelope-schema.js';
import type { RequestContext } from '../shared/request-context.js';

/** Rep access codes are matched without regard to case, as people type them (the schema upper-cases them). */
async function findAgentByCode(db: Db, code: string) {
  const rows = await db.select().from(agents).where(sql`upper(${agents.accessCode}) = ${code}`).limit(1);
  return rows[0] ?? null;
}

/**
 * validate-agent (000 section 7, issue 13): the rep a representative access code names, with display information
 * only (what the access page's confirmation card shows, and the landing page name Confirm goes to). An unknown code
 * is a field error under agent_code. The code is no secret of the rep's (they hand it out), but it opens their
 * storefront, so wrong codes count against the visitor's guesses (LIMIT_PURPOSE.accessCodeGuess), never the store's.
 */
export async function validateAgent(ctx: RequestContext, code: string): Promise<ValidAgent> {
  const agent = await findAgentByCode(ctx.db, code);
  if (!agent) throw AppError.wrongGuess('agent_code', REP_ACCESS_MESSAGES.unknownCode);
  return {
    name: agent.displayName,
    agent_code: agent.accessCode,
    email: agent.displayEmail,
    phone: agent.displayPhone,
    landing_page: agent.landingPage.trim() === '' ? null : agent.landingPage,
  };
}

const validateAgentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/validate-agent',
    {
      config: { guess: { purpose: LIMIT_PURPOSE.accessCodeGuess } },
      schema: {
        tags: ['sites'],
        summary: "The rep a representative access code names (display details only); a field error when it names nobody",
        querystring: AgentCodeSchema,
        response: { 200: successSchema(ValidAgentSchema) },
      },
    },
    async (request) => ok(await validateAgent(await request.context(), request.query.agent_code)),
  );
};

export default validateAgentRoutes;
