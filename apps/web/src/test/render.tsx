import type { ReactElement } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { createQueryClient } from '../lib/query-client';

/**
 * Renders a page inside a fresh query client (or the one given as it is, e.g. the app's filled by the store bootstrap)
 * and a memory router, opened at `path`. A page element stands at `path` and other paths render their name; a list of routes is
 * the router's as it is (the pages a test moves between).
 */
export function renderPage(page: ReactElement | RouteObject[], path = '/', options: { queryClient?: QueryClient } = {}) {
  const routes = Array.isArray(page)
    ? page
    : [
        { path, element: page },
        { path: '*', element: <p>Route: {'other'}</p> },
      ];
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = options.queryClient ?? testQueryClient();
  return { router, ...render(<QueryClientProvider client={queryClient}><RouterProvider router={router} /></QueryClientProvider>) };
}

function testQueryClient() {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  return queryClient;
}

type Answer = { status?: number; body: unknown };

/** Stubs fetch: each call is answered by the first handler whose path matches, and recorded. */
export function stubApi(handlers: Record<string, Answer | ((url: URL, init?: RequestInit) => Answer)>) {
  const calls: { url: URL; init?: RequestInit | undefined }[] = [];
  const fetchMock = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    calls.push({ url, init });
    const key = Object.keys(handlers).find((k) => url.pathname.endsWith(`/${k}`) || url.pathname.includes(`/${k}/`));
    const handler = key ? handlers[key] : undefined;
    const answer = typeof handler === 'function' ? handler(url, init) : (handler ?? { status: 404, body: { status: 'error', message: 'Not found', errorCode: 'notFound' } });
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}
