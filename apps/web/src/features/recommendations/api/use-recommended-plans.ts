import { useQuery } from '@tanstack/react-query';
import type { RecommendationSource, RecommendedPlan } from '@benefit-store/domain';
import { useClientState } from '../../../lib/client-state';
import { useSiteContext } from '../../../lib/site-context';
import { recommendationKeys } from './benefit-service';
import { decryptDetail } from './decrypt-detail';
import { getFeaturedPlans } from './get-featured-plans';
import { getRecommendation, type RecommendationKind } from './get-recommendation';
import { getRecommendedPlanDetails } from './get-recommended-plan-details';

/** Which ranking a page asks for: the cart's co-purchases, the plans page's filters, elsewhere people like you. */
export function recommendationKindFor(pageName: string): RecommendationKind {
  if (pageName === 'cart') return 'association';
  if (pageName === 'plans') return 'filter';
  return 'popularity';
}

export interface RecommendedPlans {
  plans: RecommendedPlan[];
  source: RecommendationSource;
}

/**
 * The recommended plans for a page. A visitor without a filter gets the site's featured plans in one call (every
 * ranking would fall back to them). Otherwise the site ids are resolved (decrypt-detail), the page's ranking gives
 * plan ids (each falls back to the featured plans on the server), and plan-details turns them into cards.
 */
export function useRecommendedPlans(pageName: string, limit?: number) {
  const site = useSiteContext();
  const tempId = useClientState((s) => s.tempId);
  const cartCount = useClientState((s) => s.cartCount);
  const kind = recommendationKindFor(pageName);
  return useQuery({
    // The cart count is part of the key so the cart's association follows what is in it.
    queryKey: [...recommendationKeys.root, kind, site, tempId, kind === 'association' ? cartCount : null, limit ?? null],
    queryFn: async ({ signal }): Promise<RecommendedPlans> => {
      if (!tempId) return { plans: await getFeaturedPlans(site, signal), source: 'featured' };
      const ids = await decryptDetail({ portalId: site.portal_id, agentId: site.agent_id, groupId: site.group_id });
      const result = await getRecommendation(
        kind,
        {
          platformID: ids.portalId,
          agentID: ids.agentId,
          groupID: ids.groupId,
          enroll_type: site.eprocess,
          enrollment_id: tempId,
          limit,
        },
        signal,
      );
      return { plans: await getRecommendedPlanDetails(result.recs, signal), source: result.source };
    },
    staleTime: 60_000,
    meta: { usesEnrollment: Boolean(tempId) },
  });
}
