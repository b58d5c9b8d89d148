import { activateLocale, i18n, isLocale, LOCALE_COOKIE, loadTranslations, pickLocale, SOURCE_LOCALE, type Locale } from '@benefit-store/domain';
import { themeSiteKey } from './theme-site-key';

/**
 * The page's language. The first one is the visitor's own choice kept in a cookie, else the site's default language
 * (once the site is known: `applySiteDefaultLocale`; before that, as this browser last found it), else the browser's
 * languages, else English (decision 0079).
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

/**
 * The site's default language as the last visit to this site found it (localStorage, keyed like the theme's cache by
 * the site the page belongs to): the first page of a return visit opens in it rather than flashing the browser's
 * language until the site's details arrive. `undefined`: never seen; null: the site has none.
 */
const SITE_LOCALE_CACHE_KEY = 'site_locale_cache';

function cachedSiteLocale(site: string): Locale | null | undefined {
  try {
    const cached = JSON.parse(localStorage.getItem(SITE_LOCALE_CACHE_KEY) ?? 'null') as { site?: unknown; locale?: unknown } | null;
    if (!cached || cached.site !== site) return undefined;
    return typeof cached.locale === 'string' && isLocale(cached.locale) ? cached.locale : null;
  } catch {
    return undefined;
  }
}

function cacheSiteLocale(site: string, locale: Locale | null): void {
  try {
    localStorage.setItem(SITE_LOCALE_CACHE_KEY, JSON.stringify({ site, locale }));
  } catch {
    // Storage full or blocked: the language still applies, it is only not remembered for the next visit.
  }
}

/** Picks the first page's locale before the first render: null when it is English (nothing to wait for). */
export function startLocale(languages: readonly string[] = navigator.languages, site: string = themeSiteKey()): Promise<void> | null {
  const locale = chosenLocale() ?? cachedSiteLocale(site) ?? pickLocale(languages);
  document.documentElement.lang = locale;
  if (locale === SOURCE_LOCALE) return null;
  return activate(locale);
}

/** The visitor picks a language (the header's control, a resumed enrollment): switched now, and kept a year. */
export function chooseLocale(locale: Locale): Promise<void> {
  document.cookie = [`${LOCALE_COOKIE}=${locale}`, 'path=/', `max-age=${YEAR_SECONDS}`, 'samesite=lax'].join('; ');
  return locale === activeLocale() ? Promise.resolve() : activate(locale);
}

/**
 * The site's default language once the site's details are known (`undefined` while they load): when the visitor has
 * not chosen, the page follows it, or the browser's language when the site has none (a return visit may have opened
 * in a default the site has since dropped). Remembered for this site's next first page, never as the visitor's choice.
 */
export function applySiteDefaultLocale(
  locale: Locale | null | undefined,
  languages: readonly string[] = navigator.languages,
  site: string = themeSiteKey(),
): Promise<void> {
  if (locale === undefined) return Promise.resolve();
  cacheSiteLocale(site, locale);
  const wanted = locale ?? pickLocale(languages);
  if (chosenLocale() !== null || wanted === activeLocale()) return Promise.resolve();
  return activate(wanted);
}
