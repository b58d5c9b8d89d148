import {
  CATALOG_FORMAT,
  CATALOG_FORMAT_VERSION,
  PEOPLE_FORMAT,
  PEOPLE_FORMAT_VERSION,
  TIERS,
  type CatalogDocument,
  type PeopleDocument,
  type RateRow,
} from '@benefit-store/domain';
import type { DemoData, SeedPlan, SeedPriceBand } from './seed-types.js';

/**
 * A data set (DemoData) and the catalog files' documents, both ways: the demo data set is read from its files and
 * handed to tests as DemoData; the loader writes any data set as documents, through the import's writer.
 */

const GENDER = { 0: 'M', 1: 'F' } as const;
const TOBACCO = { 0: 'N', 1: 'Y' } as const;

/** Each band becomes one rate row per tier it prices. */
export function bandsToRates(bands: readonly SeedPriceBand[]): RateRow[] {
  const rows: RateRow[] = [];
  for (const band of bands) {
    for (const tier of TIERS) {
      const price = band.prices[tier];
      if (price === undefined) continue;
      rows.push({
        tier,
        ageMin: band.ageMin,
        ageMax: band.ageMax,
        gender: band.gender === undefined || band.gender === null ? null : GENDER[band.gender],
        tobacco: band.tobacco === undefined || band.tobacco === null ? null : TOBACCO[band.tobacco],
        state: band.state ?? null,
        priceCents: price,
      });
    }
  }
  return rows;
}

/** Rate rows gathered back into bands: one band per rating cell (ages, gender, tobacco, state), prices by tier. */
export function ratesToBands(rates: readonly RateRow[]): SeedPriceBand[] {
  const bands = new Map<string, SeedPriceBand>();
  for (const r of rates) {
    const key = [r.ageMin, r.ageMax, r.gender ?? '-', r.tobacco ?? '-', r.state ?? '-'].join('|');
    let band = bands.get(key);
    if (!band) {
      band = {
        ageMin: r.ageMin,
        ageMax: r.ageMax,
        gender: r.gender === null ? null : r.gender === 'M' ? 0 : 1,
        tobacco: r.tobacco === null ? null : r.tobacco === 'N' ? 0 : 1,
        state: r.state,
        prices: {},
      };
      bands.set(key, band);
    }
    band.prices[r.tier] = r.priceCents;
  }
  return [...bands.values()];
}

/** The catalog part of a data set as a catalog document. */
export function catalogDocumentOf(data: DemoData): CatalogDocument {
  return {
    format: CATALOG_FORMAT,
    version: CATALOG_FORMAT_VERSION,
    carriers: data.carriers,
    plans: data.plans.map(({ bands, details, facts, ...p }) => ({ ...p, details: details ?? {}, facts: facts ?? null, rates: bandsToRates(bands) })),
    fees: data.checkout?.fees ?? [],
    riders: data.checkout?.riders ?? [],
    suggestions: data.checkout?.suggestions ?? [],
    blackouts: data.checkout?.blackouts ?? [],
    cartMessages: data.checkout?.cartMessages ?? [],
    healthQuestions: data.healthQuestions ?? [],
    planQuestions: data.planQuestions?.planQuestions ?? [],
    carrierQuestions: data.planQuestions?.carrierQuestions ?? [],
  };
}

/** The people part of a data set as a people document. */
export function peopleDocumentOf(data: DemoData): PeopleDocument {
  return {
    format: PEOPLE_FORMAT,
    version: PEOPLE_FORMAT_VERSION,
    portals: data.portals,
    reps: data.agents,
    groups: data.groups.map(({ agent, ...g }) => ({ ...g, rep: agent })),
    sites: (data.sites ?? []).map(({ agent, ...s }) => ({ ...s, rep: agent })),
    referrals: (data.referrals ?? []).map(({ agent, ...r }) => ({ ...r, rep: agent })),
    defaultTheme: data.defaultTheme,
  };
}

/** Documents read from files as the catalog and people parts of a data set. */
export function dataOfDocuments(catalog: CatalogDocument, people: PeopleDocument): Omit<DemoData, 'members' | 'purchases' | 'memberRecords' | 'bankDirectory'> {
  const plans: SeedPlan[] = catalog.plans.map(({ rates, ...p }) => ({ ...p, bands: ratesToBands(rates) }));
  return {
    carriers: catalog.carriers,
    plans,
    portals: people.portals,
    agents: people.reps,
    groups: people.groups.map(({ rep, ...g }) => ({ ...g, agent: rep })),
    defaultTheme: people.defaultTheme,
    checkout: { fees: catalog.fees, riders: catalog.riders, suggestions: catalog.suggestions, blackouts: catalog.blackouts, cartMessages: catalog.cartMessages },
    sites: people.sites.map(({ rep, ...s }) => ({ ...s, agent: rep })),
    referrals: people.referrals.map(({ rep, ...r }) => ({ ...r, agent: rep })),
    healthQuestions: catalog.healthQuestions,
    planQuestions: { planQuestions: catalog.planQuestions, carrierQuestions: catalog.carrierQuestions },
  };
}
