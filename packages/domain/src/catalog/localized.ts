import * as z from 'zod/mini';
import { currentI18n } from '../i18n/catalog.js';
import { isLocale, SOURCE_LOCALE, type Locale } from '../i18n/locales.js';

/**
 * A catalog row's texts in other languages than English (the catalog files' `translations`, stored beside the
 * row): `{ es: { shortText: '…' } }`. A field a language leaves out is shown in English.
 */
export type Translations<Texts> = { readonly [L in Exclude<Locale, typeof SOURCE_LOCALE>]?: { [K in keyof Texts]?: NonNullable<Texts[K]> } };

/** The texts of a row in a locale, and the language they are in: the locale's when it has every text, else English. */
export interface Localized<Texts> {
  texts: Texts;
  /** 'en' where a text fell back to English: the page marks it lang="en" (issue 29), so a screen reader reads it so. */
  lang: Locale;
}

/** The locale the texts are answered in now: the request's on the API (its async scope), the page's in the web. */
export const activeContentLocale = (): Locale => {
  const locale = currentI18n().locale;
  return isLocale(locale) ? locale : SOURCE_LOCALE;
};

/**
 * A row's English texts with the active locale's translation laid over them, field by field. `lang` is the locale
 * when every non-empty English text has a translation, English otherwise (so a mixed row is marked English: the
 * untranslated part is the one a screen reader would misread).
 */
export function localized<Texts extends Record<string, unknown>>(
  english: Texts,
  translations: NoInfer<{ readonly [L in Exclude<Locale, typeof SOURCE_LOCALE>]?: { readonly [K in keyof Texts]?: unknown } }> | null | undefined,
  locale: Locale = activeContentLocale(),
): Localized<Texts> {
  if (locale === SOURCE_LOCALE) return { texts: english, lang: SOURCE_LOCALE };
  const own: Partial<Record<keyof Texts, unknown>> = translations?.[locale] ?? {};
  const texts = { ...english };
  let complete = true;
  for (const key of Object.keys(english) as (keyof Texts)[]) {
    const value = own[key];
    if (value !== undefined && value !== null && value !== '') texts[key] = value as Texts[keyof Texts];
    else if (!isEmpty(english[key])) complete = false;
  }
  return { texts, lang: complete ? locale : SOURCE_LOCALE };
}

/** The language a catalog text of an answer is in (`content_lang`): the page marks it when it differs from the page's. */
export const ContentLangSchema = z.optional(z.enum(['en', 'es'] as const satisfies readonly Locale[]));

const isEmpty = (value: unknown) => value === null || value === undefined || value === '' || (typeof value === 'object' && Object.keys(value).length === 0);
