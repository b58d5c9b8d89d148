import { useSearchParams } from 'react-router';
import { HomeRoute } from './home';
import { WebsitesRoute } from './websites';

/**
 * /website (spec 002 section 2.9, "purpose of their content not shown"; docs/decisions/0078-the-spec-s-remaining-pages.md):
 * the site's entry by its singular name. With a group (and the special site's id) it resolves that site as /websites
 * does, then shows its landing; without one it is the landing of the site this browser is in, its branding kept.
 */
export function WebsiteRoute() {
  const [params] = useSearchParams();
  return params.has('group') ? <WebsitesRoute /> : <HomeRoute />;
}

export const Component = WebsiteRoute;
