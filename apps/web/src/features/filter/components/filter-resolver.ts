import type { Resolver } from 'react-hook-form';
import type { LandingFilter, LandingFilterInput } from '@benefit-store/domain';

type FilterResolver = Resolver<LandingFilterInput, unknown, LandingFilter>;

let loading: Promise<FilterResolver> | null = null;

/**
 * The shared zod schema (and zod itself, about 25 KB gzipped) loads on the first interaction with the form rather
 * than with the landing page; validation awaits it, so the first submit can never slip through unchecked.
 */
export function loadFilterValidation(): Promise<FilterResolver> {
  loading ??= import('./filter-validation').then((m) => m.filterZodResolver);
  loading.catch(() => (loading = null));
  return loading;
}

export const filterResolver: FilterResolver = async (values, context, options) => (await loadFilterValidation())(values, context, options);
