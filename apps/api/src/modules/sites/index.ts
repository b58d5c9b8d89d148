// The sites module's door: what other modules and plugins/ may use. White-label sites: which site a request is for, its
// theme, agents and groups. Everything else in this folder is its own (eslint/api-module-boundaries.js).
export { DEFAULT_SITE, resolveSite } from './site-resolver.js';
export { clearSiteCache, markSitesChanged } from './site-cache.js';
export { findAgentById, findAgentVerification, findGroupByCode, findGroupById } from './site-lookups.js';
// The site's calls as services, for the store's bootstrap (storefront), which answers them together in one call.
export { getAgentLandingInfo, getDefaultInfo, getDomainSite, getElevateInfo, getGroupLandingInfo, getSiteTheme, getTicketLink } from './sites.service.js';
