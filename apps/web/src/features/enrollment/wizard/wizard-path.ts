import { TAB_ROUTES, type DynamicTab, type TabKey } from '@benefit-store/domain';

/** The spec's Next and Back pass id=1 on the step routes. */
export const stepPath = (tab: TabKey) => `/enrollment/${TAB_ROUTES[tab]}?id=1`;

/** Only tabs flagged required are shown, in their order (the spec's scan of 0 to 10). */
export function requiredTabs(tabs: readonly DynamicTab[]): TabKey[] {
  return tabs
    .filter((t) => t.required)
    .slice()
    .sort((a, b) => a.order - b.order)
    .map((t) => t.tab_name as TabKey);
}

/**
 * Where a visitor asking for `tab` may be: the tab itself when every required tab before it is saved, else the first
 * unsaved one (a step cannot be skipped by typing its address). A tab the enrollment does not need goes to the
 * first unsaved required tab too.
 */
export function reachableTab(tab: TabKey, required: readonly TabKey[], saved: readonly TabKey[]): TabKey {
  const index = required.indexOf(tab);
  const before = index === -1 ? required : required.slice(0, index);
  const firstUnsaved = before.find((t) => !saved.includes(t));
  if (firstUnsaved) return firstUnsaved;
  return index === -1 ? (required.find((t) => !saved.includes(t)) ?? required[0] ?? tab) : tab;
}

/** The tab after `tab` in the required list; null after the last. */
export function nextTab(tab: TabKey, required: readonly TabKey[]): TabKey | null {
  const index = required.indexOf(tab);
  return index === -1 ? null : (required[index + 1] ?? null);
}

/** The tab before `tab`; null on the first (whose Back goes to the cart). */
export function previousTab(tab: TabKey, required: readonly TabKey[]): TabKey | null {
  const index = required.indexOf(tab);
  return index <= 0 ? null : (required[index - 1] ?? null);
}
