// The homes feature's public entry: the startup wrapper's redirect (the site startup renders it). The three home
// pages are routes of their own (app/router.tsx loads them lazily).
export { StartupRedirect } from './components/startup-redirect';
