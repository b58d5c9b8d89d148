import { z } from 'zod';
import { MESSAGES } from '../messages.js';
import { isTier, type Tier } from '../catalog/tiers.js';
import { OPEN_TYPE_VALUES } from '../enrollment/process.js';
import { blankToUndefined, optionalChoice, requiredText } from '../shared/fields.js';

/** Every tier refusal of the existing-member tier picker reads 'Please choose a tier'. */
export const memberTierSchema = z.preprocess(
  blankToUndefined,
  z.custom<Tier>((v) => isTier(v), { error: MESSAGES.chooseTier }),
);

/**
 * A member store link's member reference: a signed, expiring token (ARCHITECTURE.md section 4), never a bare
 * user id, so that knowing a member's number is not enough to open a store filled with their details.
 */
export const MEMBER_LINK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{8,200}\.[A-Za-z0-9_-]{43}$/;

/** POST add-filter-for-member: user_id (the link's member token), tier, optional open_type. */
export const MemberFilterSchema = z.object({
  user_id: z.preprocess((v) => (typeof v === 'number' ? String(v) : blankToUndefined(v)), requiredText(300)),
  tier: memberTierSchema,
  open_type: optionalChoice(OPEN_TYPE_VALUES),
});
export type MemberFilter = z.output<typeof MemberFilterSchema>;

export const MemberFilterResultSchema = z.object({ temp_enrollment_id: z.string(), portal_id: z.number().int().nullable() });
export type MemberFilterResult = z.infer<typeof MemberFilterResultSchema>;
