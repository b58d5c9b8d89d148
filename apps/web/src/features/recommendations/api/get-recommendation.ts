import { RecommendationResultSchema, type RecommendationResult } from '@benefit-store/domain';
import type { QueryParams } from '../../../lib/api-client';
import { benefitApi } from './benefit-service';

export type RecommendationKind = 'association' | 'popularity' | 'filter';

/**
 * GET recommendation/association, recommendation/popularity or recommendation/filter: plan ids, best first.
 * The three take the same site query; popularity and filter read the visitor's cohort from enrollment_id.
 */
export function getRecommendation(kind: RecommendationKind, query: QueryParams, signal?: AbortSignal): Promise<RecommendationResult> {
  return benefitApi.get(`recommendation/${kind}`, RecommendationResultSchema, query, signal);
}
