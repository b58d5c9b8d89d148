import { describe, expect, it } from 'vitest';
import { normalizeCityName, uspsAddressAgrees, uspsAddressCheck, type ZipLookup } from './usps-address.js';

const fakeLookup: ZipLookup = (zip) =>
  ({
    '10001': { state: 'NY', city: 'New York' },
    '33301': { state: 'FL', city: 'Fort Lauderdale' },
    '90028': { state: 'CA', city: 'Los Angeles', cities: ['Hollywood'] },
    '00901': { state: 'PR', city: 'San Juan' },
  })[zip] ?? null;

describe('uspsAddressCheck with a fake zip lookup', () => {
  it.each([
    ['New York', 'NY', '10001', 'ok'],
    ['new york', 'ny', ' 10001 ', 'ok'],
    ['Ft. Lauderdale', 'FL', '33301', 'ok'],
    ['Hollywood', 'CA', '90028', 'ok'],
    ['San  Juan', 'PR', '00901', 'ok'],
    ['New York', 'NJ', '10001', 'stateMismatch'],
    ['Brooklyn', 'NY', '10001', 'cityMismatch'],
    ['New York', 'NY', '99999', 'unknownZip'],
  ])('%s, %s %s → %s', (city, state, zip, expected) => {
    expect(uspsAddressCheck(city, state, zip, fakeLookup)).toBe(expected);
    expect(uspsAddressAgrees(city, state, zip, fakeLookup)).toBe(expected === 'ok');
  });
});

describe('normalizeCityName', () => {
  it.each([
    ['Saint Louis', 'ST LOUIS'],
    ['St. Louis', 'ST LOUIS'],
    ["Coeur d'Alene", 'COEUR DALENE'],
    ['Cañon City', 'CANON CITY'],
    ['Winston-Salem', 'WINSTON SALEM'],
    ['Mount Vernon', 'MT VERNON'],
  ])('%s → %s', (input, expected) => {
    expect(normalizeCityName(input)).toBe(expected);
  });
});
