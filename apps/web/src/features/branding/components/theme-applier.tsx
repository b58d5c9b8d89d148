import { useEffect } from 'react';
import { applyTheme, themeToCssVariables } from '../../../lib/theme';
import { useSiteTheme } from '../api/get-site-theme';

/** Applies the current site's theme to the page whenever it (or the site) changes. Renders nothing. */
export function ThemeApplier() {
  const { data } = useSiteTheme();
  useEffect(() => {
    if (data) applyTheme(themeToCssVariables(data));
  }, [data]);
  return null;
}
