import { DecryptedDetailListSchema, type DecryptedDetail } from '@benefit-store/domain';
import { benefitApi } from './benefit-service';

export interface DecryptDetailInput {
  portalId?: number | null;
  planId?: number | null;
  userID?: number | null;
  agentId?: number | null;
  groupId?: number | null;
}

/** POST decrypt-detail: the site ids this browser holds, resolved to the records that exist (unknown ones are null). */
export async function decryptDetail(input: DecryptDetailInput): Promise<DecryptedDetail> {
  const body = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== null && v !== undefined));
  const list = await benefitApi.post('decrypt-detail', DecryptedDetailListSchema, body);
  return list[0] ?? { agentId: null, groupId: null, portalId: null, planId: null, userID: null };
}
