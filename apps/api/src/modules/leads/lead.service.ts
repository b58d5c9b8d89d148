import { type LeadStatus, type LocationInfo, type NearestZip, API_MESSAGES } from '@benefit-store/domain';
import { AppError } from '../shared/app-error.js';
import type { RequestContext } from '../shared/request-context.js';
import { recordVisit } from './lead.repository.js';
import { nearestZip } from './nearest-zip.js';

interface LeadInput {
  device_id: string;
  web_url?: string | undefined;
  agent_id?: number | undefined;
  group_id?: number | undefined;
  store_information?: LocationInfo | undefined;
}

/**
 * check-lead-information and get-lead-information: both record the device and the page it is on; the second also
 * stores the visitor's answer to the location banner. is_known says the device has answered, so the banner is not
 * shown to it again. A device id is random and kept by the browser: it identifies a browser, not a person.
 */
export async function recordLead(ctx: RequestContext, input: LeadInput): Promise<LeadStatus> {
  const device = await ctx.db.transaction((tx) =>
    recordVisit(
      tx,
      { deviceId: input.device_id, webUrl: input.web_url ?? null, agentId: input.agent_id ?? ctx.site.agentId, groupId: input.group_id ?? ctx.site.groupId },
      input.store_information,
    ),
  );
  return { device_id: input.device_id, is_known: device.locationConsent !== null };
}

export function findNearestZip(lat: number, lng: number): NearestZip {
  const place = nearestZip(lat, lng);
  if (!place) throw AppError.field('zip', API_MESSAGES.nearestZipNotFound);
  return { zip: place.zip, city: place.city, state_abbreviation: place.state, distance_miles: Math.round(place.distanceMiles * 10) / 10 };
}
