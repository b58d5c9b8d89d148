import type { ValidAgent } from '@benefit-store/domain';

export const ACCESS_PAGE = '/access-page';
export const ACCESS_NEXT_PAGE = '/access-pagenext';
export const ACCESS_MENU_PAGE = '/landing-page';

/** What the access page hands to step 2 (router state: a reload of step 2 starts again at step 1). */
export interface AccessNextState {
  rep: ValidAgent;
}

/** The navigation state the landing route reads: the visitor just confirmed this rep, so no second question. */
export interface RepConfirmedState {
  repConfirmed: true;
}

/** Where Confirm goes: the rep's landing page, or the config-error page when the rep has none (002 section 4). */
export function confirmDestination(rep: ValidAgent): string {
  if (rep.landing_page) return `/${encodeURIComponent(rep.landing_page)}`;
  return `/landing-config-error/agent/${encodeURIComponent(rep.agent_code)}`;
}

export function isAccessNextState(value: unknown): value is AccessNextState {
  return typeof value === 'object' && value !== null && typeof (value as { rep?: { agent_code?: unknown } }).rep?.agent_code === 'string';
}

export function isRepConfirmedState(value: unknown): value is RepConfirmedState {
  return typeof value === 'object' && value !== null && (value as { repConfirmed?: unknown }).repConfirmed === true;
}
