import { z } from 'zod';
import { MESSAGES } from '../messages.js';
import { EnrollmentIdSchema } from '../enrollment/enrollment-id.js';
import { idSchema, isBlank, optionalId } from '../shared/fields.js';

/** GET get-agent-info-enroll: the rep's display details for the rep home's welcome (public, like the landing info). */
export const AgentInfoEnrollQuerySchema = z.object({ agent_id: idSchema });
export const AgentInfoEnrollSchema = z.object({
  agent_id: z.number().int(),
  display_name: z.string(),
  display_email: z.string(),
  display_phone: z.string(),
});
export type AgentInfoEnroll = z.infer<typeof AgentInfoEnrollSchema>;

/** GET get-group-info-enroll: the group's display details, its rep and its portal, for the group home. */
export const GroupInfoEnrollQuerySchema = z.object({ group_id: idSchema });
export const GroupInfoEnrollSchema = z.object({
  group_id: z.number().int(),
  gname: z.string(),
  display_name: z.string(),
  agent_id: z.number().int(),
  platform_group_id: z.number().int(),
});
export type GroupInfoEnroll = z.infer<typeof GroupInfoEnrollSchema>;

/** GET get-member-info: a member's name, only for a browser that holds the member's enrollment or their rep / group. */
export const MemberInfoQuerySchema = z.object({ user_id: idSchema });
export const MemberInfoSchema = z.object({
  user_id: z.number().int(),
  member_info: z.object({ first_name: z.string(), last_name: z.string() }),
});
export type MemberInfo = z.infer<typeof MemberInfoSchema>;

/**
 * POST update-filter-portal: moves the caller's own enrollment to a portal, and to a group when one is named (only a
 * signed-in rep or group administrator whose group it is may name one).
 */
export const UpdateFilterPortalSchema = z.object({
  enrollment_id: EnrollmentIdSchema,
  group_id: optionalId,
  platform_group_id: idSchema,
});
export type UpdateFilterPortal = z.output<typeof UpdateFilterPortalSchema>;
export const UpdateFilterPortalResultSchema = z.object({
  temp_enrollment_id: z.string(),
  group_id: z.number().int().nullable(),
  agent_id: z.number().int().nullable(),
  platform_group_id: z.number().int(),
});
export type UpdateFilterPortalResult = z.infer<typeof UpdateFilterPortalResultSchema>;

/** The rep home's enrol choice: a new member, or a new member of one of the rep's groups. */
export const HOME_ENROLL_KIND = { newMember: 'new', groupMember: 'group' } as const;

/**
 * The rep home's second popup: 'Choose enroll for new member' when neither kind is chosen, 'Please choose a group'
 * when a group member is chosen without a group (000 sections 4 and 5).
 */
export const HomeEnrollChoiceSchema = z
  .object({
    kind: z.preprocess((v) => (isBlank(v) ? undefined : v), z.enum(['new', 'group'], { error: MESSAGES.chooseEnrollForNewMember })),
    group: z.preprocess((v) => (isBlank(v) ? undefined : v), z.string().regex(/^\d{1,10}$/, { error: MESSAGES.chooseGroup }).optional()),
  })
  .superRefine((value, ctx) => {
    if (value.kind === 'group' && value.group === undefined) ctx.addIssue({ code: 'custom', path: ['group'], message: MESSAGES.chooseGroup });
  });
export type HomeEnrollChoiceInput = z.input<typeof HomeEnrollChoiceSchema>;
export type HomeEnrollChoice = z.output<typeof HomeEnrollChoiceSchema>;
