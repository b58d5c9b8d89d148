import { z } from 'zod';
import { MESSAGES } from '../messages.js';
import { blankToUndefined, optionalChoice, optionalId, optionalText } from '../shared/fields.js';
import { TIERS } from '../catalog/tiers.js';
import { GENDERS } from '../catalog/people.js';
import { optionalEnrollmentId } from '../enrollment/enrollment-id.js';
import { RECOMMENDATION_LIST_LIMIT } from './recommendation.constants.js';

/*
 * What the recommendation calls take, on zod's classic API with the shared field builders; their answers are in
 * recommendation.schema.ts, on zod/mini (the recommended strip checks them on the first page).
 */

/** `planID=3` or `plan_list=3,7,9`: comma-separated plan ids, at most 50; blank means none. */
export const planIdListSchema = z.preprocess(
  blankToUndefined,
  z
    .string({ error: MESSAGES.invalidValue })
    .max(400, { error: MESSAGES.tooLong({ max: 400 }) })
    .transform((value, ctx) => {
      const parts = value.split(',').map((p) => p.trim()).filter(Boolean);
      if (parts.length > 50 || !parts.every((p) => /^\d{1,9}$/.test(p) && Number(p) > 0)) {
        ctx.addIssue({ code: 'custom', message: MESSAGES.invalidId, input: value });
        return z.NEVER;
      }
      return [...new Set(parts.map(Number))];
    })
    .optional(),
);

/** The query every recommendation call carries (spec 7, benefit service). Ids are hints, as everywhere. */
export const RecommendationQueryShape = {
  platformID: optionalId,
  userID: optionalId,
  enroll_type: optionalText(32),
  agentID: optionalId,
  groupID: optionalId,
  planID: planIdListSchema,
  state: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toUpperCase() || undefined : v),
    z.string({ error: MESSAGES.invalidValue }).regex(/^[A-Z]{2}$/, { error: MESSAGES.invalidValue }).optional(),
  ),
  /** Ours: the enrollment whose cart seeds association when no planID is given (ownership checked). */
  enrollment_id: optionalEnrollmentId,
  /** Ours: how many to return (the strip shows RECOMMENDATION_LIMIT, the View All page more). */
  limit: z.preprocess(
    (v) => (blankToUndefined(v) === undefined ? undefined : Number(v)),
    z.number({ error: MESSAGES.invalidValue }).int({ error: MESSAGES.invalidValue }).min(1, { error: MESSAGES.invalidValue }).max(RECOMMENDATION_LIST_LIMIT, { error: MESSAGES.invalidValue }).optional(),
  ),
};
export const AssociationQuerySchema = z.object(RecommendationQueryShape);

/** popularity and filter add the visitor's tier, age and gender. */
export const CohortQuerySchema = z.object({
  ...RecommendationQueryShape,
  tier: optionalChoice(TIERS),
  age: z.preprocess(
    (v) => (blankToUndefined(v) === undefined ? undefined : Number(v)),
    z.number({ error: MESSAGES.invalidValue }).int({ error: MESSAGES.invalidValue }).min(0).max(130).optional(),
  ),
  gender: optionalChoice([GENDERS.male, GENDERS.female] as const),
});
export type CohortQuery = z.output<typeof CohortQuerySchema>;

export const PlanDetailsQuerySchema = z.object({ plan_list: planIdListSchema });

/** POST decrypt-detail. */
export const DecryptDetailSchema = z.object({
  portalId: optionalId,
  planId: optionalId,
  userID: optionalId,
  agentId: optionalId,
  groupId: optionalId,
});
