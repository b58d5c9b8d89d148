/**
 * Random bytes from a cryptographic source: the API passes node:crypto's randomBytes, the browser
 * crypto.getRandomValues. Taking it as a parameter keeps this package free of platform code and makes tests exact.
 */
export type RandomBytes = (size: number) => Uint8Array;

/**
 * `length` characters drawn from `alphabet`, each equally likely: a byte is used only when it falls below the
 * largest multiple of the alphabet size (rejection sampling), since `byte % size` alone would favour the first
 * characters whenever 256 is not a multiple of the size.
 */
export function randomText(alphabet: string, length: number, randomBytes: RandomBytes): string {
  const size = alphabet.length;
  if (size < 2 || size > 256) throw new Error('An alphabet needs 2 to 256 characters');
  const limit = 256 - (256 % size);
  let out = '';
  while (out.length < length) {
    // Ask for a little more than needed so that rejected bytes rarely cost a second call.
    for (const byte of randomBytes(Math.ceil((length - out.length) * 1.25) + 1)) {
      if (byte >= limit) continue;
      out += alphabet[byte % size];
      if (out.length === length) break;
    }
  }
  return out;
}
