import type { DemoData } from '../../src/db/seed/seed-types.js';
import { fixtureData } from './fixture-data.js';

/** The test catalog plus site records and referrals: a premier site, a group host, a partner site and two referrals. */
export const ACTIVE_REFERRAL = 'Zq0S1f3eVb8uKx2nT4wY7A';
export const INACTIVE_REFERRAL = 'Pn5cR8dL2hJ6mQ9vB1xK3w';
export const GROUP_HOST = 'testgroup.localhost';

export const siteFixture: DemoData = {
  ...fixtureData,
  agents: fixtureData.agents.map((a) => ({ ...a, theme: { ...a.theme, header_bg_color: '#222222', default_logo: '/assets/brand/tess.svg' } })),
  groups: fixtureData.groups.map((g) => ({ ...g, host: GROUP_HOST })),
  sites: [
    {
      key: 'premier',
      name: 'premier',
      kind: 'default',
      host: null,
      websitesId: null,
      agent: null,
      group: null,
      portal: 'TESTPORTAL',
      isPartner: false,
      whiteLabel: false,
      displayName: 'Test Store',
      displayEmail: 'help@example.test',
      displayPhone: '5550100000',
      tagline: 'Testing benefits.',
      links: {
        rep_registration: 'https://agents.example.test/register',
        support_request: 'https://support.example.test/new',
        admin: 'https://admin.example.test/',
        bogus_key: 'https://example.test/ignored',
        member_dashboard: 'javascript:alert(1)',
      },
      theme: {},
    },
    {
      key: 'partner',
      name: 'partner',
      kind: 'external',
      host: null,
      websitesId: 'PART-0001',
      agent: 'TEST1234',
      group: null,
      portal: 'OTHERPORTAL',
      isPartner: true,
      whiteLabel: true,
      displayName: 'Partner Benefits',
      displayEmail: 'partner@example.test',
      displayPhone: '5550100300',
      tagline: 'Through our partner.',
      links: {},
      theme: { primary_color: '#0e7490' },
    },
  ],
  referrals: [
    { id: ACTIVE_REFERRAL, agent: 'TEST1234', group: null, portal: 'TESTPORTAL', referrerName: 'Sam Patel', active: true },
    { id: INACTIVE_REFERRAL, agent: 'TEST1234', group: null, portal: null, referrerName: 'Old Friend', active: false },
  ],
};

export const b64 = (host: string) => Buffer.from(host).toString('base64');
