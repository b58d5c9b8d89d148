import { describe, expect, it } from 'vitest';
import { CATALOG_FORMAT, PEOPLE_FORMAT, parseRatesCsv, rateCellLabel, readCatalogFiles, RATES_CSV_HEADER, writeRatesCsv } from './index.js';

const carrier = { key: 'acme-mutual', name: 'Acme Mutual', logo: '/assets/carriers/acme.svg' };
const plan = (slug: string, extra: Record<string, unknown> = {}) => ({ slug, carrier: 'acme-mutual', category: 'dental', name: slug, shortText: 'Short.', bodyText: 'Body.', ...extra });
const catalog = (extra: Record<string, unknown> = {}) => ({ format: CATALOG_FORMAT, version: 1, carriers: [carrier], plans: [plan('acme-dental')], ...extra });
const json = (name: string, value: unknown) => ({ name, text: JSON.stringify(value, null, 2) });

describe('reading catalog files', () => {
  it('reads a catalog with rates inline and from a CSV, prices in cents', () => {
    const read = readCatalogFiles([
      json('catalog.json', catalog({ plans: [plan('acme-dental', { rates: [{ tier: 'IO', ageMin: 18, ageMax: 64, priceCents: 2500 }] }), plan('acme-vision')] })),
      { name: 'rates/vision.csv', text: `${RATES_CSV_HEADER}\nacme-vision,IS,18,64,F,N,NY,123.45\n` },
    ]);
    expect(read.errors).toEqual([]);
    expect(read.catalog?.plans.map((p) => p.rates)).toEqual([
      [{ tier: 'IO', ageMin: 18, ageMax: 64, gender: null, tobacco: null, state: null, priceCents: 2500 }],
      [{ tier: 'IS', ageMin: 18, ageMax: 64, gender: 'F', tobacco: 'N', state: 'NY', priceCents: 12345 }],
    ]);
    expect(read.catalog?.plans[0]).toMatchObject({ planType: 'ST', featured: false, rules: {}, details: {}, facts: null });
  });

  it('names every bad CSV line with its file and line, in plain words', () => {
    const text = [RATES_CSV_HEADER, 'acme-dental,IO,18,64,,,,-1.00', 'acme-dental,XX,18,64,,,,10.00', 'acme-dental,IO,70,64,X,,NEWYORK,ten', 'nobody,IO,18,64,,,,1.00', 'acme-dental,IO,18'].join('\n');
    const read = readCatalogFiles([json('catalog.json', catalog()), { name: 'rates.csv', text }]);
    expect(read.catalog).toBeNull();
    expect(read.errors.map((e) => `${e.file}:${e.line} ${e.message}`)).toEqual([
      'rates.csv:2 price must be 0 or more',
      'rates.csv:3 unknown tier "XX" (tiers are IO, IS, IC, IF)',
      'rates.csv:4 age_min must not be greater than age_max',
      'rates.csv:4 gender must be M, F or empty (any gender)',
      'rates.csv:4 state must be a two-letter state code or empty (any state)',
      'rates.csv:4 price must be an amount in dollars, like 123.45',
      'rates.csv:6 has 3 columns, expected 8',
      'rates.csv:5 unknown plan "nobody"',
    ]);
  });

  it('locates JSON errors by their path, all of them', () => {
    const read = readCatalogFiles([
      json('catalog.json', catalog({ plans: [plan('acme-dental', { category: 'toys', rates: [{ tier: 'ZZ', ageMin: 18, ageMax: 64, priceCents: -5 }] }), { slug: 'Bad Slug' }] })),
    ]);
    expect(read.errors.map((e) => [e.path, e.message])).toEqual([
      ['plans[0].category', expect.stringContaining('category must be one of "limitedmed"')],
      ['plans[0].rates[0].tier', 'unknown tier "ZZ" (tiers are IO, IS, IC, IF)'],
      ['plans[0].rates[0].priceCents', 'priceCents must be 0 or more'],
      ['plans[1].slug', 'slug is not in the expected form'],
      ['plans[1].carrier', 'carrier is required'],
      ['plans[1].category', expect.stringContaining('category must be one of')],
      ['plans[1].name', 'name is required'],
      ['plans[1].shortText', 'shortText is required'],
      ['plans[1].bodyText', 'bodyText is required'],
    ]);
  });

  it('refuses unknown references, duplicate keys, unknown formats and versions', () => {
    const read = readCatalogFiles([
      json('catalog.json', catalog({ plans: [plan('acme-dental', { carrier: 'nobody' }), plan('acme-dental')], riders: [{ plan: 'acme-dental', rider: 'ghost' }] })),
      json('people.json', { format: PEOPLE_FORMAT, version: 1, portals: [{ code: 'P', name: 'Portal' }], groups: [] }),
      json('other.json', { format: 'something/else', version: 1 }),
      json('old.json', { format: PEOPLE_FORMAT, version: 7 }),
      { name: 'broken.json', text: '{\n  "format": \n}' },
    ]);
    expect(read.errors.map((e) => `${e.file} ${e.path ?? e.line ?? ''}: ${e.message}`)).toEqual([
      'other.json format: format must be one of benefit-store/catalog, benefit-store/people',
      'old.json version: version 7 is not supported (this store reads version 1)',
      expect.stringMatching(/^broken\.json \S*: is not valid JSON: /),
      'catalog.json plans[1].slug: duplicate plan "acme-dental"',
      'catalog.json plans[0].carrier: unknown carrier "nobody"',
      'catalog.json riders[0].rider: unknown plan "ghost"',
    ]);
  });

  it('refuses a rates file without the catalog document', () => {
    const read = readCatalogFiles([{ name: 'rates.csv', text: `${RATES_CSV_HEADER}\n` }]);
    expect(read.errors).toEqual([{ file: 'rates.csv', line: null, path: null, message: 'a rates file needs the catalog document (benefit-store/catalog) in the same import' }]);
  });

  it('writes rates back as the CSV it reads', () => {
    const rates = [{ tier: 'IC' as const, ageMin: 30, ageMax: 39, gender: 'M' as const, tobacco: 'Y' as const, state: 'TX', priceCents: 100_005 }];
    const text = writeRatesCsv([{ slug: 'acme-dental', rates }]);
    expect(text).toBe(`${RATES_CSV_HEADER}\nacme-dental,IC,30,39,M,Y,TX,1000.05\n`);
    expect(parseRatesCsv('rates.csv', text).rows).toEqual([{ line: 2, plan: 'acme-dental', ...rates[0] }]);
    expect(rateCellLabel(rates[0]!)).toBe('IC, ages 30-39, male, tobacco user, TX');
  });
});
