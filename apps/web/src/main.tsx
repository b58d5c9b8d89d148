import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { onlineManager } from '@tanstack/react-query';
import { App } from './app/app';
import { preloadRoute } from './app/app-routes';
import './styles/global.css';
import { applyTheme, readThemeCache, themeToCssVariables } from './lib/theme';
import { themeSiteKey } from './lib/theme-site-key';
import { afterPaint } from './lib/after-paint';
import { startLocale } from './lib/locale';

// The site's colours from the last visit, before the first render, so a branded site does not flash the defaults.
const cachedTheme = readThemeCache(themeSiteKey());
if (cachedTheme) applyTheme(themeToCssVariables(cachedTheme));

// Paint first, then ask the API: queries made by the first render wait (paused, as if offline) until its frame is
// on screen, so a slow phone shows the page before it starts the startup lookups. They then run as usual.
// The shipped Preact runtime starts effects (and so queries) after the paint already; there the pause is not only
// needless but raced its effects and left the first page's query paused for good (docs/decisions/0062-preact-runtime-for-the-shipped-bundle.md).
if (!import.meta.env.PREACT_RUNTIME) {
  onlineManager.setOnline(false);
  void afterPaint().then(() => onlineManager.setOnline(navigator.onLine));
}

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

const render = () =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );

// A lazy page's code first, then one render: the page paints in the first frame instead of after a second wave.
// A failed load renders anyway; the route then retries and shows its error.
// Another locale than English waits for its translation the same way.
const locale = startLocale();
const route = preloadRoute(window.location.pathname);
const loading = locale && route ? Promise.all([locale, route]) : (locale ?? route);
if (loading) loading.then(render, render);
else render();
