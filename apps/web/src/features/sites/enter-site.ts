import { ENROLL_TYPE, EPROCESS, OPEN_TYPE, type ExternalSite, type LandingPage, type ReferralInfo } from '@benefit-store/domain';
import { enterSite, type SiteEntry } from '../../lib/client-state';

/**
 * Stores whose store the visitor entered (000 section 4, stored values), through the client state's one enterSite
 * transition: entering another rep's or group's store forgets the stored enrollment.
 */
const enter = (entry: SiteEntry, options?: { freshEnrollment?: boolean }) => enterSite(entry, options);

/** A rep's or group's landing page (/:landing). A visitor there enrols as an applicant of the rep, or as the group's employee. */
export function enterLandingPage(page: LandingPage): void {
  if (page.type === 'agent') {
    enter({ agent_id: page.agent_id, group_id: null, portal_id: null, fromSite: null, referral: null, eprocess: EPROCESS.applicant, open_type: OPEN_TYPE.agent, enroll_type: ENROLL_TYPE.newMember });
  } else {
    enter({ agent_id: page.agent_id, group_id: page.group_id, portal_id: page.portal_id, fromSite: null, referral: null, eprocess: EPROCESS.group, open_type: OPEN_TYPE.group, enroll_type: ENROLL_TYPE.newGroupMember });
  }
}

/** A valid referral link: applicant mode under the referring rep (and group, when the link names one). */
export function enterReferral(referralId: string, info: ReferralInfo): void {
  enter({
    agent_id: info.agent_id,
    group_id: info.group_id,
    portal_id: info.portal_id,
    referral: referralId,
    fromSite: null,
    eprocess: EPROCESS.applicant,
    open_type: OPEN_TYPE.user,
    enroll_type: ENROLL_TYPE.newMember,
  });
}

/** An external site (/external?site=) or the special /websites site: its name travels with every call from now on. */
export function enterExternalSite(site: ExternalSite): void {
  enter({
    agent_id: site.agent_id,
    group_id: site.group_id,
    portal_id: site.portal_id,
    fromSite: site.site_name,
    referral: null,
    eprocess: site.group_id !== null ? EPROCESS.group : EPROCESS.applicant,
    open_type: site.group_id !== null ? OPEN_TYPE.group : OPEN_TYPE.agent,
    enroll_type: site.group_id !== null ? ENROLL_TYPE.newGroupMember : ENROLL_TYPE.newMember,
  });
}

/**
 * A group's store, however it was reached: a group site (/websites?group=), the group's own host, or an employee
 * enroll code. The group decides its rep and portal when the way in does not name them (ids kept from another rep's
 * store would not fit it; the API refuses them). An enroll code always starts a fresh enrollment.
 */
export function enterGroupStore(
  group: { group_id: number; gname?: string | null },
  via: { agent_id?: number | null; portal_id?: number | null; freshEnrollment?: boolean } = {},
): void {
  enter(
    {
      agent_id: via.agent_id ?? null,
      group_id: group.group_id,
      portal_id: via.portal_id ?? null,
      ...(group.gname !== undefined ? { gname: group.gname } : {}),
      fromSite: null,
      referral: null,
      eprocess: EPROCESS.group,
      open_type: OPEN_TYPE.group,
      enroll_type: ENROLL_TYPE.newGroupMember,
    },
    { freshEnrollment: via.freshEnrollment ?? false },
  );
}
