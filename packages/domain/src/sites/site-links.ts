import { defineCatalog } from '../i18n/catalog.js';

/**
 * Where the footer's links go. Registration, support and the back-office pages are other systems, not pages of
 * this store: each site record names their addresses (seeded as example.com), so no link is a dead internal route.
 * The dashboards are the store's own pages (STORE_DASHBOARDS).
 */
export const FOOTER_LINK_KEYS = [
  'rep_registration',
  'rep_dashboard',
  'member_dashboard',
  'group_registration',
  'group_dashboard',
  'group_quote',
  'how_to_video',
  'app_store',
  'play_store',
] as const;

/** The admin-style dropdown (000 section 6), shown only when the site's white_label flag is false. */
export const ADMIN_LINK_KEYS = [
  'admin',
  'message_center',
  'file_management',
  'dashboards',
  'ticket_management',
  'single_sign_on',
  'registrations',
] as const;

export const SUPPORT_LINK_KEY = 'support_request';

export type FooterLinkKey = (typeof FOOTER_LINK_KEYS)[number];

/**
 * The dashboards this store now has itself (issue 13): the footer's Rep, Group and Member Dashboard open these pages
 * (signing the rep or group administrator in first) instead of another system's address.
 */
export const STORE_DASHBOARDS: Readonly<Partial<Record<FooterLinkKey, string>>> = {
  rep_dashboard: '/agent-home',
  group_dashboard: '/group-home',
  member_dashboard: '/member-home',
};
export type AdminLinkKey = (typeof ADMIN_LINK_KEYS)[number];
export type SiteLinkKey = FooterLinkKey | AdminLinkKey | typeof SUPPORT_LINK_KEY;
export const SITE_LINK_KEYS: readonly SiteLinkKey[] = [...FOOTER_LINK_KEYS, ...ADMIN_LINK_KEYS, SUPPORT_LINK_KEY];

export const LINK_LABELS: Readonly<Record<SiteLinkKey, string>> = /* @__PURE__ */ defineCatalog('link', {
  rep_registration: 'Rep Registration',
  rep_dashboard: 'Rep Dashboard',
  member_dashboard: 'Member Dashboard',
  group_registration: 'Group Registration',
  group_dashboard: 'Group Dashboard',
  group_quote: 'Group Quote',
  how_to_video: 'How-To Video',
  app_store: 'Download on the App Store',
  play_store: 'Get it on Google Play',
  admin: 'Admin',
  message_center: 'Message Center',
  file_management: 'File Management',
  dashboards: 'Dashboards',
  ticket_management: 'Ticket Management',
  single_sign_on: 'Single Sign-On',
  registrations: 'Registrations',
  support_request: 'Submit a Support Request',
});

/** Links are absolute https addresses (or http for local development); anything else is dropped. */
export const EXTERNAL_URL = /^https?:\/\/[^\s"'<>]{1,500}$/;
