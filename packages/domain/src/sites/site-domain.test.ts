import { describe, expect, it } from 'vitest';
import { decodeSiteDomain, encodeSiteDomain, isLoopbackHost, normalizeHost } from './site-domain.js';

describe('normalizeHost', () => {
  it.each([
    ['localhost', 'localhost'],
    ['localhost:3401', 'localhost'],
    ['ACME.LocalHost:80', 'acme.localhost'],
    ['store.example.com.', 'store.example.com'],
    ['127.0.0.1:3000', '127.0.0.1'],
    ['[::1]:3000', '::1'],
    ['', null],
    ['   ', null],
    ['bad host', null],
    ['-dash.example.com', null],
    ['a..b', null],
    ['<script>', null],
    [`${'a'.repeat(64)}.com`, null],
  ])('%j → %j', (raw, expected) => {
    expect(normalizeHost(raw)).toBe(expected);
  });

  it('refuses values that are not strings', () => {
    expect(normalizeHost(undefined)).toBeNull();
    expect(normalizeHost(null)).toBeNull();
  });
});

describe('site_domain encoding', () => {
  it.each(['localhost', 'acme.localhost', 'store.example.com'])('round-trips %s', (host) => {
    expect(decodeSiteDomain(encodeSiteDomain(host))).toBe(host);
  });

  it.each([
    ['YWNtZS5sb2NhbGhvc3Q=', 'acme.localhost'],
    ['YWNtZS5sb2NhbGhvc3Q', 'acme.localhost'],
    ['QUNNRS5sb2NhbGhvc3Q6MzQwMQ==', 'acme.localhost'],
    ['', null],
    ['not base64!', null],
    [encodeSiteDomain('two words'), null],
    [encodeSiteDomain('<img src=x>'), null],
  ])('decodes %j as %j', (value, expected) => {
    expect(decodeSiteDomain(value)).toBe(expected);
  });
});

describe('isLoopbackHost', () => {
  it.each([
    ['localhost', true],
    ['127.0.0.1', true],
    ['::1', true],
    ['acme.localhost', false],
    ['example.com', false],
  ])('%s → %s', (host, expected) => {
    expect(isLoopbackHost(host)).toBe(expected);
  });
});
