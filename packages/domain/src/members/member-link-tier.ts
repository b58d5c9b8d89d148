import { DEFAULT_TIER, isTier, type Tier } from '../catalog/tiers.js';

/** The tier of a member store link: the default (IO) when the segment is absent, null when it is not a tier. */
export function memberLinkTier(segment: string | undefined, fallback: Tier | undefined = DEFAULT_TIER): Tier | null {
  if (segment === undefined || segment === '') return fallback ?? null;
  const upper = segment.toUpperCase();
  return isTier(upper) ? upper : null;
}
