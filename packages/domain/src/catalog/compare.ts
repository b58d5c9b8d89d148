/**
 * The plans chosen to compare (issue 12 item 8): at most MAX_COMPARE plan ids, in the order chosen, across
 * categories. The compare page's address carries them: /compare?plans=12,7,31.
 */
export const MAX_COMPARE = 5;
const ID_MAX = 2_147_483_647;

export type CompareToggle = { ok: true; ids: number[] } | { ok: false; reason: 'full' };

/** Adds or removes a plan; a plan beyond MAX_COMPARE is refused and the list stays as it was. */
export function toggleCompare(ids: readonly number[], planId: number): CompareToggle {
  if (ids.includes(planId)) return { ok: true, ids: ids.filter((id) => id !== planId) };
  if (ids.length >= MAX_COMPARE) return { ok: false, reason: 'full' };
  return { ok: true, ids: [...ids, planId] };
}

/** The plan ids of an address's `plans` value: positive whole numbers, each once, the first MAX_COMPARE; anything else is dropped. */
export function parseComparePlans(raw: string | null | undefined): number[] {
  const ids: number[] = [];
  for (const part of (raw ?? '').split(',')) {
    const text = part.trim();
    if (!/^\d{1,10}$/.test(text)) continue;
    const id = Number(text);
    if (id < 1 || id > ID_MAX || ids.includes(id)) continue;
    ids.push(id);
    if (ids.length === MAX_COMPARE) break;
  }
  return ids;
}

/** The compare page's address for these plans. */
export function compareHref(ids: readonly number[]): string {
  return ids.length ? `/compare?plans=${ids.join(',')}` : '/compare';
}
