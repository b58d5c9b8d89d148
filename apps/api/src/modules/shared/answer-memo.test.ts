import { describe, expect, it } from 'vitest';
import { takesGzip } from './answer-memo.js';

describe('takesGzip', () => {
  it("takes gzip from a browser's header, and from * when gzip is not named", () => {
    expect(takesGzip('gzip, deflate, br, zstd')).toBe(true);
    expect(takesGzip('br;q=1.0, gzip;q=0.8, *;q=0.1')).toBe(true);
    expect(takesGzip('*')).toBe(true);
    expect(takesGzip(['deflate', 'GZIP'])).toBe(true);
  });

  it('sends plain text when gzip is missing, refused with q=0, or refused through *;q=0', () => {
    expect(takesGzip(undefined)).toBe(false);
    expect(takesGzip('')).toBe(false);
    expect(takesGzip('br, deflate')).toBe(false);
    expect(takesGzip('gzip;q=0, br')).toBe(false);
    expect(takesGzip('gzip;q=0.000')).toBe(false);
    expect(takesGzip('br, *;q=0')).toBe(false);
    expect(takesGzip('identity')).toBe(false);
  });
});
