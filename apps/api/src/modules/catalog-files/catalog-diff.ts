import { rateCellKey, rateCellLabel, type CatalogDocument, type ImportEntityChanges, type PeopleDocument, type RateChange, type RateRow } from '@benefit-store/domain';

/**
 * What importing the files would change, computed from the catalog as it stands and the files' documents (both in the
 * files' shape, so unchanged data compares equal): per entity kind, the keys added, changed and removed, and every
 * rate cell whose price moves. Pure: the service reads both sides, inside the import's transaction when it applies.
 */
export interface CatalogDiff {
  entities: ImportEntityChanges[];
  rateChanges: RateChange[];
}

/** JSON with sorted object keys, so two equal values written in another key order compare equal. */
export function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>)
            .filter(([, x]) => x !== undefined)
            .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
        )
      : v,
  );
}

function entity<T>(name: string, current: readonly T[], incoming: readonly T[], keyOf: (item: T) => string, normal: (item: T) => unknown = (x) => x): ImportEntityChanges {
  const before = new Map(current.map((item) => [keyOf(item), stableJson(normal(item))]));
  const out: ImportEntityChanges = { entity: name, added: [], changed: [], removed: [], retired: [] };
  const seen = new Set<string>();
  for (const item of incoming) {
    const key = keyOf(item);
    seen.add(key);
    const was = before.get(key);
    if (was === undefined) out.added.push(key);
    else if (was !== stableJson(normal(item))) out.changed.push(key);
  }
  for (const key of before.keys()) if (!seen.has(key)) out.removed.push(key);
  return out;
}

/** Groups a list by key, for entities stored as a set per plan (riders, blackouts). */
function perPlan<T extends { plan: string }>(items: readonly T[], plans: readonly string[]): { plan: string; items: T[] }[] {
  return plans
    .map((plan) => ({ plan, items: items.filter((i) => i.plan === plan).sort((a, b) => (stableJson(a) < stableJson(b) ? -1 : 1)) }))
    .filter((g) => g.items.length > 0);
}

export function diffCatalog(current: CatalogDocument, incoming: CatalogDocument): CatalogDiff {
  const slugs = [...new Set([...current.plans, ...incoming.plans].map((p) => p.slug))];
  const entities = [
    entity('carriers', current.carriers, incoming.carriers, (c) => c.key),
    entity('plans', current.plans, incoming.plans, (p) => p.slug, ({ rates: _rates, ...p }) => p),
  ];
  const rates: ImportEntityChanges = { entity: 'rates', added: [], changed: [], removed: [], retired: [] };
  const rateChanges: RateChange[] = [];
  const ratesOf = (doc: CatalogDocument) => new Map(doc.plans.map((p) => [p.slug, new Map(p.rates.map((r) => [rateCellKey(r), r] as const))]));
  const before = ratesOf(current);
  const after = ratesOf(incoming);
  const none = new Map<string, RateRow>();
  for (const plan of slugs) {
    const was = before.get(plan) ?? none;
    const now = after.get(plan) ?? none;
    for (const [key, row] of now) {
      const old = was.get(key);
      const label = `${plan}: ${rateCellLabel(row)}`;
      if (!old) {
        rates.added.push(label);
        rateChanges.push({ plan, cell: rateCellLabel(row), old_cents: null, new_cents: row.priceCents });
      } else if (old.priceCents !== row.priceCents) {
        rates.changed.push(label);
        rateChanges.push({ plan, cell: rateCellLabel(row), old_cents: old.priceCents, new_cents: row.priceCents });
      }
    }
    for (const [key, row] of was) {
      if (now.has(key)) continue;
      rates.removed.push(`${plan}: ${rateCellLabel(row)}`);
      rateChanges.push({ plan, cell: rateCellLabel(row), old_cents: row.priceCents, new_cents: null });
    }
  }
  entities.push(rates);
  entities.push(
    entity('fees', current.fees, incoming.fees, (f) => f.key),
    entity('riders', perPlan(current.riders, slugs), perPlan(incoming.riders, slugs), (g) => g.plan),
    entity('suggestions', current.suggestions, incoming.suggestions, (s) => s.kind),
    entity('blackouts', perPlan(current.blackouts, slugs), perPlan(incoming.blackouts, slugs), (g) => g.plan),
    entity('cartMessages', current.cartMessages, incoming.cartMessages, (m) => m.plan),
    entity('healthQuestions', current.healthQuestions, incoming.healthQuestions, (q) => String(q.id), (q) => ({ ...q, gender: q.gender ?? null, plans: [...q.plans].sort() })),
    entity('planQuestions', current.planQuestions, incoming.planQuestions, (q) => String(q.id), (q) => ({ ...q, options: q.options ?? [], requireDetail: q.requireDetail ?? false, declineOnYes: q.declineOnYes ?? false })),
    entity('carrierQuestions', current.carrierQuestions, incoming.carrierQuestions, (q) => String(q.id)),
  );
  return { entities, rateChanges };
}

export function diffPeople(current: PeopleDocument, incoming: PeopleDocument): CatalogDiff {
  // A group written without an id takes the one it has: only a given id is compared.
  const ids = new Map(incoming.groups.map((g) => [g.code, g.id]));
  const themeList = (doc: PeopleDocument) => (Object.keys(doc.defaultTheme).length ? [{ key: 'default', theme: doc.defaultTheme }] : []);
  return {
    entities: [
      entity('portals', current.portals, incoming.portals, (p) => p.code),
      entity('reps', current.reps, incoming.reps, (r) => r.accessCode, (r) => ({ ...r, portals: [...r.portals].sort() })),
      entity('groups', current.groups, incoming.groups, (g) => g.code, (g) => ({ ...g, id: ids.get(g.code) === undefined ? undefined : g.id })),
      entity('sites', current.sites, incoming.sites, (s) => s.key),
      entity('referrals', current.referrals, incoming.referrals, (r) => r.id),
      entity('defaultTheme', themeList(current), themeList(incoming), (t) => t.key),
    ],
    rateChanges: [],
  };
}
