import { BENEFIT_API_PREFIX } from '@benefit-store/domain';
import { request, type QueryParams } from '../../../lib/api-client';

/**
 * Where the benefit (recommendation) service lives: the one constant to change when it moves to its own host.
 * VITE_BENEFIT_API_BASE overrides it at build time; by default it is the prefix on our own server.
 */
export const BENEFIT_SERVICE_BASE: string = (import.meta.env.VITE_BENEFIT_API_BASE as string | undefined) || BENEFIT_API_PREFIX;

export const benefitApi = {
  get: <T>(path: string, query?: QueryParams, signal?: AbortSignal) => request<T>(path, { query, signal, base: BENEFIT_SERVICE_BASE }),
  post: <T>(path: string, body: unknown) => request<T>(path, { method: 'POST', body, base: BENEFIT_SERVICE_BASE }),
};

export const recommendationKeys = {
  root: ['recommendations'] as const,
};
