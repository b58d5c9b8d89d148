import type { SeedAgent } from '../seed-types.js';

/** Demo reps. Phone numbers use the fictional 555-01xx range; e-mails use example.com. */
export const agents: SeedAgent[] = [
  {
    accessCode: 'JLEE2024',
    firstName: 'Jordan',
    middleName: 'Avery',
    lastName: 'Lee',
    displayName: 'Jordan Lee',
    displayEmail: 'jordan.lee@example.com',
    displayPhone: '5125550142',
    displayAboutName: 'Jordan Lee, Licensed Benefits Advisor',
    bio:
      'Jordan has spent twelve years helping families and small employers in Central Texas choose health and ' +
      'income protection. Jordan reviews every plan side by side with clients and stays on call after enrollment.',
    tagline: 'Benefits made simple, for your whole family.',
    landingPage: 'jordan-lee',
    portals: ['PREMIER', 'WORKSITE'],
    theme: {
      primary_color: '#166534',
      secondary_color: '#0f766e',
      header_bg_color: '#14532d',
      header_text_color: '#ffffff',
      nav_bg_color: '#166534',
      nav_text_color: '#ffffff',
      button_color: '#15803d',
      button_text_color: '#ffffff',
    },
  },
  {
    accessCode: 'MRIV3141',
    firstName: 'Maria',
    middleName: null,
    lastName: 'Rivera',
    displayName: 'Maria Rivera',
    displayEmail: 'maria.rivera@example.com',
    displayPhone: '6025550187',
    displayAboutName: 'Maria Rivera, Worksite Benefits Specialist',
    bio:
      'Maria works with employers across the Southwest to set up voluntary benefits their teams actually use. She ' +
      'speaks English and Spanish and runs on-site enrollment days for shift workers.',
    tagline: 'Coverage that fits the way you work.',
    landingPage: 'maria-rivera',
    portals: ['WORKSITE'],
    theme: {
      primary_color: '#6b21a8',
      secondary_color: '#9d174d',
      header_bg_color: '#faf5ff',
      header_text_color: '#3b0764',
      nav_bg_color: '#6b21a8',
      nav_text_color: '#ffffff',
      button_color: '#7e22ce',
      button_text_color: '#ffffff',
      heading_font_family: '"Trebuchet MS", "Segoe UI", sans-serif',
    },
  },
  {
    accessCode: 'DOKA7788',
    firstName: 'Daniel',
    middleName: 'Chukwuma',
    lastName: 'Okafor',
    displayName: 'Daniel Okafor',
    displayEmail: 'daniel.okafor@example.net',
    displayPhone: '4045550163',
    displayAboutName: 'Daniel Okafor, Health & Life Advisor',
    bio:
      'Daniel helps self-employed professionals and growing clinics build health and life coverage that scales ' +
      'with them. Before advising, he spent eight years as a hospital billing manager.',
    tagline: 'Straight answers about health and life coverage.',
    landingPage: 'daniel-okafor',
    portals: ['PREMIER'],
    theme: {
      primary_color: '#c2410c',
      secondary_color: '#44403c',
      header_bg_color: '#292524',
      header_text_color: '#fed7aa',
      nav_bg_color: '#44403c',
      nav_text_color: '#ffffff',
      button_color: '#c2410c',
      button_text_color: '#ffffff',
      footer_bg_color: '#1c1917',
      footer_text_color: '#e7e5e4',
    },
  },
];
