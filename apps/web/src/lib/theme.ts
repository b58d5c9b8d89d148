import { THEME_CACHE_KEY, THEME_IMAGE_PATH, isThemeImageKey, type ThemeEntry } from '@benefit-store/domain';

/**
 * White-labelling: the site theme arrives from the server as key/value pairs (get-external-site-dynamic-information)
 * and becomes CSS custom properties on the document root; styles/theme.css holds the defaults. Image keys become
 * `url(...)` variables too (the landing banner uses one) and are read as paths by the header and footer.
 * The last theme is cached in localStorage under fetch_color_cache and applied before React renders.
 */
export const THEME_VARIABLES = {
  primary_color: '--color-primary',
  secondary_color: '--color-secondary',
  header_bg_color: '--header-bg',
  header_text_color: '--header-text',
  footer_bg_color: '--footer-bg',
  footer_text_color: '--footer-text',
  nav_bg_color: '--nav-bg',
  nav_text_color: '--nav-text',
  button_color: '--button-bg',
  button_bg_color: '--button-bg',
  button_text_color: '--button-text',
  font_family: '--font-body',
  body_font: '--font-body',
  heading_font_family: '--font-heading',
  heading_font: '--font-heading',
} as const;
export type ThemeVariableKey = keyof typeof THEME_VARIABLES;

const SAFE_VALUE = /^[#(),.%\w\s'"-]{1,120}$/;
export type Theme = Record<string, string>;

export const imageVariable = (key: string) => `--image-${key.replace(/_/g, '-')}`;

/** Maps server theme entries to CSS variables, dropping unknown keys and values that are not plain CSS values. */
export function themeToCssVariables(entries: Readonly<Record<string, string | null | undefined>>): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const [key, cssVar] of Object.entries(THEME_VARIABLES)) {
    const value = entries[key]?.trim();
    if (value && SAFE_VALUE.test(value)) vars[cssVar] = value;
  }
  for (const [key, raw] of Object.entries(entries)) {
    const value = raw?.trim();
    if (isThemeImageKey(key) && value && THEME_IMAGE_PATH.test(value)) vars[imageVariable(key)] = `url("${value}")`;
  }
  return vars;
}

/** The image paths of a theme that are safe to show (same-origin paths only). */
export function themeImage(theme: Theme, key: string): string | null {
  const value = theme[key]?.trim();
  return value && isThemeImageKey(key) && THEME_IMAGE_PATH.test(value) ? value : null;
}

const applied = new WeakMap<HTMLElement, Set<string>>();

/** Sets the variables, and removes those an earlier site set that this one does not (a rep's colours must not linger). */
export function applyTheme(vars: Record<string, string>, root: HTMLElement = document.documentElement): void {
  const before = applied.get(root) ?? new Set<string>();
  for (const name of before) if (!(name in vars)) root.style.removeProperty(name);
  for (const [name, value] of Object.entries(vars)) root.style.setProperty(name, value);
  applied.set(root, new Set(Object.keys(vars)));
}

export function entriesToTheme(entries: readonly ThemeEntry[]): Theme {
  return Object.fromEntries(entries.filter((e) => typeof e.key === 'string' && typeof e.value === 'string').map((e) => [e.key, e.value]));
}

interface CachedTheme {
  site: string;
  theme: Theme;
}

/** The cached theme, if it is the one of this site (same host and stored rep/group/site hints). */
export function readThemeCache(site: string): Theme | null {
  try {
    const parsed = JSON.parse(localStorage.getItem(THEME_CACHE_KEY) ?? 'null') as CachedTheme | null;
    return parsed && parsed.site === site && typeof parsed.theme === 'object' && parsed.theme !== null ? parsed.theme : null;
  } catch {
    return null;
  }
}

export function writeThemeCache(site: string, theme: Theme): void {
  try {
    localStorage.setItem(THEME_CACHE_KEY, JSON.stringify({ site, theme } satisfies CachedTheme));
  } catch {
    // Storage full or blocked: the theme still applies, it is only not cached.
  }
}
