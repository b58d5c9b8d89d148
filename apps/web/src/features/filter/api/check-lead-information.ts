import { useQuery } from '@tanstack/react-query';
import { LeadStatusSchema, type LeadStatus } from '@benefit-store/domain';
import { api } from '../../../lib/api-client';
import { deviceId } from '../device-id';

interface LeadPage {
  web_url: string;
  agent_id: number | null;
}

/** GET check-lead-information: records this device on this page; is_known once it has answered the location banner. */
export function checkLeadInformation(page: LeadPage, signal?: AbortSignal): Promise<LeadStatus> {
  return api.get('check-lead-information', LeadStatusSchema, { device_id: deviceId(), ...page }, signal);
}

export function useLeadStatus(page: LeadPage, enabled: boolean) {
  return useQuery({
    queryKey: ['lead', page.web_url, page.agent_id],
    queryFn: ({ signal }) => checkLeadInformation(page, signal),
    enabled,
    staleTime: Infinity,
    retry: false,
  });
}
