// The branding feature's public entry: the site record serving this visitor (its external links), for the access
// pages' menu (features/rep-access).
export { useDefaultInfo } from './api/get-default-info';
