import { nullable } from 'zod/mini';
import { useQuery } from '@tanstack/react-query';
import { encodeSiteDomain, ThemeEntriesSchema } from '@benefit-store/domain';
import { api } from '../../../lib/api-client';
import { useClientState } from '../../../lib/client-state';
import { entriesToTheme, readThemeCache, writeThemeCache, type Theme } from '../../../lib/theme';
import { themeSiteKey } from '../../../lib/theme-site-key';

/** GET get-external-site-dynamic-information: the theme of this host's site (or of the rep/group the client names). */
export async function getSiteTheme(site: string, signal?: AbortSignal): Promise<Theme> {
  const entries = await api.get('get-external-site-dynamic-information', nullable(ThemeEntriesSchema), { site_domain: encodeSiteDomain(window.location.hostname) }, signal);
  const theme = entriesToTheme(entries ?? []);
  writeThemeCache(site, theme);
  return theme;
}

/** The theme query's key: one per site (themeSiteKey), as the store bootstrap files it too. */
export const siteThemeKey = (site: string) => ['site', 'theme', site] as const;

/** The current site's theme; the cached one (fetch_color_cache) stands in until the answer arrives. */
export function useSiteTheme() {
  const agentId = useClientState((s) => s.agent_id);
  const groupId = useClientState((s) => s.group_id);
  const fromSite = useClientState((s) => s.fromSite);
  const site = themeSiteKey({ agent_id: agentId, group_id: groupId, fromSite });
  return useQuery<Theme>({
    queryKey: siteThemeKey(site),
    queryFn: ({ signal }) => getSiteTheme(site, signal),
    placeholderData: () => readThemeCache(site) ?? undefined,
    staleTime: 5 * 60_000,
  });
}
