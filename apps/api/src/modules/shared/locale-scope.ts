import { AsyncLocalStorage } from 'node:async_hooks';
import { createI18n, LOCALES, loadTranslations, setI18nResolver, SOURCE_LOCALE, type I18n, type Locale } from '@benefit-store/domain';

/**
 * Which language the catalogs' texts (`MESSAGES.x`, e-mails, the receipt PDF, money and dates) speak now: the Lingui
 * instance of the locale held in an AsyncLocalStorage, so concurrent requests (plugins/i18n.ts) and jobs working for
 * enrollments of different languages (`inLocale`) never see each other's. Outside any scope the texts are English.
 * In the kernel so a module's job can speak an enrollment's language without importing a plugin.
 */
const scope = new AsyncLocalStorage<I18n>();
const instances = new Map<Locale, I18n>();
let ready: Promise<void> | undefined;

/** Makes one Lingui instance per supported locale (their compiled translations loaded) and answers texts through the scope. */
export function prepareLocales(): Promise<void> {
  ready ??= (async () => {
    for (const locale of Object.keys(LOCALES) as Locale[]) instances.set(locale, createI18n(locale, await loadTranslations(locale)));
    setI18nResolver(() => scope.getStore() ?? instances.get(SOURCE_LOCALE)!);
  })();
  return ready;
}

/** The Lingui instance of a locale (prepareLocales must have run). */
export function i18nOf(locale: Locale): I18n {
  const instance = instances.get(locale) ?? instances.get(SOURCE_LOCALE);
  if (!instance) throw new Error('prepareLocales() has not run.');
  return instance;
}

/** Runs `work` (and everything it awaits) with the texts in `locale`: a job mailing in its enrollment's language. */
export function inLocale<T>(locale: Locale, work: () => T): T {
  return scope.run(i18nOf(locale), work);
}

/** The Lingui instance of the scope being run; undefined outside one (tests check the scope holds). */
export const scopedI18n = (): I18n | undefined => scope.getStore();

