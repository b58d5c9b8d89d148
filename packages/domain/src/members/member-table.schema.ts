import { z } from 'zod';
import { MESSAGES } from '../messages.js';
import { EPROCESS_VALUES, OPEN_TYPE_VALUES } from '../enrollment/process.js';
import { optionalEnrollmentId } from '../enrollment/enrollment-id.js';
import { blankToUndefined, idSchema, optionalChoice, optionalId, optionalText } from '../shared/fields.js';
import { memberTierSchema, MemberFilterResultSchema } from './member.schema.js';

/**
 * The current-member tables (spec 000 sections 2, 6, 7): a rep's own members (get-agent-members), a group's
 * (get-group-users, get-group-agent-member-info), 5 rows per page (spec 000 section 9). Only a signed-in rep or group
 * administrator may list, and only their own: anything else is 404 with no data.
 */
export const MEMBER_TABLE_PAGE_SIZE = 5;
/** Longest search text: a name, an e-mail address (254) or a policy number. */
export const MEMBER_SEARCH_MAX = 254;
/** Highest page number a request may ask for (bounded input; a page past the last answers no rows). */
export const MEMBER_TABLE_PAGE_MAX = 100_000;
/** Longest policy number add-filter-for-existing-user takes. */
export const POLICY_ID_MAX = 40;

/** Our extension of the spec's calls: optional search (name, e-mail or policy) and page (1-based). */
const pagingFields = {
  search: optionalText(MEMBER_SEARCH_MAX),
  page: z.preprocess(
    (v) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : blankToUndefined(v)),
    z
      .number({ error: MESSAGES.invalidValue })
      .int({ error: MESSAGES.invalidValue })
      .min(1, { error: MESSAGES.invalidValue })
      .max(MEMBER_TABLE_PAGE_MAX, { error: MESSAGES.invalidValue })
      .optional(),
  ),
};

/** GET get-agent-members: agent_id (must be the signed-in rep's own), search, page. */
export const AgentMembersQuerySchema = z.object({ agent_id: idSchema, ...pagingFields });
export type AgentMembersQuery = z.output<typeof AgentMembersQuerySchema>;

/** GET get-group-users: group_id (must be the signed-in group administrator's group), search, page. */
export const GroupUsersQuerySchema = z.object({ group_id: idSchema, ...pagingFields });
export type GroupUsersQuery = z.output<typeof GroupUsersQuerySchema>;

/** GET get-group-agent-member-info: enrollment_id or group_id (the group administrator's group), search, page. */
export const GroupAgentMemberInfoQuerySchema = z
  .object({ enrollment_id: optionalEnrollmentId, group_id: optionalId, ...pagingFields })
  .refine((q) => q.enrollment_id !== undefined || q.group_id !== undefined, { error: MESSAGES.fieldRequired, path: ['group_id'] });
export type GroupAgentMemberInfoQuery = z.output<typeof GroupAgentMemberInfoQuerySchema>;

export const PLAN_STATUSES = ['active', 'pending'] as const;
export type PlanStatus = (typeof PLAN_STATUSES)[number];

/**
 * One row of the tables (spec 000 section 3: name, dob, policy_id, user_id, email, ssn, group_info, plan_info): one
 * per policy of a member (a member without a policy has one row with policy_id null). The SSN is only ever masked to
 * its last four digits (`***-**-1234`), null when none is on file.
 */
export const MemberTableRowSchema = z.object({
  user_id: z.number().int(),
  name: z.string(),
  dob: z.string(),
  policy_id: z.string().nullable(),
  email: z.string(),
  ssn: z.string().regex(/^\*\*\*-\*\*-\d{4}$/).nullable(),
  group_info: z.object({ group_id: z.number().int(), group_name: z.string() }).nullable(),
  plan_info: z.array(z.object({ plan_name: z.string(), plan_status: z.enum(PLAN_STATUSES) })),
});
export type MemberTableRow = z.infer<typeof MemberTableRowSchema>;

/** The answer of the three list calls: one page of rows, the number of rows in all, the page and its size. */
export const MemberTablePageSchema = z.object({
  members: z.array(MemberTableRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type MemberTablePage = z.infer<typeof MemberTablePageSchema>;

/** The number of pages of a table of `total` rows (at least 1, so an empty table reads "page 1 of 1"). */
export const memberTablePages = (total: number) => Math.max(1, Math.ceil(total / MEMBER_TABLE_PAGE_SIZE));

/**
 * POST add-filter-for-existing-user (spec 000 section 7): user_id, tier, eprocess, group_id, agent_id, policy_id,
 * open_type. The server decides whose member it is from the signed-in principal; agent_id and group_id, when sent,
 * must be the principal's own. Every tier refusal reads 'Please choose a tier' (spec 000 section 8).
 */
export const ExistingUserFilterSchema = z.object({
  user_id: idSchema,
  tier: memberTierSchema,
  eprocess: optionalChoice(EPROCESS_VALUES),
  group_id: optionalId,
  agent_id: optionalId,
  policy_id: optionalText(POLICY_ID_MAX),
  open_type: optionalChoice(OPEN_TYPE_VALUES),
});
export type ExistingUserFilter = z.output<typeof ExistingUserFilterSchema>;
export type ExistingUserFilterInput = z.input<typeof ExistingUserFilterSchema>;

/** Answers data.temp_enrollment_id and data.portal_id, as add-filter-for-member does. */
export const ExistingUserFilterResultSchema = MemberFilterResultSchema;
export type ExistingUserFilterResult = z.infer<typeof ExistingUserFilterResultSchema>;

/** The tier picker of Enroll Now: its one field (Choose Tier), with the same rule as the server's. */
export const MemberTierChoiceSchema = z.object({ tier: memberTierSchema });
