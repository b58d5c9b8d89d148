import { createHash } from 'node:crypto';

/**
 * The plan card's {hash} (spec 000 section 3): a plan's share hash, opened with GET {hash}. Derived from the plan's
 * slug, not its id, so a shared link survives a reload of the catalog; not a secret (plan pages are public), only a
 * short, stable, opaque name: the first 12 base64url characters (72 bits) of SHA-256("plan:" + slug).
 */
export function planHash(slug: string): string {
  let hash = hashes.get(slug);
  if (hash === undefined) {
    hash = createHash('sha256').update(`plan:${slug}`).digest('base64url').slice(0, 12);
    // A listing hashes every card it shows: each slug is hashed once per process (slugs are few and never secret).
    if (hashes.size >= MAX_HASHES) hashes.clear();
    hashes.set(slug, hash);
  }
  return hash;
}

const MAX_HASHES = 10_000;
const hashes = new Map<string, string>();
