/** The plan page's address, /plan/{id}/{planName}: every plan card, strip, cart line and quote line links here. */
export const planHref = (planId: number, planName: string): string => `/plan/${planId}/${encodeURIComponent(planName)}`;
