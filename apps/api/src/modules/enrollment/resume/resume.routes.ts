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
import { LIMIT_PURPOSE, type LimitPurpose } from '../../limits/index.js';
import { successSchema } from '../../shared/envelope-schema.js';
import { LINK_PURPOSE } from '../../shared/link-token.js';
import { emailLimitSubject, resumeCodeKey } from './resume-code-hash.js';
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
    check: (purpose: LimitPurpose, subject: string) => app.limiter.check(purpose, subject),
    consume: (purpose: LimitPurpose, subject: string) => app.limiter.consume(purpose, subject),
  };
  const codeKey = resumeCodeKey(app.linkKey);
  const earlierCodeKeys = app.linkKeys.slice(1).map(resumeCodeKey);
  const settings = (): ResumeSettings => ({ linkKey: app.linkKey, codeKey, earlierCodeKeys, origin: linkOrigin(app.config), limits });

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
      // A wrong code counts against this visitor and, as a guess at the account the e-mail address names, against this
      // client for that address: past the limit resuming is refused to the guesser only, never the store; the address's
      // owner still resumes from a client that has not been failing (docs/decisions/0080-guessers-locked-accounts-slowed.md).
      config: {
        guess: {
          purpose: LIMIT_PURPOSE.resumeCodeGuess,
          accountOf: (request) => emailLimitSubject((request.body as { email: string }).email),
        },
      },
    },
    async (request, reply) => {
      // Checked before a session exists, so wrong codes leave nothing behind.
      const row = await findResumableCode(await request.context(), request.body, settings());
      return ok(await attachAndAnswer(await request.contextWithSession(reply), row.enrollmentId, row.savedTab as SavedTab));
    },
  );
};

export default resumeRoutes;
