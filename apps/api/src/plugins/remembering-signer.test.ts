import { Signer } from '@fastify/cookie';
import { describe, expect, it } from 'vitest';
import { rememberingSigner } from './remembering-signer.js';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';
const PREVIOUS = 'the-previous-secret-of-thirty-two-characters';

describe('the remembering cookie signer', () => {
  it('answers as @fastify/cookie does for a good, a forged and a previous-secret cookie, asked once or again', () => {
    const plain = new Signer([SECRET, PREVIOUS]);
    const remembering = rememberingSigner([SECRET, PREVIOUS]);
    const good = plain.sign('session-id-1');
    const forged = `${good.slice(0, -2)}xx`;
    const previous = new Signer(PREVIOUS).sign('session-id-2');
    for (const input of [good, forged, previous, 'no-signature', good, forged, previous]) {
      expect(remembering.unsign(input)).toEqual(plain.unsign(input));
    }
    expect(remembering.unsign(previous)).toEqual({ valid: true, renew: true, value: 'session-id-2' });
    expect(remembering.unsign(forged).valid).toBe(false);
    expect(remembering.sign('x')).toBe(plain.sign('x'));
  });

  it('hands out a copy, so a caller that changes an answer changes no later one', () => {
    const remembering = rememberingSigner([SECRET]);
    const signed = remembering.sign('session-id-3');
    (remembering.unsign(signed) as { value: string | null }).value = 'changed on the first check';
    (remembering.unsign(signed) as { value: string | null }).value = 'changed on a remembered one';
    expect(remembering.unsign(signed).value).toBe('session-id-3');
  });
});
