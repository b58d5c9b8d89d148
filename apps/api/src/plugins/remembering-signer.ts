import { Signer, type SignerFactory, type UnsignResult } from '@fastify/cookie';

type SignerBase = ReturnType<SignerFactory>;

/** Signed cookie values checked once and remembered: a browser sends the same one on each of its 10-20 calls a page. */
const MAX_REMEMBERED = 10_000;

/**
 * The cookie signer of @fastify/cookie (HMAC-SHA256 over the first secret, read with any), remembering the outcome of
 * each valid signature it has checked: the HMAC of the session cookie was a twentieth of a cached call's time. The
 * key is the whole signed text, so a changed value or signature is checked afresh; only valid ones are kept (a stream
 * of forged ones cannot grow it), and past MAX_REMEMBERED it starts again empty. The secrets do not change while the
 * process runs (a rotation is a restart: docs/deploy.md).
 */
export function rememberingSigner(secrets: string[]): SignerBase {
  const signer = new Signer(secrets, 'sha256');
  const checked = new Map<string, UnsignResult>();
  return {
    sign: (value) => signer.sign(value),
    unsign: (input) => {
      const known = checked.get(input);
      if (known) return { ...known };
      const result = signer.unsign(input);
      if (result.valid) {
        if (checked.size >= MAX_REMEMBERED) checked.clear();
        checked.set(input, { ...result });
      }
      return result;
    },
  };
}
