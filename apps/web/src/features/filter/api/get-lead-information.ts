import { LeadStatusSchema, type LeadStatus, type LocationInfo } from '@benefit-store/domain';
import { api } from '../../../lib/api-client';
import { deviceId } from '../device-id';

interface LeadInformation {
  store_information: LocationInfo;
  web_url: string;
  agent_id: number | null;
  group_id: number | null;
}

/** GET get-lead-information: records this device, the page and its answer to the location banner. */
export function getLeadInformation(input: LeadInformation): Promise<LeadStatus> {
  return api.get('get-lead-information', LeadStatusSchema, {
    device_id: deviceId(),
    store_information: JSON.stringify(input.store_information),
    web_url: input.web_url,
    agent_id: input.agent_id,
    group_id: input.group_id,
  });
}
