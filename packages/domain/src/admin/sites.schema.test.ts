import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.js';
import { BrandingInputSchema, SiteBrandingInputSchema } from './sites.schema.js';
import { CONSOLE_SITES_MESSAGES as M } from './sites.messages.js';

const valid = { display_name: 'Acme Benefits', display_email: 'hr@acme.example.com', display_phone: '5125550199', tagline: '', logo: '', colors: {} };
const firstMessage = (input: unknown, schema = BrandingInputSchema) => {
  const result = schema.safeParse(input);
  return result.success ? null : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('the branding fields', () => {
  it.each([
    ['a blank display name', { display_name: '   ' }, { display_name: M.displayNameRequired }],
    ['a display name with a NUL byte', { display_name: 'Acme\u0000' }, { display_name: MESSAGES.invalidCharacters }],
    ['a tagline with a line break', { tagline: 'one\ntwo' }, { tagline: MESSAGES.invalidCharacters }],
    ['a display name past 120 characters', { display_name: 'x'.repeat(121) }, { display_name: MESSAGES.tooLong({ max: 120 }) }],
    ['an e-mail without a domain', { display_email: 'hr@' }, { display_email: MESSAGES.enterValidEmail }],
    ['a phone of 9 digits', { display_phone: '512555019' }, { display_phone: M.phoneInvalid }],
    ['a phone with letters', { display_phone: '512-555-O199' }, { display_phone: M.phoneInvalid }],
    ['a logo on another site', { logo: 'https://cdn.example.com/logo.png' }, { logo: M.logoInvalid }],
    ['a protocol-relative logo', { logo: '//cdn.example.com/logo.png' }, { logo: M.logoInvalid }],
    ['a colour name', { colors: { primary_color: 'red' } }, { 'colors.primary_color': M.colorInvalid }],
    ['a three-digit colour', { colors: { button_color: '#abc' } }, { 'colors.button_color': M.colorInvalid }],
    ['a colour with CSS after it', { colors: { nav_bg_color: '#000000;background:url(x)' } }, { 'colors.nav_bg_color': M.colorInvalid }],
  ])('refuses %s with its message', (_name, change, expected) => {
    expect(firstMessage({ ...valid, ...change })).toEqual(expected);
  });

  it('refuses a colour key the theme does not have', () => {
    expect(BrandingInputSchema.safeParse({ ...valid, colors: { favourite_color: '#000000' } }).success).toBe(false);
  });

  it('keeps a phone as its 10 digits, colours in lower case, and blanks as "none of its own"', () => {
    const parsed = BrandingInputSchema.parse({ ...valid, display_phone: '+1 (512) 555-0199', logo: ' /assets/brand/acme.svg ', colors: { primary_color: '#0B4F94' } });
    expect(parsed.display_phone).toBe('5125550199');
    expect(parsed.logo).toBe('/assets/brand/acme.svg');
    expect(parsed.colors.primary_color).toBe('#0b4f94');
    expect(parsed.colors.footer_text_color).toBe('');
  });

  it.each([
    ['an http address', 'http://support.example.com/', M.linkInvalid],
    ['a script address', 'javascript:alert(1)', M.linkInvalid],
    ['a relative path', '/support', M.linkInvalid],
    ['text', 'support please', M.linkInvalid],
  ])("refuses %s as a site's menu link", (_name, url, message) => {
    expect(firstMessage({ ...valid, links: { support_request: url } }, SiteBrandingInputSchema)).toEqual({ 'links.support_request': message });
  });

  it("takes https menu links and blanks, and only the site's link keys", () => {
    const parsed = SiteBrandingInputSchema.parse({ ...valid, links: { support_request: 'https://support.example.com/new?site=acme', admin: '' } });
    expect(parsed.links.support_request).toBe('https://support.example.com/new?site=acme');
    expect(parsed.links.admin).toBe('');
    expect(SiteBrandingInputSchema.safeParse({ ...valid, links: { homepage: 'https://example.com/' } }).success).toBe(false);
  });
});
