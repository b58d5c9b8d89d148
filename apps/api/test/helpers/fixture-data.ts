import type { DemoData, SeedPlan } from '../../src/db/seed/seed-types.js';

/**
 * A small catalog whose prices the tests can reason about, independent of the demo data set (which keeps growing).
 * Ages in the comments are the tests' visitors: 35 and 55, New York (10001) and California (90210).
 */
export function plan(overrides: Partial<SeedPlan> & Pick<SeedPlan, 'slug' | 'category' | 'name' | 'bands'>): SeedPlan {
  return {
    carrier: 'test-harbor',
    planType: 'ST',
    shortText: `${overrides.name} in short.`,
    bodyText: `${overrides.name} in full.`,
    network: null,
    calloutText: null,
    calloutColor: null,
    featured: false,
    oneTimeFeeCents: 0,
    adminFeeIncluded: false,
    requiresMembership: false,
    rules: {},
    sortOrder: 1,
    ...overrides,
  };
}

export const fixtureData: DemoData = {
  carriers: [
    { key: 'test-harbor', name: 'Test Harbor', logo: '/assets/carriers/test-harbor.svg' },
    { key: 'test-pine', name: 'Test Pine', logo: '/assets/carriers/test-pine.svg' },
  ],
  plans: [
    plan({
      slug: 'test-premier-ppo',
      category: 'medical',
      facts: { category: 'medical', deductible: 150_000, outOfPocketMax: 600_000, primaryCareCopay: 2500, specialistCopay: 5000, networkType: 'PPO' },
      name: 'Test Premier PPO',
      planType: 'MM',
      network: 'Choice PPO',
      calloutText: 'Most popular',
      calloutColor: '#0a7d38',
      oneTimeFeeCents: 2500,
      bands: [
        { ageMin: 18, ageMax: 49, prices: { IO: 30000, IS: 60000, IC: 50000, IF: 80000 } },
        // Tobacco users pay more: a more specific row inside the same age band.
        { ageMin: 18, ageMax: 49, tobacco: 1, prices: { IO: 36000, IS: 72000, IC: 60000, IF: 96000 } },
        { ageMin: 50, ageMax: 100, prices: { IO: 50000, IS: 100000, IC: 90000, IF: 140000 } },
      ],
    }),
    plan({
      slug: 'test-select-hmo',
      category: 'medical',
      facts: { category: 'medical', deductible: 0, outOfPocketMax: 450_000, primaryCareCopay: 2000, specialistCopay: 4500, networkType: 'HMO' },
      name: 'Test Select HMO',
      network: 'Select HMO',
      sortOrder: 2,
      bands: [{ ageMin: 18, ageMax: 100, prices: { IO: 20000, IS: 40000, IC: 36000, IF: 56000 } }],
    }),
    plan({
      slug: 'test-dental',
      carrier: 'test-pine',
      category: 'dental',
      name: 'Test Dental',
      bands: [
        { ageMin: 18, ageMax: 100, prices: { IO: 2500, IS: 5000, IC: 4500, IF: 7000 } },
        { ageMin: 18, ageMax: 100, gender: 1, prices: { IO: 2600, IS: 5100, IC: 4600, IF: 7100 } },
      ],
    }),
    plan({
      slug: 'test-term-life',
      category: 'term_life',
      name: 'Test Term Life',
      rules: { tiers: ['IO'], maxAge: 64 },
      bands: [{ ageMin: 18, ageMax: 64, prices: { IO: 1500 } }],
    }),
    plan({
      slug: 'test-vision-ny',
      carrier: 'test-pine',
      category: 'vision',
      name: 'Test Vision New York',
      rules: { states: ['NY'] },
      bands: [
        { ageMin: 18, ageMax: 100, prices: { IO: 900, IS: 1800, IC: 1600, IF: 2500 } },
        { ageMin: 18, ageMax: 100, state: 'NY', prices: { IO: 800, IS: 1700, IC: 1500, IF: 2400 } },
      ],
    }),
    plan({
      slug: 'test-accident-young',
      category: 'accident',
      name: 'Test Accident Under 45',
      rules: { maxAge: 44 },
      bands: [{ ageMin: 18, ageMax: 100, prices: { IO: 1200, IS: 2000, IC: 1900, IF: 2800 } }],
    }),
  ],
  portals: [
    { code: 'TESTPORTAL', name: 'Test Portal' },
    { code: 'OTHERPORTAL', name: 'Other Portal' },
  ],
  agents: [
    {
      accessCode: 'TEST1234',
      firstName: 'Tess',
      middleName: null,
      lastName: 'Agent',
      displayName: 'Tess Agent',
      displayEmail: 'tess@example.test',
      displayPhone: '5550100100',
      displayAboutName: 'Tess',
      bio: 'A test rep.',
      tagline: 'Testing since today.',
      landingPage: 'tess-agent',
      portals: ['TESTPORTAL', 'OTHERPORTAL'],
      theme: { primary_color: '#123456' },
      // The tagline is left English: it falls back.
      translations: { es: { displayAboutName: 'Tess, agente de pruebas', bio: 'Una agente de pruebas.' } },
    },
  ],
  groups: [
    {
      code: 'TESTGRP1',
      name: 'Test Group',
      agent: 'TEST1234',
      portal: 'TESTPORTAL',
      displayName: 'Test Group Inc.',
      displayEmail: 'hr@example.test',
      displayPhone: '5550100200',
      tagline: 'Benefits for testers.',
      aboutUs: 'We test.',
      landingPage: 'test-group',
      host: null,
      address: { address1: '1 Test Way', city: 'New York', state: 'NY', zip: '10001' },
      theme: { primary_color: '#654321' },
      translations: { es: { tagline: 'Beneficios para quienes prueban.', aboutUs: 'Hacemos pruebas.' } },
    },
  ],
  defaultTheme: { primary_color: '#0a4d8c', default_logo: '/assets/brand/logo.svg' },
};
