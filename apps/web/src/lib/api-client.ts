import { isErrorEnvelope, MESSAGES, WEB_MESSAGES, type ErrorEnvelope, type SuccessEnvelope } from '@benefit-store/domain';
import { ApiError } from './api-error';
import { trackRequest } from './loading-state';
import { siteHeaders } from './site-headers';

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

/** Sends a request and returns the whole success envelope; throws ApiError on any failure. */
export async function requestEnvelope<T>(path: string, options: RequestOptions = {}): Promise<SuccessEnvelope<T> & Record<string, unknown>> {
  const { method = 'GET', query, body, signal, base } = options;
  return trackRequest(async () => {
    let response: Response;
    try {
      response = await fetch(apiUrl(path, query, base), {
        method,
        credentials: 'same-origin',
        headers: { ...siteHeaders(), Accept: 'application/json', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
      });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw new ApiError(WEB_MESSAGES.networkError, 0);
    }
    const json = await readJson(response);
    if (!response.ok || isErrorEnvelope(json)) throw toApiError(response.status, json);
    if (json === null) return { status: 'success', data: null as T };
    if (typeof json !== 'object' || (json as { status?: unknown }).status !== 'success') {
      throw new ApiError(MESSAGES.serverError, response.status);
    }
    return json as SuccessEnvelope<T> & Record<string, unknown>;
  });
}

/** Sends a request and returns the envelope's `data`. */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await requestEnvelope<T>(path, options)).data;
}

export const api = {
  get: <T>(path: string, query?: QueryParams, signal?: AbortSignal) => request<T>(path, { query, signal }),
  post: <T>(path: string, body: unknown) => request<T>(path, { method: 'POST', body }),
  put: <T>(path: string, body: unknown) => request<T>(path, { method: 'PUT', body }),
};
