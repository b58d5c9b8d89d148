/**
 * Recommendation constants, free of zod so the landing page can import them without loading the schemas.
 * The benefit service is a separate prefix on our own server (the spec's clients call it as another host).
 */
export const BENEFIT_API_PREFIX = '/benefit-api/v1';

/** The recommended strip and the recommend-list page show at most this many plans. */
export const RECOMMENDATION_LIMIT = 5;

/** The recommend-list page (View All) shows up to this many. */
export const RECOMMENDATION_LIST_LIMIT = 20;

/** The strip's next arrow appears only past this many recommendations. */
export const RECOMMENDATION_ARROW_THRESHOLD = 4;

export const RECOMMENDATION_SOURCES = ['association', 'popularity', 'filter', 'featured'] as const;
export type RecommendationSource = (typeof RECOMMENDATION_SOURCES)[number];

/** Age bands used by popularity (inclusive). */
export const AGE_BANDS = [
  [18, 29],
  [30, 39],
  [40, 49],
  [50, 64],
  [65, 100],
] as const;

/** Too little data: below these counts a ranking gives way to the site's featured plans. */
export const MIN_CO_PURCHASES = 3;
export const MIN_COHORT = 5;
export const MIN_FILTER_PURCHASES = 10;
