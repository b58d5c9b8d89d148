import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import './styles/global.css';
import { applyTheme, readThemeCache, themeToCssVariables } from './lib/theme';
import { themeSiteKey } from './lib/theme-site-key';

// The site's colours from the last visit, before the first render, so a branded site does not flash the defaults.
const cachedTheme = readThemeCache(themeSiteKey());
if (cachedTheme) applyTheme(themeToCssVariables(cachedTheme));

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
