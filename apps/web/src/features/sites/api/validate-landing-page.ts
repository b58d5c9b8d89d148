import { nullable } from 'zod/mini';
import { useQuery } from '@tanstack/react-query';
import { LandingPageSchema } from '@benefit-store/domain';
import { api } from '../../../lib/api-client';

/** GET validate-landing-page: whose landing name this is; null (204) when nobody's. */
export const validateLandingPage = (landing: string, signal?: AbortSignal) =>
  api.get('validate-landing-page', nullable(LandingPageSchema), { landing_page: landing }, signal);

export function useValidateLandingPage(landing: string) {
  return useQuery({ queryKey: ['site', 'landing', landing.toLowerCase()], queryFn: ({ signal }) => validateLandingPage(landing, signal), retry: false, staleTime: 5 * 60_000 });
}
