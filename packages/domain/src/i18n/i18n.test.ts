/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setupI18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { issuesToFieldErrors } from '../shared/api-envelope.js';
import { MESSAGES } from '../messages.js';
import { FOOTER_WEB_MESSAGES } from '../sites/footer.messages.js';
import { ENROLLMENT_MESSAGES } from '../enrollment/enrollment.messages.js';
import { formatMoney } from '../shared/money.js';
import { displayDate, displayDateAndTime, displayDateText, displayDateTime } from '../shared/display-dates.js';
import { ALL_CATALOGS } from './all-catalogs.js';
import { activateLocale, currentI18n, defineCatalog, icu, setI18nResolver, translateSourceText } from './catalog.js';
import { compiledEnglishFiles, compiledTranslationFile, compileTranslations, plainTextsThatAreNotPlain, sourceMessages, uncompiledEntries } from './compile.js';
import { localeOfAcceptLanguage, parseAcceptLanguage } from './accept-language.js';
import { pickLocale, SOURCE_LOCALE } from './locales.js';

describe('the i18n setup', () => {
  it('has English active, answering the catalogs with the spec wording', () => {
    expect(currentI18n().locale).toBe('en');
    expect(MESSAGES.fieldRequired).toBe('Field is required');
    expect(MESSAGES.tooLong({ max: 5 })).toBe('Must be at most 5 characters');
    expect(FOOTER_WEB_MESSAGES.copyright({ year: 2026, productName: 'Benefit Store' })).toBe('© 2026 Benefit Store. All rights reserved.');
  });

  it.each([
    [1, 'The code is not correct. You have 1 try left.'],
    [2, 'The code is not correct. You have 2 tries left.'],
    [0, 'The code is not correct. You have 0 tries left.'],
  ])('words %i tries left with the plural form of the ICU message', (triesLeft, text) => {
    expect(ENROLLMENT_MESSAGES.otpWrong({ triesLeft })).toBe(text);
  });

  it('formats money and dates as before: $1,234.56, MM/DD/YYYY, and en-US date and time', () => {
    expect(formatMoney(123456)).toBe('$1,234.56');
    expect(formatMoney('-5.00')).toBe('-$5.00');
    expect(displayDate({ year: 2026, month: 1, day: 5 })).toBe('01/05/2026');
    expect(displayDateText('2026-12-15')).toBe('12/15/2026');
    expect(displayDateText('not a date')).toBe('not a date');
    const instant = new Date(2026, 10, 23, 14, 5, 9);
    expect(displayDateTime(instant)).toBe(instant.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'medium' }));
  });
});

describe('pickLocale', () => {
  it.each([
    ['es-MX,es;q=0.9', 'es'],
    ['fr, es;q=0.5', 'es'],
    ['fr', 'en'],
    ['en-GB,en;q=0.8', 'en'],
    ['', 'en'],
    [undefined, 'en'],
    ['*', 'en'],
    [';;;q=x,,', 'en'],
  ])('answers %j with a supported locale (%s): unknown languages fall back to English', (header, locale) => {
    expect(localeOfAcceptLanguage(header)).toBe(locale);
  });

  it('reads the ranges of an Accept-Language header by quality, then by order', () => {
    expect(parseAcceptLanguage('fr-CH, fr;q=0.9, en;q=0.8, de;q=0.95, *;q=0.5, it;q=0')).toEqual(['fr-CH', 'de', 'fr', 'en']);
  });

  it('takes the browser list as is: the first supported language wins', () => {
    expect(pickLocale(['es-MX', 'en-US'])).toBe('es');
    expect(pickLocale(['en-US', 'es'])).toBe('en');
  });
});

describe('a second locale', () => {
  afterEach(() => setI18nResolver(() => currentDefault));
  const currentDefault = currentI18n();

  it('answers from its compiled translation, per Lingui instance, and falls back to English for a missing text', () => {
    const catalog = defineCatalog('sample', { hello: 'Hello', missing: 'Only in English', wait: icu<{ n: number }>('{n, plural, one {Wait # second} other {Wait # seconds}}') });
    const messages = compileTranslations({ 'sample.hello': 'Hola', 'sample.wait': '{n, plural, one {Espere # segundo} other {Espere # segundos}}' });
    const es = setupI18n();
    // A second locale registers its format tags in LOCALES; here the instance is activated by hand.
    es.loadAndActivate({ locale: 'es', locales: ['es-MX'], messages });
    setI18nResolver(() => es);
    expect([catalog.hello, catalog.missing, catalog.wait({ n: 1 }), catalog.wait({ n: 3 })]).toEqual(['Hola', 'Only in English', 'Espere 1 segundo', 'Espere 3 segundos']);
    // Money follows the active locale's number format; a calendar date keeps the order the date fields take.
    expect(formatMoney(123456)).toBe(es.number(1234.56, { style: 'currency', currency: 'USD', minimumFractionDigits: 2 }));
    expect(displayDate({ year: 1990, month: 1, day: 15 })).toBe('01/15/1990');
    expect(displayDateAndTime(new Date(2026, 11, 2, 15, 18, 13))).toMatch(/^12\/02\/2026, 15:18$|^12\/02\/2026, 3:18\s?p\.?\s?m\.?$/i);
    setI18nResolver(() => currentDefault);
    expect(catalog.hello).toBe('Hello');
  });

  it("translates the field errors of a schema built while English was active: 'Field is required' reads 'Campo obligatorio'", () => {
    // A module-level schema holds the English text of the moment it was built.
    const schema = z.object({ zip: z.string({ error: MESSAGES.fieldRequired }) });
    const issues = schema.safeParse({}).error!.issues;
    const es = setupI18n();
    es.loadAndActivate({ locale: 'es', locales: ['es-MX'], messages: compileTranslations({ 'common.fieldRequired': 'Campo obligatorio' }) });
    setI18nResolver(() => es);
    expect(issuesToFieldErrors(issues)).toEqual([{ target_element: 'zip', error_message: 'Campo obligatorio' }]);
    expect(translateSourceText('A text of nobody')).toBe('A text of nobody');
    setI18nResolver(() => currentDefault);
    expect(issuesToFieldErrors(issues)[0]!.error_message).toBe('Field is required');
  });

  it('refuses a translation file with an id no catalog has', () => {
    expect(() => compiledTranslationFile('es', { 'common.noSuchText': 'x' }, new Set(['common.fieldRequired']))).toThrow(/common.noSuchText/);
  });

  it('activates English with the en-US formats', () => {
    const instance = setupI18n();
    activateLocale(instance, SOURCE_LOCALE);
    expect([instance.locale, instance.locales]).toEqual(['en', ['en-US']]);
  });
});

describe('the compiled catalogs', () => {
  it('are up to date with the catalogs: run `npm run i18n:compile` after changing an ICU text', () => {
    for (const file of compiledEnglishFiles(ALL_CATALOGS)) {
      expect(readFileSync(join(import.meta.dirname, file.path), 'utf8'), file.path).toBe(file.content);
    }
  });

  it('are the ones each catalog passes to defineCatalog, so no ICU text is left to compile at run time', () => {
    expect(uncompiledEntries(ALL_CATALOGS)).toEqual([]);
  });

  it('hold plain texts that ICU reads as themselves (a text with { } or quotes is written with icu())', () => {
    expect(plainTextsThatAreNotPlain(ALL_CATALOGS)).toEqual([]);
  });

  it('give every text an id of its area', () => {
    const ids = [...sourceMessages(ALL_CATALOGS).keys()];
    expect(ids).toContain('common.fieldRequired');
    expect(ids).toContain('enrollment.otpWrong');
    expect(ids.every((id) => /^[a-z][A-Za-z0-9]*\.[A-Za-z0-9_]+$/.test(id))).toBe(true);
  });
});
