import type { z } from 'zod';
import { TIERS } from '../catalog/tiers.js';
import { CATALOG_FILE_MESSAGES as M } from './catalog-file.messages.js';
import { CATALOG_FORMAT, CATALOG_FORMAT_VERSION, CatalogDocumentSchema, type CatalogDocument } from './catalog-document.schema.js';
import type { CatalogFile, ImportError } from './import-report.schema.js';
import { PEOPLE_FORMAT, PEOPLE_FORMAT_VERSION, PeopleDocumentSchema, type PeopleDocument } from './people-document.schema.js';
import { parseRatesCsv, rateCellKey, rateCellLabel, type CsvRate } from './rates-csv.js';

/** The files of one import, read and checked: each document present (rates of CSV files merged into their plans). */
export interface CatalogFiles {
  catalog: CatalogDocument | null;
  people: PeopleDocument | null;
  /** The file each document came from (error locations of later checks). */
  catalogFile: string | null;
  peopleFile: string | null;
  errors: ImportError[];
}

/** `plans[3].rates[0].priceCents` from a zod path. */
export function jsonPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const part of path) out += typeof part === 'number' ? `[${part}]` : out === '' ? String(part) : `.${String(part)}`;
  return out;
}

/** A zod issue as a plain sentence naming the field. */
function issueMessage(issue: z.core.$ZodIssue, input: unknown): string {
  const last = [...issue.path].reverse().find((p) => typeof p === 'string');
  const field = typeof last === 'string' ? last : 'value';
  switch (issue.code) {
    case 'invalid_type':
      return valueAt(input, issue.path) === undefined ? M.required({ field }) : M.wrongType({ field, expected: issue.expected });
    case 'too_small':
      if (issue.origin === 'string') return M.tooShort({ field, min: Number(issue.minimum) });
      if (issue.origin === 'array') return M.tooFewItems({ field, min: Number(issue.minimum) });
      return M.atLeast({ field, min: Number(issue.minimum) });
    case 'too_big':
      if (issue.origin === 'string') return M.tooLong({ field, max: Number(issue.maximum) });
      if (issue.origin === 'array') return M.tooManyItems({ field, max: Number(issue.maximum) });
      return M.atMost({ field, max: Number(issue.maximum) });
    case 'invalid_value':
      if (field === 'tier') return M.unknownTier({ tier: String(valueAt(input, issue.path)), tiers: TIERS.join(', ') });
      return M.oneOf({ field, values: issue.values.map((v) => JSON.stringify(v)).join(', ') });
    case 'invalid_format':
      return M.badFormat({ field });
    case 'unrecognized_keys':
      return M.unknownFields({ fields: issue.keys.map((k) => `"${k}"`).join(', ') });
    case 'custom':
      return issue.message;
    default:
      // Messages given to a schema (the tier's) come through as they are; other kinds name the field.
      return issue.message && !issue.message.startsWith('Invalid') ? issue.message : M.notValid({ field });
  }
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let at = input;
  for (const part of path) {
    if (at === null || typeof at !== 'object') return undefined;
    at = (at as Record<PropertyKey, unknown>)[part];
  }
  return at;
}

/** The 1-based line of a character offset, for JSON syntax errors. */
function lineOf(text: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset && i < text.length; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

function parseJson(file: CatalogFile, errors: ImportError[]): unknown {
  try {
    return JSON.parse(file.text);
  } catch (err) {
    const detail = (err instanceof Error ? err.message : String(err)).replace(/\s+/g, ' ').slice(0, 200);
    const position = /position (\d+)/.exec(detail);
    const lineMatch = /line (\d+)/.exec(detail);
    const line = lineMatch ? Number(lineMatch[1]) : position ? lineOf(file.text, Number(position[1])) : null;
    errors.push({ file: file.name, line, path: null, message: M.notJson({ detail }) });
    return undefined;
  }
}

function checkDocument<T>(file: string, schema: z.ZodType<T>, input: unknown, errors: ImportError[]): T | null {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  for (const issue of result.error.issues) errors.push({ file, line: null, path: jsonPath(issue.path) || null, message: issueMessage(issue, input) });
  return null;
}

interface CsvRatesFile {
  file: string;
  rows: CsvRate[];
}

const isCsv = (name: string) => name.toLowerCase().endsWith('.csv');

/**
 * Reads the files of an import (every .json and .csv of a folder): the JSON documents by their "format", the rates
 * CSVs, then the references between them (carriers, plans, reps, groups, portals) and duplicate keys. Every error is
 * collected, located by file and line or JSON path; documents come back only when their file has no error.
 */
export function readCatalogFiles(files: readonly CatalogFile[]): CatalogFiles {
  const errors: ImportError[] = [];
  const out: CatalogFiles = { catalog: null, people: null, catalogFile: null, peopleFile: null, errors };
  const csvFiles: CsvRatesFile[] = [];
  for (const file of files) {
    if (isCsv(file.name)) {
      const parsed = parseRatesCsv(file.name, file.text);
      errors.push(...parsed.errors);
      csvFiles.push({ file: file.name, rows: parsed.rows });
      continue;
    }
    const json = parseJson(file, errors);
    if (json === undefined) continue;
    const format = json !== null && typeof json === 'object' ? (json as { format?: unknown }).format : undefined;
    const version = json !== null && typeof json === 'object' ? (json as { version?: unknown }).version : undefined;
    const kind = format === CATALOG_FORMAT ? 'catalog' : format === PEOPLE_FORMAT ? 'people' : null;
    if (!kind) {
      errors.push({ file: file.name, line: null, path: format === undefined ? null : 'format', message: format === undefined ? M.unknownFile : M.wrongFormat({ formats: `${CATALOG_FORMAT}, ${PEOPLE_FORMAT}` }) });
      continue;
    }
    const supported = kind === 'catalog' ? CATALOG_FORMAT_VERSION : PEOPLE_FORMAT_VERSION;
    if (version !== supported) {
      errors.push({ file: file.name, line: null, path: 'version', message: M.wrongVersion({ version: Number(version), supported }) });
      continue;
    }
    const seen = kind === 'catalog' ? out.catalogFile : out.peopleFile;
    if (seen) {
      errors.push({ file: file.name, line: null, path: null, message: M.twoDocuments({ format: String(format), other: seen }) });
      continue;
    }
    if (kind === 'catalog') {
      out.catalogFile = file.name;
      out.catalog = checkDocument(file.name, CatalogDocumentSchema, json, errors);
    } else {
      out.peopleFile = file.name;
      out.people = checkDocument(file.name, PeopleDocumentSchema, json, errors);
    }
  }

  if (out.catalog) mergeCsvRates(out.catalog, csvFiles, errors);
  else if (!out.catalogFile) for (const { file } of csvFiles) errors.push({ file, line: null, path: null, message: M.ratesNeedCatalog });
  if (out.catalog && out.catalogFile) checkCatalogReferences(out.catalogFile, out.catalog, errors);
  if (out.people && out.peopleFile) checkPeopleReferences(out.peopleFile, out.people, errors);
  if (errors.length > 0) {
    out.catalog = null;
    out.people = null;
  }
  return out;
}

function mergeCsvRates(catalog: CatalogDocument, csvFiles: readonly CsvRatesFile[], errors: ImportError[]): void {
  const bySlug = new Map(catalog.plans.map((p) => [p.slug, p]));
  for (const { file, rows } of csvFiles) {
    for (const { line, plan, ...rate } of rows) {
      const target = bySlug.get(plan);
      if (target) target.rates.push(rate);
      else errors.push({ file, line, path: null, message: M.unknownReference({ what: 'plan', key: plan }) });
    }
  }
}

function duplicates<T>(items: readonly T[], keyOf: (item: T) => string): Map<number, string> {
  const seen = new Set<string>();
  const dup = new Map<number, string>();
  items.forEach((item, i) => {
    const k = keyOf(item);
    if (seen.has(k)) dup.set(i, k);
    seen.add(k);
  });
  return dup;
}

function checkCatalogReferences(file: string, doc: CatalogDocument, errors: ImportError[]): void {
  const err = (path: string, message: string) => errors.push({ file, line: null, path, message });
  const dupCheck = <T>(list: string, items: readonly T[], what: string, keyOf: (item: T) => string, field: string) => {
    for (const [i, k] of duplicates(items, keyOf)) err(`${list}[${i}].${field}`, M.duplicateKey({ what, key: k }));
  };
  dupCheck('carriers', doc.carriers, 'carrier', (c) => c.key, 'key');
  dupCheck('plans', doc.plans, 'plan', (p) => p.slug, 'slug');
  dupCheck('fees', doc.fees, 'fee', (f) => f.key, 'key');
  dupCheck('suggestions', doc.suggestions, 'suggestion', (s) => s.kind, 'kind');
  dupCheck('cartMessages', doc.cartMessages, 'cart message for plan', (m) => m.plan, 'plan');
  dupCheck('healthQuestions', doc.healthQuestions, 'health question', (q) => String(q.id), 'id');
  dupCheck('planQuestions', doc.planQuestions, 'plan question', (q) => String(q.id), 'id');
  dupCheck('carrierQuestions', doc.carrierQuestions, 'carrier question', (q) => String(q.id), 'id');
  dupCheck('riders', doc.riders, 'rider', (r) => `${r.plan} + ${r.rider}`, 'rider');

  const carriers = new Set(doc.carriers.map((c) => c.key));
  const plans = new Set(doc.plans.map((p) => p.slug));
  const planRef = (path: string, slug: string) => {
    if (!plans.has(slug)) err(path, M.unknownReference({ what: 'plan', key: slug }));
  };
  doc.plans.forEach((p, i) => {
    if (!carriers.has(p.carrier)) err(`plans[${i}].carrier`, M.unknownReference({ what: 'carrier', key: p.carrier }));
    if (p.rules.replacedBy) planRef(`plans[${i}].rules.replacedBy.plan`, p.rules.replacedBy.plan);
    const cells = new Set<string>();
    p.rates.forEach((r, j) => {
      if (r.ageMin > r.ageMax) err(`plans[${i}].rates[${j}].ageMin`, M.agesReversed);
      const k = rateCellKey(r);
      if (cells.has(k)) err(`plans[${i}].rates[${j}]`, M.duplicateRate({ plan: p.slug, cell: rateCellLabel(r) }));
      cells.add(k);
    });
  });
  doc.riders.forEach((r, i) => {
    planRef(`riders[${i}].plan`, r.plan);
    planRef(`riders[${i}].rider`, r.rider);
  });
  doc.suggestions.forEach((s, i) => planRef(`suggestions[${i}].plan`, s.plan));
  doc.blackouts.forEach((b, i) => planRef(`blackouts[${i}].plan`, b.plan));
  doc.cartMessages.forEach((m, i) => planRef(`cartMessages[${i}].plan`, m.plan));
  doc.healthQuestions.forEach((q, i) => q.plans.forEach((slug, j) => planRef(`healthQuestions[${i}].plans[${j}]`, slug)));
  doc.planQuestions.forEach((q, i) => planRef(`planQuestions[${i}].plan`, q.plan));
  doc.carrierQuestions.forEach((q, i) => planRef(`carrierQuestions[${i}].plan`, q.plan));
}

function checkPeopleReferences(file: string, doc: PeopleDocument, errors: ImportError[]): void {
  const err = (path: string, message: string) => errors.push({ file, line: null, path, message });
  const dupCheck = <T>(list: string, items: readonly T[], what: string, keyOf: (item: T) => string, field: string) => {
    for (const [i, k] of duplicates(items, keyOf)) err(`${list}[${i}].${field}`, M.duplicateKey({ what, key: k }));
  };
  dupCheck('portals', doc.portals, 'portal', (p) => p.code, 'code');
  dupCheck('reps', doc.reps, 'rep access code', (r) => r.accessCode, 'accessCode');
  dupCheck('reps', doc.reps, 'rep landing page', (r) => r.landingPage, 'landingPage');
  dupCheck('groups', doc.groups, 'group', (g) => g.code, 'code');
  dupCheck('groups', doc.groups.filter((g) => g.id !== undefined), 'group id', (g) => String(g.id), 'id');
  dupCheck('sites', doc.sites, 'site', (s) => s.key, 'key');
  dupCheck('referrals', doc.referrals, 'referral', (r) => r.id, 'id');

  const portals = new Set(doc.portals.map((p) => p.code));
  const reps = new Set(doc.reps.map((r) => r.accessCode));
  const groups = new Set(doc.groups.map((g) => g.code));
  const ref = (set: Set<string>, what: string, path: string, key: string | null) => {
    if (key !== null && !set.has(key)) err(path, M.unknownReference({ what, key }));
  };
  doc.reps.forEach((r, i) => r.portals.forEach((code, j) => ref(portals, 'portal', `reps[${i}].portals[${j}]`, code)));
  doc.groups.forEach((g, i) => {
    ref(reps, 'rep', `groups[${i}].rep`, g.rep);
    ref(portals, 'portal', `groups[${i}].portal`, g.portal);
  });
  for (const [list, items] of [
    ['sites', doc.sites],
    ['referrals', doc.referrals],
  ] as const) {
    items.forEach((s, i) => {
      ref(reps, 'rep', `${list}[${i}].rep`, s.rep);
      ref(groups, 'group', `${list}[${i}].group`, s.group);
      ref(portals, 'portal', `${list}[${i}].portal`, s.portal);
    });
  }
}
