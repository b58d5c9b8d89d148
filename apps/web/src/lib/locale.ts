import { activateLocale, i18n, isLocale, LOCALE_COOKIE, loadTranslations, pickLocale, SOURCE_LOCALE, type Locale } from '@benefit-store/domain';

/**
 * The page's language. The first one is the visitor's own choice kept in a cookie, else the site's default language
 * (once the site is known: `applySiteDefaultLocale`), else the browser's languages, else English (decision 0079).
 * English is active from the start (its texts are the catalogs' source), so only another locale waits for its
 * compiled translation, a chunk of its own loaded only when it is chosen.
 */

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The language the visitor chose on this browser (the cookie), or null when they never chose. */
export function chosenLocale(cookie: string = document.cookie): Locale | null {
  const value = cookie
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === LOCALE_COOKIE)?.[1];
  return value !== undefined && isLocale(value) ? value : null;
}

/** The active locale: every API call sends it as Accept-Language, so the server answers in it. */
export const activeLocale = (): Locale => (isLocale(i18n.locale) ? i18n.locale : SOURCE_LOCALE);

/**
 * Activates a locale: its texts load first (their own chunk), then Lingui switches and tells the I18nProvider, whose
 * change re-renders the routes with their state kept (route-adapter.tsx); `<html lang>` follows.
 */
async function activate(locale: Locale): Promise<void> {
  const messages = await loadTranslations(locale);
  activateLocale(i18n, locale, messages);
  document.documentElement.lang = locale;
}

/** Picks the first page's locale before the first render: null when it is English (nothing to wait for). */
export function startLocale(languages: readonly string[] = navigator.languages): Promise<void> | null {
  const locale = chosenLocale() ?? pickLocale(languages);
  document.documentElement.lang = locale;
  if (locale === SOURCE_LOCALE) return null;
  return activate(locale);
}

/** The visitor picks a language (the header's control, a resumed enrollment): switched now, and kept a year. */
export function chooseLocale(locale: Locale): Promise<void> {
  document.cookie = [`${LOCALE_COOKIE}=${locale}`, 'path=/', `max-age=${YEAR_SECONDS}`, 'samesite=lax'].join('; ');
  return locale === activeLocale() ? Promise.resolve() : activate(locale);
}

/** The site's default language, when it has one and the visitor has not chosen: not kept (another site may differ). */
export function applySiteDefaultLocale(locale: Locale | null | undefined): Promise<void> {
  if (!locale || chosenLocale() !== null || locale === activeLocale()) return Promise.resolve();
  return activate(locale);
}
