/**
 * The signed record's canonical form (issue 11 item 5): the JSON the record's SHA-256 hash is computed over. Object
 * keys sorted by code unit at every level, no whitespace, undefined members left out, arrays in order, numbers as
 * JSON writes them; a Date is written as its ISO string. The same record always gives the same text, whatever order
 * its keys were built in, so anyone holding the stored record can recompute and compare the hash.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (Array.isArray(value)) return `[${value.map((v) => (v === undefined ? 'null' : canonicalJson(v))).join(',')}]`;
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  if (typeof value === 'number' && !Number.isFinite(value)) return 'null';
  return JSON.stringify(value);
}

/** Crockford's base-32 digits: no I, L, O or U, so a number read aloud or typed is not mistaken. */
const CONFIRMATION_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const CONFIRMATION_RANDOM_LENGTH = 8;
export const CONFIRMATION_NUMBER_PATTERN = /^BS-\d{4}-[0-9A-HJKMNP-TV-Z]{8}$/;

/**
 * A confirmation number (the policy id): 'BS-' + the year + '-' + 8 random base-32 characters (40 bits: not
 * guessable from another one, readable on the phone). `random(n)` gives n random bytes (crypto.randomBytes on the
 * server); 256 is a multiple of 32, so every character is equally likely.
 */
export function confirmationNumber(year: number, random: (size: number) => Uint8Array): string {
  const bytes = random(CONFIRMATION_RANDOM_LENGTH);
  const chars = Array.from(bytes.slice(0, CONFIRMATION_RANDOM_LENGTH), (b) => CONFIRMATION_ALPHABET[b % 32]).join('');
  return `BS-${year}-${chars}`;
}

/** Payment methods billed by invoice rather than charged (list bill, EFT list, statement): their first invoice is made by the server's invoice job. */
export const INVOICED_PAYMENT_METHODS: readonly string[] = ['list', 'elist', 'stmt'];
export const isInvoiced = (paymentMethod: unknown) => typeof paymentMethod === 'string' && INVOICED_PAYMENT_METHODS.includes(paymentMethod);
