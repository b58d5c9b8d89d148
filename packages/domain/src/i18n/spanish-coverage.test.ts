/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { ALL_CATALOGS } from './all-catalogs.js';
import { catalogSource } from './catalog.js';
import { sourceMessages } from './compile.js';
import { STAFF_ONLY_AREAS } from './staff-only.js';

/**
 * Nothing left in English by accident (issue 29 item 5): every text a shopper, member, rep or group administrator can
 * see has a Spanish version in locales/es.json, with the same placeholders. A text that reads the same in Spanish is
 * listed here with its reason; the staff-only console catalogs are exempt (staff-only.ts).
 */
const SAME_IN_SPANISH: Record<string, string> = {
  'common.no': '"No" is Spanish too',
  'categoryName.dental': '"Dental" is Spanish too',
  'employer.statusCobra': 'COBRA is the law\'s name',
  'memberTable.columnSsn': 'SSN is the number\'s name on US forms',
  'planPopups.planSecond': '"Plan" is Spanish too',
  'repAccess.codePlaceholder': 'a sample access code',
  'beneficiary.percentValue': 'placeholders only',
  'billing.savedBankLabel': 'placeholders only',
  'planPage.carrierAndCategory': 'placeholders only',
  'compare.percent': 'placeholders only',
  'review.beneficiaryLine': 'placeholders only',
};

const spanish: Record<string, string> = JSON.parse(readFileSync(join(import.meta.dirname, 'locales/es.json'), 'utf8'));
const english = sourceMessages(ALL_CATALOGS);
const areas = ALL_CATALOGS.map((catalog) => catalogSource(catalog).area);

/** The ICU arguments a text interpolates ({n}, {n, plural, …}, {name}), read from Lingui's compiled form: a translation keeps every one. */
function argumentsOf(text: string): Set<string> {
  const found = new Set<string>();
  // A compiled message is a list of parts: strings, and arguments as [name, type?, branches?] whose branches are lists again.
  const parts = (list: unknown): void => {
    if (Array.isArray(list)) for (const part of list) if (Array.isArray(part)) argument(part);
  };
  const argument = ([name, , branches]: unknown[]): void => {
    found.add(String(name));
    if (branches && typeof branches === 'object') for (const branch of Object.values(branches)) parts(branch);
  };
  parts(compileMessageOrThrow(text));
  return new Set([...found].sort());
}

describe('the Spanish translation', () => {
  it.each(areas.filter((area) => !STAFF_ONLY_AREAS.has(area)))('has every text of the %s catalog in Spanish, its placeholders kept', (area) => {
    const ids = [...english.keys()].filter((id) => id.startsWith(`${area}.`));
    const missing = ids.filter((id) => spanish[id] === undefined || (spanish[id] === english.get(id) && !(id in SAME_IN_SPANISH)));
    expect(missing, `translate these in packages/domain/src/i18n/locales/es.json`).toEqual([]);
    const placeholdersChanged = ids.filter((id) => spanish[id] !== undefined && [...argumentsOf(spanish[id]!)].join() !== [...argumentsOf(english.get(id)!)].join());
    expect(placeholdersChanged).toEqual([]);
  });

  it('lists as "the same in Spanish" only texts that are, and exempts only staff catalogs that exist', () => {
    for (const id of Object.keys(SAME_IN_SPANISH)) expect(spanish[id], id).toBe(english.get(id));
    for (const area of STAFF_ONLY_AREAS) expect(areas).toContain(area);
  });
});
