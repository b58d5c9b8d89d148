import type { Messages } from '@lingui/core';

/**
 * The locales the store speaks. English is the source language: its texts are the catalogs themselves
 * (`defineCatalog` in catalog.ts). Another language is a translation file `i18n/locales/<locale>.json` (message id →
 * ICU text), compiled by `npm run i18n:compile` into `i18n/compiled/<locale>.ts` and listed here (docs/architecture.md).
 */
export const SOURCE_LOCALE = 'en';

/** Each locale: the BCP 47 tags Intl formats its dates, numbers and plurals with (today's output is en-US's). */
export const LOCALES = {
  en: { formats: ['en-US'] },
  es: { formats: ['es-US'] },
} as const satisfies Record<string, { formats: readonly string[] }>;

export type Locale = keyof typeof LOCALES;

/**
 * The cookie that keeps a visitor's chosen language (the web writes it when the visitor picks one): the API reads it
 * before Accept-Language, so a link the browser opens itself (a receipt PDF) comes in that language too.
 */
export const LOCALE_COOKIE = 'bs_locale';

/** The compiled translation of each locale but English, loaded when the locale is activated (web: its own chunk). */
const TRANSLATIONS: { readonly [L in Locale]?: () => Promise<{ messages: Messages }> } = {
  es: () => import('./compiled/es.js'),
};

/** A locale's compiled messages for Lingui's i18n.load (English: none, its texts are the catalogs' source). */
export async function loadTranslations(locale: Locale): Promise<Messages> {
  return (await TRANSLATIONS[locale]?.())?.messages ?? {};
}

export const isLocale = (tag: string): tag is Locale => Object.hasOwn(LOCALES, tag);

/** Every supported locale, English first. */
export const LOCALE_CODES = Object.keys(LOCALES) as Locale[];

/** Each locale's name in its own language, for the language control (proper names: the same in every locale). */
export const LOCALE_NAMES: { readonly [L in Locale]: string } = { en: 'English', es: 'Español' };

/**
 * The best supported locale for a list of language ranges, best first (the browser's `navigator.languages`, or an
 * Accept-Language header read by `parseAcceptLanguage`): an exact tag first, then its language ("es-MX" → "es");
 * anything unknown falls back to English.
 */
export function pickLocale(ranges: readonly string[] | undefined | null): Locale {
  return matchLocale(ranges) ?? SOURCE_LOCALE;
}

/** The first supported locale a list of language ranges names, or null when it names none (no fallback). */
export function matchLocale(ranges: readonly string[] | undefined | null): Locale | null {
  for (const range of ranges ?? []) {
    const tag = range.trim().toLowerCase();
    if (isLocale(tag)) return tag;
    const language = tag.split('-')[0] ?? '';
    if (isLocale(language)) return language;
  }
  return null;
}
