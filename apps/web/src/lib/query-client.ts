import { QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';
import { forgetEnrollment } from './client-state';

declare module '@tanstack/react-query' {
  interface Register {
    /** usesEnrollment: the query names the stored tempId, so a 404 means this browser no longer holds it. */
    queryMeta: { usesEnrollment?: boolean };
  }
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.meta?.usesEnrollment && isApiError(error) && error.isNotFound) forgetEnrollment();
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Answers in the 4xx range will not change by asking again; network failures and 5xx may.
        retry: (count, error) => count < 1 && !(isApiError(error) && error.status >= 400 && error.status < 500),
      },
      mutations: { retry: false },
    },
  });
}
