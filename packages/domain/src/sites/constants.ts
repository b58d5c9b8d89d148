/** The group id used by the member store link (/member-benefit-store/{id}/{tier}). */
export const MEMBER_STORE_GROUP_ID = 1929;
/** The client caches the site theme under this name. */
export const THEME_CACHE_KEY = 'fetch_color_cache';
export const COPYRIGHT_YEAR = 2021;
export const PRODUCT_NAME = 'Benefit Store';
