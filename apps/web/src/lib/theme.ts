/**
 * White-labelling: the site theme arrives from the server as key/value pairs (primary_color, header_bg_color, …)
 * and becomes CSS custom properties on the document root. styles/theme.css holds the defaults.
 * Issue 3 fetches the theme (get-external-site-dynamic-information) and calls applyTheme(themeToCssVariables(…)).
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
  button_bg_color: '--button-bg',
  button_text_color: '--button-text',
  body_font: '--font-body',
  heading_font: '--font-heading',
} as const;
export type ThemeKey = keyof typeof THEME_VARIABLES;

const SAFE_VALUE = /^[#(),.%\w\s'"-]{1,120}$/;

/** Maps server theme entries to CSS variables, dropping unknown keys and values that are not plain CSS values. */
export function themeToCssVariables(entries: Readonly<Record<string, string | null | undefined>>): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const [key, cssVar] of Object.entries(THEME_VARIABLES)) {
    const value = entries[key]?.trim();
    if (value && SAFE_VALUE.test(value)) vars[cssVar] = value;
  }
  return vars;
}

export function applyTheme(vars: Record<string, string>, root: HTMLElement = document.documentElement): void {
  for (const [name, value] of Object.entries(vars)) root.style.setProperty(name, value);
}
