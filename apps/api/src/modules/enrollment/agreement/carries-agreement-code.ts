import { hasCode } from '../../limits/index.js';

/**
 * Whether an agreement payload (save-agreement-info's body, save-enrollment's aggrement_info data) types a rep's
 * access code or a group's code in its verification block: a wrong one is a guess at a code (decision 0080).
 */
export function carriesAgreementCode(payload: { agent_code?: unknown; group_code?: unknown } | null | undefined): boolean {
  return hasCode(payload?.agent_code) || hasCode(payload?.group_code);
}
