import { activateLocale, i18n, loadTranslations, pickLocale, SOURCE_LOCALE } from '@benefit-store/domain';

/**
 * Picks the page's locale from the browser's languages (English when none is supported) and activates it on
 * Lingui's instance; the catalogs' texts follow it. English is active from the start (its texts are the catalogs'
 * source), so only another locale waits for its compiled translation, a chunk of its own.
 */
export function startLocale(languages: readonly string[] = navigator.languages): Promise<void> | null {
  const locale = pickLocale(languages);
  document.documentElement.lang = locale;
  if (locale === SOURCE_LOCALE) return null;
  return loadTranslations(locale).then((messages) => activateLocale(i18n, locale, messages));
}
