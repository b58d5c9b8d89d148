import {
  ContinueEnrollmentRequestSchema,
  ContinueEnrollmentResponseSchema,
  ENROLLMENT_MESSAGES,
  saveForLaterRequestSchema,
  SaveForLaterResponseSchema,
  WIZARD_SAVED_TABS,
  type SavedTab,
  ok,
} from '@benefit-store/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { linkOrigin } from '../../../config.js';
import { checkLimit, enforceLimit, LIMIT_PURPOSE, LimitExceededError, type LimitPurpose } from '../../limits/index.js';
import { successSchema } from '../../shared/envelope-schema.js';
import { LINK_PURPOSE } from '../../shared/link-token.js';
import { resumeCodeKey } from './resume-code-hash.js';
import {
  attachAndAnswer,
  findResumableCode,
  resolveEnrollmentLink,
  resolveResumeLink,
  saveForLater,
  type ResumeLimits,
  type ResumeSettings,
} from './resume.service.js';

/**
 * Save & Continue Later and resume (spec 001 save for later; 002 sections 2.6, 2.7): save-enrollment for every
 * wizard tab, continue-enrollment, and the direct-continue openers of the resume, group-census and pqs links.
 */
const resumeRoutes: FastifyPluginAsyncZod = async (app) => {
  const limits: ResumeLimits = {
    check: async (purpose: LimitPurpose, subject: string) => {
      if (app.config.rateLimitMax === 0) return;
      const rule = app.config.limits?.[purpose] ?? {};
      const decision = await checkLimit({ limits: app.limits, now: app.clock.now() }, { purpose, subject, ...rule });
      if (!decision.allowed) throw new LimitExceededError(decision.retryAfterSeconds);
    },
    consume: async (purpose: LimitPurpose, subject: string) => {
      if (app.config.rateLimitMax === 0) return;
      const rule = app.config.limits?.[purpose] ?? {};
      await enforceLimit({ limits: app.limits, now: app.clock.now() }, { purpose, subject, ...rule });
    },
  };
  const codeKey = resumeCodeKey(app.linkKey);
  const settings = (): ResumeSettings => ({ linkKey: app.linkKey, codeKey, origin: linkOrigin(app.config), limits });

  // save-enrollment (enrollment/save-enrollment.routes.ts dispatches on tab): every wizard tab.
  for (const tab of WIZARD_SAVED_TABS) {
    app.saveTabs.register(tab, {
      body: saveForLaterRequestSchema(tab),
      result: SaveForLaterResponseSchema,
      message: ENROLLMENT_MESSAGES.saveLaterSaved,
      limit: LIMIT_PURPOSE.saveLaterSend,
      save: async (ctx, body) => saveForLater(ctx, body, app.saveLater.saverFor(tab), settings()),
    });
  }

  // direct-continue (enrollment/direct-continue.routes.ts checks the token and dispatches on its purpose).
  app.directContinue.register(LINK_PURPOSE.resume, {
    resolve: resolveResumeLink,
    open: async (ctx, row) => attachAndAnswer(ctx, row.enrollmentId, row.savedTab as SavedTab),
  });
  for (const purpose of [LINK_PURPOSE.groupCensus, LINK_PURPOSE.pqs]) {
    app.directContinue.register(purpose, {
      resolve: resolveEnrollmentLink,
      open: async (ctx, enrollment) => attachAndAnswer(ctx, enrollment.id, 'primary_info'),
    });
  }

  app.post(
    '/continue-enrollment',
    {
      schema: {
        tags: ['enrollment'],
        summary: 'Resumes a saved enrollment with the e-mailed code and the e-mail address; this browser holds it from now on',
        body: ContinueEnrollmentRequestSchema,
        response: { 200: successSchema(ContinueEnrollmentResponseSchema) },
      },
      config: { limit: LIMIT_PURPOSE.resumeAttempt },
    },
    async (request, reply) => {
      // Checked before a session exists, so wrong codes leave nothing behind.
      const row = await findResumableCode(await request.context(), request.body, settings());
      return ok(await attachAndAnswer(await request.contextWithSession(reply), row.enrollmentId, row.savedTab as SavedTab));
    },
  );
};

export default resumeRoutes;
