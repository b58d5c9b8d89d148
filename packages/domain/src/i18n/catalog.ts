import { i18n as defaultI18n, setupI18n, type I18n, type Messages } from '@lingui/core';
import { LOCALES, SOURCE_LOCALE, type Locale } from './locales.js';

/**
 * Every user-facing text goes through Lingui (@lingui/core), keyed by id `<area>.<key>`.
 *
 * A catalog (`MESSAGES`, `ENROLLMENT_MESSAGES`...) is written in English, the source language, as a plain object:
 * a text without values is a string, a text with values an ICU message `icu<{ n: number }>('{n, plural, ...}')`.
 * `defineCatalog` turns it into an object of the same keys whose strings are getters and whose ICU entries are
 * functions of a typed value object, both answered by the active Lingui instance: English from the source itself
 * (its ICU entries compiled ahead of time into `i18n/compiled/en.<area>.ts`), another locale from its compiled
 * translation file, falling back to English for a text it lacks.
 */

/** An ICU message with the values it interpolates, e.g. `icu<{ max: number }>('Must be at most {max} characters')`. */
export interface IcuMessage<Values> {
  readonly icu: string;
  /** Type only: the values the message takes. */
  readonly values?: Values;
}

export const icu = <Values extends Record<string, string | number>>(text: string): IcuMessage<Values> => ({ icu: text });

/** A catalog's source: strings, ICU messages, and (until converted) plain functions, which stay English. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type SourceEntry = string | IcuMessage<any> | ((...args: any[]) => string);

export type Catalog<Source> = {
  readonly [Key in keyof Source]: Source[Key] extends string ? string : Source[Key] extends IcuMessage<infer Values> ? (values: Values) => string : Source[Key];
};

/** Compiled ICU entries of a catalog (`i18n/compiled/en.<area>.ts`, written by `npm run i18n:compile` for a catalog with ICU entries). */
export type CompiledEntries = Record<string, Messages[string]>;

interface CatalogSource {
  area: string;
  source: Record<string, SourceEntry>;
  compiled: CompiledEntries;
}

const SOURCES = new WeakMap<object, CatalogSource>();

/** Each plain English text of every catalog loaded so far, with its id (texts are unique: messages.test.ts). */
const SOURCE_TEXT_IDS = new Map<string, { id: string; message: string }>();

/** The area and the English source of a catalog made by defineCatalog (the compile script and tests read it). */
export function catalogSource(catalog: object): CatalogSource {
  const found = SOURCES.get(catalog);
  if (!found) throw new Error('Not a catalog made by defineCatalog.');
  return found;
}

let resolveI18n: () => I18n = () => defaultI18n;

/**
 * Which Lingui instance answers a text now. The web keeps the default (one locale per page); the API answers each
 * request in its own locale, so it resolves the instance from the request's async context (plugins/i18n.ts).
 */
export function setI18nResolver(resolver: () => I18n): void {
  resolveI18n = resolver;
}

export const currentI18n = (): I18n => resolveI18n();

/** Activates a locale on a Lingui instance with its compiled translations (none for English, the source). */
export function activateLocale(instance: I18n, locale: Locale, messages: Messages = {}): void {
  instance.loadAndActivate({ locale, locales: [...LOCALES[locale].formats], messages });
}

activateLocale(defaultI18n, SOURCE_LOCALE);

/** A Lingui instance of its own with a locale active (the API keeps one per locale and picks one per request). */
export function createI18n(locale: Locale, messages: Messages = {}): I18n {
  const instance = setupI18n();
  activateLocale(instance, locale, messages);
  return instance;
}

/** The Lingui instance the web's I18nProvider shares (the API answers per request instead). */
export { defaultI18n as i18n, type I18n };

export function defineCatalog<const Source extends Record<string, SourceEntry>>(area: string, source: Source, compiled: CompiledEntries = {}): Catalog<Source> {
  const catalog: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(source)) {
    const id = `${area}.${key}`;
    if (typeof entry === 'string') {
      // A text without ICU syntax compiles to itself (messages.test.ts checks that each one does).
      const message = [entry] as unknown as string;
      SOURCE_TEXT_IDS.set(entry, { id, message });
      Object.defineProperty(catalog, key, { enumerable: true, get: () => resolveI18n()._(id, undefined, { message }) });
    } else if (typeof entry === 'function') {
      catalog[key] = entry;
    } else {
      const message = (compiled[key] ?? entry.icu) as string;
      catalog[key] = (values: Record<string, unknown>) => resolveI18n()._(id, values, { message });
    }
  }
  SOURCES.set(catalog, { area, source, compiled });
  return catalog as Catalog<Source>;
}

/**
 * A text that was read from a catalog earlier, in the active locale now: validation schemas built when their module
 * loads hold their messages as the English text of that moment, so the field errors they produce (API envelopes,
 * form fields) pass through here. A text no catalog holds (or one with values already in it) is answered as is.
 */
export function translateSourceText(text: string): string {
  const known = SOURCE_TEXT_IDS.get(text);
  return known ? resolveI18n()._(known.id, undefined, { message: known.message }) : text;
}

/**
 * Labels keyed by code that read a catalog's texts, e.g. `catalogView(MESSAGES, { 0: 'male', 1: 'female' })`:
 * `GENDER_LABELS[0]` is then always the active locale's word.
 */
export function catalogView<Catalog extends object, Key extends PropertyKey>(catalog: Catalog, names: Record<Key, keyof Catalog>): { readonly [K in Key]: string } {
  const view = {};
  for (const [key, name] of Object.entries(names)) Object.defineProperty(view, key, { enumerable: true, get: () => catalog[name as keyof Catalog] });
  return view as { readonly [K in Key]: string };
}

/** A number or money amount in the active locale, e.g. `formatNumber(12.5, { style: 'currency', currency: 'USD' })`. */
export const formatNumber = (value: number, format?: Intl.NumberFormatOptions): string => resolveI18n().number(value, format);

/** A date or time in the active locale. */
export const formatDate = (value: Date, format?: Intl.DateTimeFormatOptions): string => resolveI18n().date(value, format);
