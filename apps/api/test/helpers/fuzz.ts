import { encodeSiteDomain, PNG_DATA_URL_PREFIX } from '@benefit-store/domain';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { readdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../src/plugins/session.js';
import { dobForAge, filterForm } from './browser.js';
import { operationsOf, type Field, type JsonSchema, type OpenApiDocument, type Operation } from './openapi-operations.js';
import { createTestApp, type TestApp } from './test-app.js';

/**
 * Input fuzzing driven by the app's own OpenAPI document, so every route is covered, including routes added after
 * this test was written. Each field of each call is sent, one at a time, every malformed value below while the
 * other fields stay plausible (so the bad value gets as far into the code as it can), and every call is also sent
 * whole-request oddities (bad JSON, wrong content types, bad URL encoding, odd headers).
 *
 * It fails on any 5xx, on a 4xx that is not an error envelope, and on an answer whose refusal came from the
 * database rather than a schema (errorCode invalidInput): the error handler's safety net must never be what
 * catches a malformed value, a field schema must.
 *
 * The routes are dealt into FUZZ_SHARDS shards, one test file each (fuzz-1.test.ts ...), so that Vitest's workers
 * fuzz them in parallel: thousands of requests through one app took 88 s of one core. The deal depends only on the
 * document, so every run sends each route the same cases, and shard 1 checks that the shards together are every route.
 */

const INT4_MAX = 2_147_483_647;

/** Malformed values for one field: numbers out of every range, text the database cannot hold, wrong shapes. */
const FIELD_MUTATIONS: [string, unknown][] = [
  ['int4 max + 1', INT4_MAX + 1],
  ['int4 max + 1 as text', String(INT4_MAX + 1)],
  ['int8 max as text', '9223372036854775807'],
  ['beyond safe integers', 1e20],
  ['negative', -1],
  ['negative int4 overflow', -(INT4_MAX + 2)],
  ['zero', 0],
  ['float', 1.5],
  ['exponent overflow', '1e400'],
  ['NaN', 'NaN'],
  ['hex', '0x1F'],
  ['NUL byte', 'a\u0000b'],
  ['only a NUL byte', '\u0000'],
  ['C0 controls', '\u0001\u0008\u001b[31m\u007f'],
  ['very long text', 'x'.repeat(20_000)],
  ['empty', ''],
  ['whitespace', ' \t\n '],
  ['lone surrogate', '\ud83d'],
  ['bidi override', '\u202e0123'],
  ['emoji and combining marks', '😀👍🏽e\u0301'],
  ['array', ['1', '2']],
  ['object', { $gt: '' }],
  ['boolean', true],
  ['null', null],
  ['SQL-looking text', "1' OR '1'='1"],
  ['prototype key', '__proto__'],
  ['missing', undefined],
];

/** Values a real client would send for a field of this name, so the other fields pass and the mutated one is tested. */
function plausibleValue(name: string, schema: JsonSchema, enrollmentId: string): unknown {
  const byName: Record<string, unknown> = {
    enrollment_id: enrollmentId,
    tempId: enrollmentId,
    zip: '10001',
    zip_code: '10001',
    dob: dobForAge(35),
    gender: 0,
    tier: 'IO',
    email: 'ana@example.com',
    name: 'Ana Ruiz',
    device_id: 'device-0123456789abcdef',
    lat: 40.75,
    lng: -73.99,
    site_domain: encodeSiteDomain('localhost'),
    data: { plans: [{ plan_id: 1, plan_pricing_id: 1 }] },
    image: `${PNG_DATA_URL_PREFIX}iVBORw0KGgo=`,
    planID: '1,2',
    plan_list: '1,2',
    store_information: JSON.stringify({ consent: 'deny' }),
    category: 'medical',
    categories: 'medical',
    quote_status: 1,
    effective_date: '01/01/2030',
    state: 'NY',
  };
  if (name in byName) return byName[name];
  if (schema.enum && schema.enum.length > 0) return schema.enum[0];
  if (schema.const !== undefined) return schema.const;
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'integer' || type === 'number') return 1;
  if (type === 'boolean') return true;
  if (type === 'array') return [];
  if (type === 'object') return {};
  return 'a';
}

/** encodeURIComponent refuses lone surrogates; a client that sends one anyway sends bytes that are not UTF-8. */
function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return encodeURIComponent(value.replace(/\p{Cs}/gu, '\uFFFD')).replace(/%EF%BF%BD/g, '%ED%A0%BD');
  }
}

function queryPairs(name: string, value: unknown): string[] {
  if (value === undefined) return [];
  if (Array.isArray(value)) return value.flatMap((v) => queryPairs(name, v));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => queryPairs(`${name}[${k}]`, v));
  }
  return [`${encode(name)}=${encode(String(value))}`];
}

function pathValue(value: unknown): string {
  if (value === undefined) return '';
  return encode(typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value));
}

type Values = Record<string, unknown>;

interface RequestParts {
  params: Values;
  query: Values;
  body: Values | null;
  /** Replaces the query string built from `query`. */
  rawQuery?: string;
  /** Replaces the whole path (after the params are filled in). */
  rawPath?: string;
  /** A raw body sent as is; `contentType` then defaults to JSON. */
  rawBody?: string;
  contentType?: string;
  headers?: Record<string, string>;
  /** Send no session cookie (or the one given in headers). */
  noSession?: boolean;
}

interface Case {
  operation: Operation;
  variant: string;
  parts: RequestParts;
}

function plausibleValues(fields: Field[], enrollmentId: string): Values {
  return Object.fromEntries(fields.map((f) => [f.name, plausibleValue(f.name, f.schema, enrollmentId)]));
}

function everyField(fields: Field[], value: unknown): Values {
  return Object.fromEntries(fields.map((f) => [f.name, value]));
}

const deeplyNested = `${'['.repeat(5000)}${']'.repeat(5000)}`;

/** Whole-request oddities, sent to every call whatever fields it has: at least 20 per route on their own. */
function routeCases(operation: Operation, base: RequestParts): Case[] {
  const fields = [...operation.query, ...operation.params, ...(operation.body ?? [])];
  const firstQuery = operation.query[0]?.name ?? 'q';
  const withBody = (variant: string, rawBody: string, contentType = 'application/json'): Case => ({
    operation,
    variant,
    parts: { ...base, rawBody, contentType },
  });
  const cases: Case[] = [
    { operation, variant: 'nothing at all', parts: { params: base.params, query: {}, body: operation.body ? {} : null } },
    { operation, variant: 'every field a NUL byte', parts: { params: base.params, query: everyField(operation.query, '\u0000'), body: operation.body ? everyField(operation.body, '\u0000') : null } },
    { operation, variant: 'every field int4 max + 1', parts: { params: everyField(operation.params, INT4_MAX + 1), query: everyField(operation.query, INT4_MAX + 1), body: operation.body ? everyField(operation.body, INT4_MAX + 1) : null } },
    { operation, variant: 'every field an array', parts: { params: base.params, query: everyField(operation.query, ['1', '\u0000']), body: operation.body ? everyField(operation.body, [1, '\u0000']) : null } },
    { operation, variant: 'every field an object', parts: { params: base.params, query: everyField(operation.query, { a: '1' }), body: operation.body ? everyField(operation.body, { a: { b: [] } }) : null } },
    { operation, variant: 'every query field repeated', parts: { ...base, rawQuery: [...queryPairs('zz', 1), ...Object.entries(base.query).flatMap(([k, v]) => [...queryPairs(k, v), ...queryPairs(k, v)])].join('&') } },
    { operation, variant: 'unknown parameter with a NUL byte', parts: { ...base, query: { ...base.query, zz: '\u0000' } } },
    { operation, variant: 'bad percent-encoding in the query', parts: { ...base, rawQuery: `${firstQuery}=%E0%A4%A&${encode(firstQuery)}%=%` } },
    { operation, variant: 'prototype keys in the query', parts: { ...base, rawQuery: '__proto__[polluted]=1&constructor[prototype][polluted]=1' } },
    { operation, variant: 'a very long query string', parts: { ...base, rawQuery: `${encode(firstQuery)}=${'x'.repeat(60_000)}` } },
    withBody('invalid JSON', '{"a":'),
    withBody('an empty JSON body', ''),
    withBody('a JSON array', '[]'),
    withBody('JSON null', 'null'),
    withBody('a JSON string', '"x"'),
    withBody('deeply nested JSON', deeplyNested),
    withBody('a __proto__ key', JSON.stringify({ ...(base.body ?? {}) }).replace(/^\{/, '{"__proto__":{"polluted":1},')),
    withBody('a text/plain body', 'hello', 'text/plain'),
    withBody('a form body', 'a=1&b=2', 'application/x-www-form-urlencoded'),
    withBody('an unknown content type', '{}', 'application/x-unknown'),
    withBody('a malformed content type', '{}', 'application/json;;; charset'),
    withBody('an unknown charset', '{}', 'application/json; charset=utf-99'),
    { operation, variant: 'an odd Host header', parts: { ...base, headers: { host: `${'x'.repeat(300)}.example:99999` } } },
    { operation, variant: 'a bracketed Host header', parts: { ...base, headers: { host: '[::1' } } },
    { operation, variant: 'a garbage session cookie', parts: { ...base, noSession: true, headers: { cookie: `${SESSION_COOKIE}=%E0%A4%A; ${SESSION_COOKIE}=s:abc.def` } } },
    { operation, variant: 'a cross-site request', parts: { ...base, headers: { 'sec-fetch-site': 'cross-site' } } },
    { operation, variant: 'bad percent-encoding in the path', parts: { ...base, rawPath: `${fillPath(operation.path, base.params)}%E0%A4%A` } },
    { operation, variant: 'a path segment over the parameter limit', parts: { ...base, rawPath: operation.params.length > 0 ? fillPath(operation.path, everyField(operation.params, 'x'.repeat(500))) : `${operation.path}/${'x'.repeat(500)}` } },
  ];
  if (fields.length === 0) {
    cases.push({ operation, variant: 'unexpected parameters', parts: { ...base, query: { id: INT4_MAX + 1, enrollment_id: '\u0000' } } });
  }
  return cases;
}

/** The paths to the scalar values inside a nested body value (`data.plans[0].plan_id`), to mutate those too. */
function nestedLeaves(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return value.flatMap((v, i) => nestedLeaves(v, [...path, i]));
  if (value !== null && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => nestedLeaves(v, [...path, k]));
  return path.length > 0 ? [path] : [];
}

function withLeaf(value: unknown, path: (string | number)[], leaf: unknown): unknown {
  if (path.length === 0) return leaf;
  const [head, ...rest] = path;
  if (Array.isArray(value)) return value.map((v: unknown, i) => (i === head ? withLeaf(v, rest, leaf) : v));
  const record = value as Record<string, unknown>;
  return { ...record, [head!]: withLeaf(record[head!], rest, leaf) };
}

/** One mutated field at a time, the other fields plausible; scalars nested in a body field are mutated one at a time too. */
function fieldCases(operation: Operation, base: RequestParts): Case[] {
  const cases: Case[] = [];
  const groups: [keyof Pick<RequestParts, 'params' | 'query' | 'body'>, Field[]][] = [
    ['params', operation.params],
    ['query', operation.query],
    ['body', operation.body ?? []],
  ];
  for (const [where, fields] of groups) {
    for (const field of fields) {
      for (const [name, value] of FIELD_MUTATIONS) {
        // A path parameter cannot be missing or empty: that is another address (a 404), covered by the route cases.
        if (where === 'params' && (value === undefined || value === '')) continue;
        const values = { ...(base[where] ?? {}), [field.name]: value };
        cases.push({ operation, variant: `${where} ${field.name}: ${name}`, parts: { ...base, [where]: values } });
      }
    }
  }
  for (const [name, value] of Object.entries(base.body ?? {})) {
    for (const leaf of nestedLeaves(value)) {
      for (const [mutation, leafValue] of FIELD_MUTATIONS) {
        const body = { ...base.body, [name]: withLeaf(value, leaf, leafValue) };
        cases.push({ operation, variant: `body ${name}.${leaf.join('.')}: ${mutation}`, parts: { ...base, body } });
      }
    }
  }
  return cases;
}

function fillPath(path: string, params: Values): string {
  return path.replace(/\{([^}]+)\}/g, (_m, name: string) => pathValue(params[name]));
}

function toInject(parts: RequestParts, operation: Operation, cookie: string, index: number): InjectOptions {
  const path = parts.rawPath ?? fillPath(operation.path, parts.params);
  const query = parts.rawQuery ?? Object.entries(parts.query).flatMap(([k, v]) => queryPairs(k, v)).join('&');
  const headers: Record<string, string> = { ...(parts.noSession ? {} : { cookie }), ...(parts.headers ?? {}) };
  let payload: string | undefined;
  if (parts.rawBody !== undefined) {
    payload = parts.rawBody;
    headers['content-type'] = parts.contentType ?? 'application/json';
  } else if (parts.body !== null && operation.body !== null) {
    payload = JSON.stringify(parts.body);
    headers['content-type'] = 'application/json';
  }
  return {
    method: operation.method as InjectOptions['method'],
    url: query ? `${path}?${query}` : path,
    headers,
    payload,
    // One address per request: the address's share of costs and wrong guesses must not turn the fuzzing into a test of the limiter.
    remoteAddress: `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`,
  };
}

interface Outcome {
  request: string;
  status: number;
  problem: string;
}

function problemWith(status: number, body: string): string | null {
  if (status >= 500) return 'server error';
  if (status < 400) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return 'a refusal that is not JSON';
  }
  const envelope = parsed as { status?: unknown; errorCode?: unknown };
  if (envelope.status !== 'error') return 'a refusal that is not an error envelope';
  if (envelope.errorCode === 'invalidInput') return 'refused by the database, not by a schema';
  return null;
}

/** As many as there are fuzz-N.test.ts files (shard 1 checks that they match): four keep two workers busy to the end. */
export const FUZZ_SHARDS = 4;

/** Every case of one operation: the whole-request oddities and each field's malformed values. */
function casesOf(operation: Operation, enrollmentId: string): Case[] {
  const base: RequestParts = {
    params: plausibleValues(operation.params, enrollmentId),
    query: plausibleValues(operation.query, enrollmentId),
    body: operation.body ? plausibleValues(operation.body, enrollmentId) : null,
  };
  return [...routeCases(operation, base), ...fieldCases(operation, base)];
}

const routeName = (operation: Operation) => `${operation.method} ${operation.path}`;

/**
 * The routes dealt into `count` shards of about equal work: taken in name order, the route with the most cases first,
 * each to the shard with the fewest cases so far (ties to the lower shard). A pure function of the document.
 */
export function shardsOf(operations: Operation[], count: number): Operation[][] {
  const cost = (operation: Operation) => casesOf(operation, 'x').length;
  const ordered = [...operations].sort((a, b) => cost(b) - cost(a) || routeName(a).localeCompare(routeName(b)));
  const shards = Array.from({ length: count }, () => ({ operations: [] as Operation[], cases: 0 }));
  for (const operation of ordered) {
    const lightest = shards.reduce((best, shard) => (shard.cases < best.cases ? shard : best));
    lightest.operations.push(operation);
    lightest.cases += cost(operation);
  }
  return shards.map((shard) => shard.operations);
}

/** The fuzz test of one shard (1-based) of the OpenAPI document's routes, on its own app. */
export function describeFuzzShard(shard: number) {
  let t: TestApp;
  let app: FastifyInstance;
  let cookie: string;
  let enrollmentId: string;

  beforeAll(async () => {
    t = await createTestApp();
    app = t.app;
    const started = await app.inject({ method: 'POST', url: '/api/v1/add-filter-for-new-user', payload: filterForm() });
    if (started.statusCode !== 200) throw new Error(`add-filter-for-new-user answered ${started.statusCode}`);
    const session = started.cookies.find((c) => c.name === SESSION_COOKIE);
    cookie = `${SESSION_COOKIE}=${session!.value}`;
    enrollmentId = (started.json() as { data: { temp_enrollment_id: string } }).data.temp_enrollment_id;
  });
  afterAll(async () => {
    await t?.close();
  });

  describe(`fuzzing the routes of the OpenAPI document, shard ${shard} of ${FUZZ_SHARDS}`, () => {
    if (shard === 1) {
      it('deals every route to exactly one shard, and has a test file for each shard', () => {
        const operations = operationsOf(app.swagger() as OpenApiDocument);
        expect(operations.length).toBeGreaterThan(40);
        const dealt = shardsOf(operations, FUZZ_SHARDS).flat().map(routeName);
        expect([...dealt].sort()).toEqual(operations.map(routeName).sort());
        const here = dirname(dirname(fileURLToPath(import.meta.url)));
        const files = readdirSync(here).filter((name) => /^fuzz-\d+\.test\.ts$/.test(name)).sort();
        expect(files).toEqual(Array.from({ length: FUZZ_SHARDS }, (_, i) => `fuzz-${i + 1}.test.ts`).sort());
      });
    }

    // Thousands of requests through the real server: a quarter of the former 88 s of one core (PGlite).
    it('answers every malformed request with a 4xx error envelope, never a 5xx', { timeout: 300_000 }, async () => {
      const operations = shardsOf(operationsOf(app.swagger() as OpenApiDocument), FUZZ_SHARDS)[shard - 1]!;
      expect(operations.length).toBeGreaterThan(0);

      const cases: Case[] = [];
      for (const operation of operations) {
        const forRoute = casesOf(operation, enrollmentId);
        expect(forRoute.length, routeName(operation)).toBeGreaterThanOrEqual(20);
        cases.push(...forRoute);
      }

      const problems: Outcome[] = [];
      const statuses = new Map<number, number>();
      const BATCH = 16;
      for (let start = 0; start < cases.length; start += BATCH) {
        const batch = cases.slice(start, start + BATCH);
        await Promise.all(
          batch.map(async (c, i) => {
            const options = toInject(c.parts, c.operation, cookie, start + i);
            const response = await app.inject(options);
            statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
            const problem = problemWith(response.statusCode, response.body);
            if (problem) {
              problems.push({ request: `${c.operation.method} ${c.operation.path} [${c.variant}]`, status: response.statusCode, problem });
            }
          }),
        );
      }

      const summary = [...statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status}: ${n}`).join(', ');
      // The figures a reader of the test run wants: how much was sent, and what came back.
      process.stdout.write(`fuzz ${shard}/${FUZZ_SHARDS}: ${cases.length} requests to ${operations.length} routes; answers ${summary}; problems ${problems.length}\n`);
      expect(problems.map((p) => `${p.status} ${p.problem}: ${p.request}`)).toEqual([]);
    });
  });
}
