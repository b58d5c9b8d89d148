/**
 * The site theme's key/value entries (000 section 3, 002 section 3). Colours and fonts become CSS variables on
 * the client; image keys are same-origin paths the layout shows as pictures.
 */
export const THEME_COLOR_KEYS = [
  'primary_color',
  'secondary_color',
  'header_bg_color',
  'header_text_color',
  'footer_bg_color',
  'footer_text_color',
  'nav_bg_color',
  'nav_text_color',
  'button_color',
  'button_text_color',
] as const;

export const THEME_FONT_KEYS = ['font_family', 'heading_font_family'] as const;

export const THEME_IMAGE_KEYS = [
  'default_logo',
  'cart_logo',
  'banner_image',
  'landing_banner_image',
  'thank_you_image',
  'footer_logo',
  'app_store_icon',
  'play_store_icon',
] as const;

export type ThemeColorKey = (typeof THEME_COLOR_KEYS)[number];
export type ThemeFontKey = (typeof THEME_FONT_KEYS)[number];
export type ThemeImageKey = (typeof THEME_IMAGE_KEYS)[number];
export type ThemeKey = ThemeColorKey | ThemeFontKey | ThemeImageKey;
export const THEME_KEYS: readonly ThemeKey[] = [...THEME_COLOR_KEYS, ...THEME_FONT_KEYS, ...THEME_IMAGE_KEYS];

/** Image values must be same-origin paths (not protocol-relative //host): the Content Security Policy allows no other image source. */
export const THEME_IMAGE_PATH = /^\/(?!\/)[A-Za-z0-9/_.-]{1,200}$/;

export function isThemeImageKey(key: string): key is ThemeImageKey {
  return (THEME_IMAGE_KEYS as readonly string[]).includes(key);
}
