import { describe, expect, it } from 'vitest';
import { applyTheme, readThemeCache, themeImage, themeToCssVariables, writeThemeCache } from './theme';

describe('themeToCssVariables', () => {
  it('maps the seed keys (colours, fonts, images) to CSS variables', () => {
    expect(
      themeToCssVariables({
        primary_color: '#166534',
        header_bg_color: '#14532d',
        button_color: '#15803d',
        font_family: 'system-ui, sans-serif',
        heading_font_family: '"Trebuchet MS", sans-serif',
        landing_banner_image: '/assets/brand/landing-banner.svg',
      }),
    ).toEqual({
      '--color-primary': '#166534',
      '--header-bg': '#14532d',
      '--button-bg': '#15803d',
      '--font-body': 'system-ui, sans-serif',
      '--font-heading': '"Trebuchet MS", sans-serif',
      '--image-landing-banner-image': 'url("/assets/brand/landing-banner.svg")',
    });
  });

  it.each([
    ['a value that could break out of the declaration', { primary_color: 'red; background: url(x)' }],
    ['an image on another origin', { banner_image: 'https://evil.example.com/x.png' }],
    ['an image path with quotes', { default_logo: '/a".svg' }],
    ['an unknown key', { not_a_theme_key: '#000000' }],
  ])('drops %s', (_name, entries) => {
    expect(themeToCssVariables(entries)).toEqual({});
  });
});

describe('applyTheme', () => {
  it("removes the variables of the previous site that the next one does not set", () => {
    const root = document.createElement('div');
    applyTheme({ '--header-bg': '#14532d', '--color-primary': '#166534' }, root);
    applyTheme({ '--color-primary': '#1f4e79' }, root);
    expect(root.style.getPropertyValue('--header-bg')).toBe('');
    expect(root.style.getPropertyValue('--color-primary')).toBe('#1f4e79');
  });
});

describe('the theme cache (fetch_color_cache)', () => {
  it("gives the cached theme back only for the site it was cached for", () => {
    writeThemeCache('localhost|1||', { primary_color: '#166534' });
    expect(localStorage.getItem('fetch_color_cache')).toContain('#166534');
    expect(readThemeCache('localhost|1||')).toEqual({ primary_color: '#166534' });
    expect(readThemeCache('localhost|2||')).toBeNull();
  });

  it('ignores a cache that is not JSON', () => {
    localStorage.setItem('fetch_color_cache', '{nope');
    expect(readThemeCache('localhost|||')).toBeNull();
  });
});

describe('themeImage', () => {
  it('gives same-origin image paths only', () => {
    expect(themeImage({ footer_logo: '/assets/brand/footer-logo.svg' }, 'footer_logo')).toBe('/assets/brand/footer-logo.svg');
    expect(themeImage({ footer_logo: '//evil.example.com/x.svg' }, 'footer_logo')).toBeNull();
    expect(themeImage({ primary_color: '/x.svg' }, 'primary_color')).toBeNull();
  });
});
