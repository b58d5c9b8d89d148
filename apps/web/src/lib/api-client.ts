import { isErrorEnvelope, MESSAGES, WEB_MESSAGES, type ErrorEnvelope } from '@benefit-store/domain';
import { safeParse, type core } from 'zod/mini';
import { ApiError } from './api-error';
import { reportContractMismatch, routeName } from './contract-mismatch';
import { trackRequest } from './loading-state';
import { siteHeaders } from './site-headers';
import { activeLocale } from './locale';

export const API_BASE = '/api/v1';

type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue | readonly string[]>;

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: QueryParams;
  body?: unknown;
  signal?: AbortSignal;
  /** Another service's prefix (the benefit service); default API_BASE. */
  base?: string;
}

/** Builds `/api/v1/<path>?…`, leaving out empty parameters (the spec's clients never send blanks). */
export function apiUrl(path: string, query: QueryParams = {}, base: string = API_BASE): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const qs = params.toString();
  return `${base}/${path.replace(/^\//, '')}${qs ? `?${qs}` : ''}`;
}

async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function toApiError(status: number, body: unknown): ApiError {
  if (isErrorEnvelope(body)) {
    const env: ErrorEnvelope = body;
    const fieldErrors = Array.isArray(env.data) ? env.data : [];
    const message = env.message || fieldErrors[0]?.error_message || MESSAGES.serverError;
    return new ApiError(message, status, env.errorCode, fieldErrors, body);
  }
  return new ApiError(status === 429 ? MESSAGES.tooManyRequests : MESSAGES.serverError, status);
}

/**
 * Checks an answer against the response schema its route declares (the domain's): a mismatch is reported and
 * thrown as the standard server error, so the call shows its error state instead of using a wrong shape.
 */
function checked<S extends core.$ZodType>(path: string, schema: S, answer: unknown, status: number): core.output<S> {
  // zod/mini's parse works on every schema, classic or mini: the answers the first pages check are mini, so those pages
  // never load zod's classic API (docs/decisions/0070-react-in-production-and-one-bootstrap-call.md).
  const parsed = safeParse(schema, answer);
  if (parsed.success) return parsed.data;
  reportContractMismatch({
    path: routeName(path),
    issues: parsed.error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message })),
  });
  throw new ApiError(MESSAGES.serverError, status);
}

/** Sends a request and returns its success envelope, or throws ApiError on any failure. */
async function send(path: string, options: RequestOptions): Promise<{ envelope: Record<string, unknown>; status: number }> {
  const { method = 'GET', query, body, signal, base } = options;
  return trackRequest(async () => {
    let response: Response;
    try {
      response = await fetch(apiUrl(path, query, base), {
        method,
        credentials: 'same-origin',
        headers: { ...siteHeaders(), Accept: 'application/json', 'Accept-Language': activeLocale(), ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
      });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw new ApiError(WEB_MESSAGES.networkError, 0);
    }
    const json = await readJson(response);
    if (!response.ok || isErrorEnvelope(json)) throw toApiError(response.status, json);
    if (json === null) return { envelope: { status: 'success', data: null }, status: response.status };
    if (typeof json !== 'object' || (json as { status?: unknown }).status !== 'success') {
      throw new ApiError(MESSAGES.serverError, response.status);
    }
    return { envelope: json as Record<string, unknown>, status: response.status };
  });
}

/**
 * Sends a request and returns the whole success envelope checked against `envelopeSchema` (for the few answers
 * that carry more than `data`: a message, get-common-menu's category_order).
 */
export async function requestEnvelope<S extends core.$ZodType>(path: string, envelopeSchema: S, options: RequestOptions = {}): Promise<core.output<S>> {
  const { envelope, status } = await send(path, options);
  return checked(path, envelopeSchema, envelope, status);
}

/** Sends a request and returns the envelope's `data`, checked against `schema` (the route's response data). */
export async function request<S extends core.$ZodType>(path: string, schema: S, options: RequestOptions = {}): Promise<core.output<S>> {
  const { envelope, status } = await send(path, options);
  return checked(path, schema, envelope.data, status);
}

/** Every call passes the domain schema of its answer; there is no unchecked form. */
export const api = {
  get: <S extends core.$ZodType>(path: string, schema: S, query?: QueryParams, signal?: AbortSignal) => request(path, schema, { query, signal }),
  post: <S extends core.$ZodType>(path: string, schema: S, body: unknown) => request(path, schema, { method: 'POST', body }),
  put: <S extends core.$ZodType>(path: string, schema: S, body: unknown) => request(path, schema, { method: 'PUT', body }),
};
