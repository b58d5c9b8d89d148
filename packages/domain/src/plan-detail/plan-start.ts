import { z } from 'zod';
import { ENROLL_TYPE, OPEN_TYPE } from '../enrollment/process.js';
import { MESSAGES } from '../messages.js';
import { idSchema, INT4_MAX, isBlank, optionalId } from '../shared/fields.js';

/** GET get-enrollment-platforms: the portals a rep sells through (every portal without a rep). */
export const EnrollmentPlatformsQuerySchema = z.object({ agent_id: optionalId });
export const PlatformSchema = z.object({ platform_group_id: z.number().int(), platform_name: z.string(), platform_code: z.string() });
/** get-enrollment-platforms: the platforms a visitor may enroll through. */
export const PlatformsSchema = z.array(PlatformSchema);
export type Platform = z.output<typeof PlatformSchema>;

/** GET get-agent-groups: the rep's groups, as the rep's group picker lists them. */
export const AgentGroupsQuerySchema = z.object({ agent_id: idSchema });
export const AgentGroupSchema = z.object({ gid: z.number().int(), gname: z.string(), platform_group_id: z.number().int() });
/** get-agent-groups: a rep's groups. */
export const AgentGroupsSchema = z.array(AgentGroupSchema);
export type AgentGroup = z.output<typeof AgentGroupSchema>;

/** What the plan page asks first when the visitor has no enrollment (000 section 4, plan detail start). */
export type PlanStartStep = 'portal' | 'group' | 'memberTier' | 'basicInfo' | 'priced';

export interface PlanStartState {
  tempId: string | null;
  eprocess: string | null;
  open_type: string | null;
  enroll_type: string | null;
  portal_id: number | null;
  /** The existing member's signed store link token, kept from their member store link (null: none). */
  memberLink: string | null;
}

/**
 * The plan page's start: with an enrollment the plan is priced; otherwise an existing member (open type user, enroll
 * type existing-member, their store link kept) picks a tier and gets a member filter; a rep or a user (open type
 * user) who has no enroll type chooses a portal first, and a rep then a group (or a new member); then the basic-info
 * form.
 */
export function planStartStep(state: PlanStartState): PlanStartStep {
  if (state.tempId) return 'priced';
  if (state.memberLink && state.enroll_type === ENROLL_TYPE.existingMember && state.open_type === OPEN_TYPE.user) return 'memberTier';
  const rep = state.eprocess === 'rep';
  const asksPortal = state.enroll_type === null && (rep || state.open_type === 'user');
  if (asksPortal && state.portal_id === null) return 'portal';
  if (asksPortal && rep) return 'group';
  return 'basicInfo';
}

const chosen = (message: string) =>
  z.preprocess((v) => (isBlank(v) ? undefined : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v), z.number({ error: message }).int({ error: message }).min(1, { error: message }).max(INT4_MAX, { error: message }));

/** The portal picker: 'Please choose a platform' when none is chosen. */
export const PortalChoiceSchema = z.object({ platform_group_id: chosen(MESSAGES.choosePlatform) });
export type PortalChoiceInput = z.input<typeof PortalChoiceSchema>;
export type PortalChoice = z.output<typeof PortalChoiceSchema>;

/** The value of the rep's "Start New Member Enrollment" choice in the group picker. */
export const NEW_MEMBER_CHOICE = 'new';
/** The rep's group picker: a group's id or a new member; 'Please choose a group' when neither. */
export const RepGroupChoiceSchema = z.object({
  group: z.preprocess((v) => (isBlank(v) ? undefined : v), z.string({ error: MESSAGES.chooseGroup }).regex(/^(new|\d{1,10})$/, { error: MESSAGES.chooseGroup })),
});
export type RepGroupChoiceInput = z.input<typeof RepGroupChoiceSchema>;
export type RepGroupChoice = z.output<typeof RepGroupChoiceSchema>;
