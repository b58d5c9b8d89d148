import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale, i18n, LOCALE_COOKIE, WEB_MESSAGES } from '@benefit-store/domain';
import { activeLocale, applySiteDefaultLocale, chooseLocale, chosenLocale, startLocale } from './locale';

const forget = () => (document.cookie = `${LOCALE_COOKIE}=; path=/; max-age=0`);

afterEach(() => {
  forget();
  localStorage.clear();
  activateLocale(i18n, 'en');
  document.documentElement.lang = 'en';
});

describe('the page language', () => {
  it("starts in the browser's language when the visitor never chose one, English when it is none the store speaks", async () => {
    await startLocale(['es-MX', 'en-US']);
    expect([activeLocale(), document.documentElement.lang, WEB_MESSAGES.submit]).toEqual(['es', 'es', 'Enviar']);
    activateLocale(i18n, 'en');
    expect(startLocale(['fr-FR'])).toBeNull();
    expect(activeLocale()).toBe('en');
  });

  it('keeps a chosen language in a cookie, which wins over the browser and over the site default', async () => {
    await chooseLocale('es');
    expect(chosenLocale()).toBe('es');
    expect(document.documentElement.lang).toBe('es');
    activateLocale(i18n, 'en');
    await startLocale(['en-US']);
    expect(activeLocale()).toBe('es');
    await applySiteDefaultLocale('en');
    expect(activeLocale()).toBe('es');
  });

  it("takes the site's default language when the visitor never chose one, without keeping it", async () => {
    await applySiteDefaultLocale('es');
    expect(activeLocale()).toBe('es');
    expect(chosenLocale()).toBeNull();
  });

  it("opens a return visit in the site's default language as the last visit found it, before the site's details arrive", async () => {
    await applySiteDefaultLocale('es', ['en-US'], 'acme.example|||');
    activateLocale(i18n, 'en');
    await startLocale(['en-US'], 'acme.example|||');
    expect(activeLocale()).toBe('es');
    // Another site's first page does not take it.
    activateLocale(i18n, 'en');
    expect(startLocale(['en-US'], 'other.example|||')).toBeNull();
    expect(activeLocale()).toBe('en');
  });

  it("goes back to the browser's language when the site no longer has a default, and waits while the site loads", async () => {
    await applySiteDefaultLocale('es', ['en-US'], 'acme.example|||');
    await applySiteDefaultLocale(undefined, ['en-US'], 'acme.example|||');
    expect(activeLocale()).toBe('es');
    await applySiteDefaultLocale(null, ['en-US'], 'acme.example|||');
    expect(activeLocale()).toBe('en');
    activateLocale(i18n, 'en');
    expect(startLocale(['en-US'], 'acme.example|||')).toBeNull();
  });

  it('reads only its own cookie and only a language the store speaks', () => {
    expect(chosenLocale(`other=1; ${LOCALE_COOKIE}=es; x=y`)).toBe('es');
    expect(chosenLocale(`${LOCALE_COOKIE}=fr`)).toBeNull();
    expect(chosenLocale('')).toBeNull();
  });
});
