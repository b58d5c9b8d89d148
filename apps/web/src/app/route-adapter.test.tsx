import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { activateLocale, defineCatalog, i18n } from '@benefit-store/domain';
import { MemoryRouter, Outlet, type RouteObject } from 'react-router';
import { createRouteAdapter, useRouteHandles, useRoutePending } from './route-adapter';

function Layout() {
  const handles = useRouteHandles();
  const pending = useRoutePending();
  return (
    <div>
      <p data-testid="handles">{JSON.stringify(handles)}</p>
      <p data-testid="pending">{String(pending)}</p>
      <Outlet />
    </div>
  );
}

function Failing(): never {
  throw new Error('broken page');
}

const routes = (loadPlans: () => Promise<{ Component: () => React.ReactNode }>): RouteObject[] => [
  {
    path: '/',
    Component: Layout,
    ErrorBoundary: ({ error }: { error?: unknown }) => <p role="alert">Failed: {(error as Error).message}</p>,
    children: [
      { index: true, Component: () => <h1>Landing</h1> },
      { path: 'plans', lazy: loadPlans, handle: { chrome: false } },
      { path: 'broken', Component: Failing },
    ],
  },
];

const plansPage = async () => ({ Component: () => <h1>Plans</h1> });

function renderAt(path: string, adapter: ReturnType<typeof createRouteAdapter>) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <adapter.Routes />
    </MemoryRouter>,
  );
}

describe('route adapter (data-router style routes in declarative mode)', () => {
  it('renders a page bundled with the entry at once, and has nothing to preload for it', () => {
    const adapter = createRouteAdapter(routes(plansPage));
    expect(adapter.preloadRoute('/')).toBeUndefined();
    renderAt('/', adapter);
    expect(screen.getByRole('heading', { name: 'Landing' })).toBeTruthy();
  });

  it("loads a lazy page's code, showing the pending state meanwhile, and gives the layout the page's handle", async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const adapter = createRouteAdapter(routes(async () => (await gate, plansPage())));
    renderAt('/plans', adapter);
    // The layout's route has no handle (null once stringified); the page's hides the header and footer.
    expect(screen.getByTestId('handles').textContent).toBe('[null,{"chrome":false}]');
    await waitFor(() => expect(screen.getByTestId('pending').textContent).toBe('true'));
    release();
    expect(await screen.findByRole('heading', { name: 'Plans' })).toBeTruthy();
    // The fallback's cleanup ends the pending state; the layout re-renders with it just after the page's first paint.
    await waitFor(() => expect(screen.getByTestId('pending').textContent).toBe('false'));
  });

  it('preloads the matching lazy page once, so the first render shows it without a pending state', async () => {
    const load = vi.fn(plansPage);
    const adapter = createRouteAdapter(routes(load));
    await adapter.preloadRoute('/plans');
    renderAt('/plans', adapter);
    expect(screen.getByRole('heading', { name: 'Plans' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("shows the route's ErrorBoundary when its page throws", () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/broken', createRouteAdapter(routes(plansPage)));
    expect(screen.getByRole('alert').textContent).toBe('Failed: broken page');
  });

  it('renders the page again in a newly chosen language, keeping what was typed in its form', async () => {
    const catalog = defineCatalog('routeAdapterSample', { name: 'Your name' });
    function FormPage() {
      const [name, setName] = useState('');
      return (
        <label>
          {catalog.name}
          <input value={name} onChange={(event) => setName(event.target.value)} />
        </label>
      );
    }
    const adapter = createRouteAdapter([{ path: '/', Component: Layout, children: [{ index: true, Component: FormPage }] }]);
    renderAt('/', adapter);
    fireEvent.change(screen.getByRole('textbox', { name: 'Your name' }), { target: { value: 'Ana' } });
    try {
      act(() => activateLocale(i18n, 'es', { 'routeAdapterSample.name': ['Su nombre'] }));
      expect((screen.getByRole('textbox', { name: 'Su nombre' }) as HTMLInputElement).value).toBe('Ana');
    } finally {
      act(() => activateLocale(i18n, 'en'));
    }
    expect(screen.getByRole('textbox', { name: 'Your name' })).toBeTruthy();
  });
});
