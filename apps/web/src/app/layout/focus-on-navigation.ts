/**
 * The history state of an address change that only filters the page being read (the plan listing's categories and
 * network, kept in the address): the layout then leaves focus on the control that made it instead of moving it to
 * the new page's start, as it does after a real navigation.
 */
export const FILTER_CHANGE = { filterChange: true } as const;

export const isFilterChange = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && (state as { filterChange?: unknown }).filterChange === true;
