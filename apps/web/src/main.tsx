import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { onlineManager } from '@tanstack/react-query';
import { App } from './app/app';
import { preloadRoute } from './app/app-routes';
import { primeFromBootstrap } from './app/store-bootstrap';
import { createQueryClient } from './lib/query-client';
import './styles/global.css';
import { applyTheme, readThemeCache, themeToCssVariables } from './lib/theme';
import { themeSiteKey } from './lib/theme-site-key';
import { afterPaint } from './lib/after-paint';
import { startLocale } from './lib/locale';
import { numberFormatWarmed } from './lib/number-format-warmed';

// The site's colours from the last visit, before the first render, so a branded site does not flash the defaults.
const cachedTheme = readThemeCache(themeSiteKey());
if (cachedTheme) applyTheme(themeToCssVariables(cachedTheme));

// Paint first, then ask the API: queries made by the first render wait (paused, as if offline) until its frame is
// on screen and the store bootstrap (one call for what every page asks: app/store-bootstrap.ts, started now) has
// filed its answers, so a slow phone shows the page before the lookups, and the page re-renders once for all of them.
// Queries then run as usual, for what the bootstrap left out. The console (/admin) has no storefront chrome to fill.
const queryClient = createQueryClient();
onlineManager.setOnline(false);
const bootstrapped = window.location.pathname.startsWith('/admin') ? Promise.resolve() : primeFromBootstrap(queryClient);
void Promise.all([afterPaint(), bootstrapped]).then(() => onlineManager.setOnline(navigator.onLine));

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

// A transition: React renders the first view in slices of a few milliseconds, yielding to the browser between them,
// rather than in one task that blocks a slow phone for a quarter of a second (Lighthouse's Total Blocking Time).
const render = () =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>,
    ),
  );

// A lazy page's code first, then one render: the page paints in the first frame instead of after a second wave.
// A failed load renders anyway; the route then retries and shows its error.
// Another locale than English waits for its translation the same way.
// ICU's number data too, in a task of its own (lib/number-format-warmed.ts).
const locale = startLocale();
const route = preloadRoute(window.location.pathname);
const loading = Promise.all([numberFormatWarmed(), locale, route]);
loading.then(render, render);
