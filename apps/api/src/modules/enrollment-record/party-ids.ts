import { MESSAGES, type FieldError, API_MESSAGES } from '@benefit-store/domain';
import type { Db } from '../../db/client.js';
import { AppError } from '../shared/app-error.js';
import type { SiteContext } from '../shared/request-context.js';
import type { EnrollmentRow } from './enrollment-row.js';
import { agentExists, agentSellsThrough, findGroupRef, portalExists } from './party-ids.repository.js';

/** The record ids a client may name in a filter body (undefined: not named by this call). */
export interface PartyIds {
  agent_id?: number | undefined;
  group_id?: number | undefined;
  platform_group_id?: number | undefined;
  user_id?: number | undefined;
}

/**
 * Refuses (422, one field error per field) ids a client names for an enrollment that do not name real records or
 * do not fit together: every id must exist; a group must be its rep's and sell through the portal named; a rep
 * without a group must sell through the portal named; and on a rep's or group's site (ctx.site) the ids must be
 * that site's. Pairs are checked when this call names one side of them, against the enrollment's stored values
 * for the other (`current`, null for a new enrollment), so a zip-only change never trips over old data.
 *
 * A member's number (user_id) is personal: only the member's signed store link sets it (add-filter-for-member).
 * A filter body may repeat the enrollment's own member, nothing else; unknown and someone else's member get the
 * same answer, so member numbers cannot be probed.
 */
export async function checkPartyIds(db: Db, site: SiteContext, given: PartyIds, current: EnrollmentRow | null): Promise<void> {
  const errors: FieldError[] = [];
  const refuse = (field: keyof PartyIds, message: string) => {
    if (!errors.some((e) => e.target_element === field)) errors.push({ target_element: field, error_message: message });
  };

  if (given.user_id !== undefined && given.user_id !== (current?.userId ?? null)) refuse('user_id', API_MESSAGES.memberNotFound);
  if (given.agent_id !== undefined && !(await agentExists(db, given.agent_id))) refuse('agent_id', API_MESSAGES.agentNotFound);
  if (given.platform_group_id !== undefined && !(await portalExists(db, given.platform_group_id))) refuse('platform_group_id', API_MESSAGES.portalNotFound);
  const groupId = given.group_id ?? current?.groupId ?? null;
  const group = groupId !== null ? await findGroupRef(db, groupId) : null;
  if (given.group_id !== undefined && !group) refuse('group_id', API_MESSAGES.groupNotFound);
  if (errors.length > 0) throw new AppError('invalid', MESSAGES.validationFailed, errors);

  // With each other, as the enrollment will hold them.
  const agentId = given.agent_id ?? current?.agentId ?? null;
  const portalId = given.platform_group_id ?? current?.platformGroupId ?? null;
  const names = (...fields: (keyof PartyIds)[]) => fields.some((f) => given[f] !== undefined);
  if (group && agentId !== null && names('group_id', 'agent_id') && group.agentId !== agentId) {
    refuse(given.group_id !== undefined ? 'group_id' : 'agent_id', API_MESSAGES.groupNotOfAgent);
  }
  if (group && portalId !== null && names('group_id', 'platform_group_id') && group.portalId !== portalId) {
    refuse(given.platform_group_id !== undefined ? 'platform_group_id' : 'group_id', API_MESSAGES.portalNotOfGroup);
  }
  if (!group && agentId !== null && portalId !== null && names('agent_id', 'platform_group_id') && !(await agentSellsThrough(db, agentId, portalId))) {
    refuse(given.platform_group_id !== undefined ? 'platform_group_id' : 'agent_id', API_MESSAGES.portalNotOfAgent);
  }

  // With the site the call is made on. The premier site's own portal is no constraint: anyone may enrol there.
  if (site.groupId !== null && given.group_id !== undefined && given.group_id !== site.groupId) refuse('group_id', API_MESSAGES.notOfThisSite);
  if (site.agentId !== null && given.agent_id !== undefined && given.agent_id !== site.agentId) refuse('agent_id', API_MESSAGES.notOfThisSite);
  if (site.agentId !== null && group && given.group_id !== undefined && group.agentId !== site.agentId) refuse('group_id', API_MESSAGES.notOfThisSite);
  if (site.kind !== 'default' && site.portalId !== null && given.platform_group_id !== undefined && given.platform_group_id !== site.portalId) {
    refuse('platform_group_id', API_MESSAGES.notOfThisSite);
  }
  if (errors.length > 0) throw new AppError('invalid', MESSAGES.validationFailed, errors);
}
