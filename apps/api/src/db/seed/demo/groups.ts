import type { SeedGroup } from '../seed-types.js';

/** Demo employer groups. 'acme.localhost' lets the custom-host branding be tried locally. */
export const groups: SeedGroup[] = [
  {
    code: 'ACME2024',
    name: 'Acme Fabrication Co.',
    agent: 'JLEE2024',
    portal: 'WORKSITE',
    displayName: 'Acme Fabrication Employee Benefits',
    displayEmail: 'benefits@acme-fabrication.example.com',
    displayPhone: '5125550199',
    tagline: 'Good benefits for the people who build things.',
    aboutUs:
      'Acme Fabrication Co. is a family-owned metal fabrication shop in Austin with 140 employees across two ' +
      'shifts. We offer a full menu of voluntary benefits so every team member can choose the coverage that fits ' +
      'their family, with enrollment support from our benefits advisor, Jordan Lee.',
    landingPage: 'acme-fabrication',
    host: 'acme.localhost',
    address: { address1: '1200 Foundry Way', city: 'Austin', state: 'TX', zip: '78741' },
    theme: {
      primary_color: '#991b1b',
      header_bg_color: '#7f1d1d',
      header_text_color: '#ffffff',
      nav_bg_color: '#374151',
      nav_text_color: '#ffffff',
      button_color: '#b91c1c',
      button_text_color: '#ffffff',
    },
  },
  {
    code: 'LAKE2025',
    name: 'Lakeside Community Clinics',
    agent: 'DOKA7788',
    portal: 'PREMIER',
    displayName: 'Lakeside Community Clinics Benefits',
    displayEmail: 'hr@lakeside-clinics.example.org',
    displayPhone: '4045550128',
    tagline: 'Caring for the people who care for our community.',
    aboutUs:
      'Lakeside Community Clinics runs four neighborhood clinics around Atlanta. Our nurses, medical assistants and ' +
      'front-desk staff can enroll in medical, dental, vision and income protection plans here, with help from ' +
      'our advisor, Daniel Okafor.',
    landingPage: 'lakeside-clinics',
    host: null,
    address: { address1: '85 Lakeshore Drive NE', city: 'Atlanta', state: 'GA', zip: '30307' },
    theme: {
      primary_color: '#0f766e',
      secondary_color: '#1e3a8a',
      header_bg_color: '#ecfeff',
      header_text_color: '#134e4a',
      nav_bg_color: '#115e59',
      nav_text_color: '#ffffff',
      button_color: '#0f766e',
      button_text_color: '#ffffff',
    },
  },
  {
    // The member store's group (spec 002: "group id 1929 is used by the link"): existing members' store links make
    // their enrollments under it (config MEMBER_STORE_GROUP_ID).
    id: 1929,
    code: 'MEMBER1929',
    name: 'Member Benefit Store',
    agent: 'MRIV3141',
    portal: 'WORKSITE',
    displayName: 'Member Benefit Store',
    displayEmail: 'members@benefit-store.example.com',
    displayPhone: '8005550100',
    tagline: 'Your coverage, renewed or extended, in a few minutes.',
    aboutUs:
      'The Member Benefit Store is where existing members add plans or change their coverage. Your details are on ' +
      'file, so you only choose what you want.',
    landingPage: 'member-store',
    host: null,
    address: { address1: '100 Commerce Street', city: 'Austin', state: 'TX', zip: '78701' },
    theme: {},
  },
];
