import {
  CATEGORY_LABELS,
  EXTERNAL_URL,
  isLoopbackHost,
  localized,
  MESSAGES,
  PLAN_CATEGORIES,
  SITE_LINK_KEYS,
  SUPPORT_LINK_KEY,
  type AgentAboutInfo,
  type AgentLandingInfo,
  type DefaultInfo,
  type DomainSite,
  type ElevateInfo,
  type ExternalSite,
  type GroupAboutInfo,
  type GroupLandingInfo,
  type GroupMenu,
  type LandingPage,
  type ReferralInfo,
  type ThemeEntry,
  type ValidGroup,
} from '@benefit-store/domain';
import { requireHeldEnrollment } from '../enrollment-record/index.js';
import { AppError } from '../shared/app-error.js';
import type { RequestContext } from '../shared/request-context.js';
import { siteForHost } from './site-resolver.js';
import { ownThemeValue, themeFor } from './site-theme.js';
import * as repo from './sites.repository.js';

/** Answers that mean "none": the routes turn null into HTTP 204, as the spec's lookups expect. */
type Maybe<T> = Promise<T | null>;

const landingUrl = (landing: string) => `/${landing}`;

/** get-domainSite-infromation: which site a host is. Loopback names are the premier site; unknown hosts none. */
export async function getDomainSite(ctx: RequestContext, host: string): Maybe<DomainSite> {
  if (isLoopbackHost(host)) {
    const premier = await repo.findDefaultSite(ctx.db);
    return { gid: null, site_key: premier?.key ?? 'premier', site_kind: 'default', site_name: premier?.name ?? 'premier' };
  }
  const site = await siteForHost(ctx.db, host);
  if (!site) return null;
  const record = site.siteId !== null ? await repo.findSiteById(ctx.db, site.siteId) : null;
  return {
    gid: site.groupId,
    site_key: site.key,
    site_kind: record?.kind ?? 'group',
    site_name: record?.name ?? site.key,
  };
}

/** get-external-site-infromation: an external site by name and whose store it opens. */
export async function getExternalSite(ctx: RequestContext, name: string): Maybe<ExternalSite> {
  const site = await repo.findSiteByName(ctx.db, name);
  if (!site) return null;
  const group = site.groupId !== null ? await repo.findGroupById(ctx.db, site.groupId) : null;
  return {
    site_key: site.key,
    site_name: site.name,
    display_name: site.displayName,
    agent_id: site.agentId ?? group?.agentId ?? null,
    group_id: site.groupId,
    portal_id: site.portalId ?? group?.portalId ?? null,
    is_partner: site.isPartner,
  };
}

/** get-external-site-dynamic-information: the theme of the host's site, or of the request's site on the default host. */
export async function getSiteTheme(ctx: RequestContext, host: string): Maybe<ThemeEntry[]> {
  if (isLoopbackHost(host)) return themeFor(ctx.db, ctx.site);
  const site = await siteForHost(ctx.db, host);
  return site ? themeFor(ctx.db, site) : null;
}

function publicLinks(links: Record<string, string>): Record<string, string> {
  return Object.fromEntries(SITE_LINK_KEYS.flatMap((key) => (links[key] && EXTERNAL_URL.test(links[key]) ? [[key, links[key]]] : [])));
}

async function siteRecord(ctx: RequestContext) {
  return (ctx.site.siteId !== null ? await repo.findSiteById(ctx.db, ctx.site.siteId) : null) ?? (await repo.findDefaultSite(ctx.db));
}

/** get-default-info: the site record serving this request: contact details, footer links and the site flag. */
export async function getDefaultInfo(ctx: RequestContext): Maybe<DefaultInfo> {
  const site = await siteRecord(ctx);
  if (!site) return null;
  return {
    site_key: site.key,
    site_kind: site.kind,
    site_name: site.name,
    display_name: site.displayName,
    display_email: site.displayEmail,
    display_phone: site.displayPhone,
    tagline: localized({ tagline: site.tagline }, site.translations).texts.tagline,
    white_label: site.whiteLabel,
    links: publicLinks(site.links),
    default_locale: site.defaultLocale ?? null,
  };
}

async function requireAgent(ctx: RequestContext, agentId: number) {
  const agent = await repo.findAgentById(ctx.db, agentId);
  if (!agent) throw AppError.notFound(MESSAGES.notFound);
  return agent;
}

async function requireGroup(ctx: RequestContext, groupId: number) {
  const group = await repo.findGroupById(ctx.db, groupId);
  if (!group) throw AppError.notFound(MESSAGES.notFound);
  return group;
}

export async function getAgentLandingInfo(ctx: RequestContext, agentId: number): Promise<AgentLandingInfo> {
  const agent = await requireAgent(ctx, agentId);
  const { texts } = localized({ tagline: agent.tagline }, agent.translations);
  return {
    agent_id: agent.id,
    display_name: agent.displayName,
    display_email: agent.displayEmail,
    display_phone: agent.displayPhone,
    tagline: texts.tagline,
    logo: await ownThemeValue(ctx.db, 'agent', agent.accessCode, 'default_logo'),
    image: null,
    landing_url: landingUrl(agent.landingPage),
  };
}

export async function getAgentAboutInfo(ctx: RequestContext, agentId: number): Promise<AgentAboutInfo> {
  const agent = await requireAgent(ctx, agentId);
  const { texts } = localized({ displayAboutName: agent.displayAboutName, bio: agent.bio }, agent.translations);
  return {
    agent_id: agent.id,
    display_name: agent.displayName,
    display_about_name: texts.displayAboutName,
    agent_bio: texts.bio,
    display_email: agent.displayEmail,
    display_phone: agent.displayPhone,
    image: null,
  };
}

export async function getGroupLandingInfo(ctx: RequestContext, groupId: number): Promise<GroupLandingInfo> {
  const group = await requireGroup(ctx, groupId);
  const { texts } = localized({ tagline: group.tagline }, group.translations);
  return {
    group_id: group.id,
    gname: group.name,
    agent_id: group.agentId,
    portal_id: group.portalId,
    display_name: group.displayName,
    display_email: group.displayEmail,
    display_phone: group.displayPhone,
    tagline: texts.tagline,
    logo: await ownThemeValue(ctx.db, 'group', group.code, 'default_logo'),
    image: null,
    landing_url: landingUrl(group.landingPage),
  };
}

export async function getGroupAboutInfo(ctx: RequestContext, groupId: number): Promise<GroupAboutInfo> {
  const group = await requireGroup(ctx, groupId);
  const { texts } = localized({ aboutUs: group.aboutUs }, group.translations);
  return {
    group_id: group.id,
    gname: group.name,
    display_name: group.displayName,
    gweb_aboutus: texts.aboutUs,
    display_email: group.displayEmail,
    display_phone: group.displayPhone,
    address_information: group.address,
  };
}

/** validate-landing-page: a rep's landing name first, then a group's. */
export async function validateLandingPage(ctx: RequestContext, landing: string): Maybe<LandingPage> {
  const name = landing.trim().toLowerCase();
  const agent = await repo.findAgentByLanding(ctx.db, name);
  if (agent) {
    return { type: 'agent', landing_page: agent.landingPage, agent_id: agent.id, group_id: null, portal_id: null, display_name: agent.displayName };
  }
  const group = await repo.findGroupByLanding(ctx.db, name);
  if (!group) return null;
  return { type: 'group', landing_page: group.landingPage, agent_id: group.agentId, group_id: group.id, portal_id: group.portalId, display_name: group.displayName };
}

const INVALID_REFERRAL: ReferralInfo = { agent_id: null, group_id: null, portal_id: null, valid_referral_link: false, referrer_info: null };

/** get-enrollment-info-referral: an unknown, switched-off or expired link is answered as not valid. */
export async function getReferralInfo(ctx: RequestContext, referralId: string): Promise<ReferralInfo> {
  const referral = await repo.findReferral(ctx.db, referralId);
  if (!referral || !referral.active || (referral.expiresAt !== null && referral.expiresAt <= ctx.now)) return INVALID_REFERRAL;
  return {
    agent_id: referral.agentId,
    group_id: referral.groupId,
    portal_id: referral.portalId,
    valid_referral_link: true,
    referrer_info: { name: referral.referrerName },
  };
}

async function partnerSite(ctx: RequestContext) {
  const site = ctx.site.siteId !== null ? await repo.findSiteById(ctx.db, ctx.site.siteId) : null;
  return site?.isPartner ? site : null;
}

/** get-elevate-info: the partner portal when the request comes through a partner site; nulls otherwise. */
export async function getElevateInfo(ctx: RequestContext): Promise<ElevateInfo> {
  const site = await partnerSite(ctx);
  return site ? { portal_id: site.portalId, partner_name: site.displayName } : { portal_id: null, partner_name: null };
}

/** track-elevate-traffic: records that this browser's enrollment came through the partner site (once). */
export async function trackElevateTraffic(ctx: RequestContext, enrollmentId: string): Promise<{ tracked: boolean }> {
  const enrollment = await requireHeldEnrollment(ctx, enrollmentId);
  const site = await partnerSite(ctx);
  if (!site) return { tracked: false };
  await repo.recordPartnerTraffic(ctx.db, { enrollmentId: enrollment.id, siteId: site.id, portalId: site.portalId });
  return { tracked: true };
}

/** get-group-menu: the categories a group's employees can shop, in menu order. */
export async function getGroupMenu(ctx: RequestContext, groupId: number): Promise<GroupMenu> {
  const group = await requireGroup(ctx, groupId);
  const withPlans = await repo.categoriesWithPlans(ctx.db);
  return {
    group_id: group.id,
    gname: group.name,
    menu: PLAN_CATEGORIES.filter((c) => withPlans.has(c)).map((category) => ({ category, label: CATEGORY_LABELS[category] })),
  };
}

/** get-ticket-link: the support-request address of the site serving the request. */
export async function getTicketLink(ctx: RequestContext): Maybe<{ ticket_link: string }> {
  const site = await siteRecord(ctx);
  const link = site ? publicLinks(site.links)[SUPPORT_LINK_KEY] : undefined;
  return link ? { ticket_link: link } : null;
}

/** validate-group: a group enrollment code → the group's name, id and landing address; null when unknown. */
export async function validateGroup(ctx: RequestContext, code: string): Maybe<ValidGroup> {
  const group = await repo.findGroupByCode(ctx.db, code.trim());
  return group ? { name: group.name, group_id: group.id, landing_url: landingUrl(group.landingPage) } : null;
}
