import { BENEFIT_API_PREFIX } from '@benefit-store/domain';
import type { core } from 'zod/mini';
import { request, type QueryParams } from '../../../lib/api-client';

/**
 * Where the benefit (recommendation) service lives: the one constant to change when it moves to its own host.
 * VITE_BENEFIT_API_BASE overrides it at build time; by default it is the prefix on our own server.
 */
export const BENEFIT_SERVICE_BASE: string = (import.meta.env.VITE_BENEFIT_API_BASE as string | undefined) || BENEFIT_API_PREFIX;

/** As `api`: every call passes the domain schema of its answer. */
export const benefitApi = {
  get: <S extends core.$ZodType>(path: string, schema: S, query?: QueryParams, signal?: AbortSignal) => request(path, schema, { query, signal, base: BENEFIT_SERVICE_BASE }),
  post: <S extends core.$ZodType>(path: string, schema: S, body: unknown) => request(path, schema, { method: 'POST', body, base: BENEFIT_SERVICE_BASE }),
};

export const recommendationKeys = {
  root: ['recommendations'] as const,
};
