import { type z } from 'zod';
import { API_BASE, CSRF_HEADER, CSRF_HEADER_VALUE } from '../contracts';
import { ApiError } from './errors';

type Query = Record<string, string | number | boolean | null | undefined | readonly (string | number)[]>;

export interface RequestOptions<S extends z.ZodType> {
  /** HTTP method; default GET. */
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** Path under /logistics/api (or an absolute path starting with /logistics). */
  path: string;
  /** Query parameters; undefined and null are left out, arrays are joined with commas. */
  query?: Query;
  /** JSON body (or a Blob/File sent raw). */
  body?: unknown;
  /** The call's response schema; the response is parsed with it. */
  schema: S;
  /** Abort signal (React Query passes one). */
  signal?: AbortSignal;
  /** Extra headers. */
  headers?: Record<string, string>;
}

let onUnauthorized: (() => void) | null = null;
/** Registers what a 401 does (the host sends the user to sign-in). */
export function setUnauthorizedHandler(handler: (() => void) | null): void {
  onUnauthorized = handler;
}

/** Builds a URL under the API base with a query string. */
export function apiUrl(path: string, query?: Query): string {
  const base = path.startsWith('/logistics') ? path : `${API_BASE}${path.startsWith('/') ? '' : '/'}${path}`;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) {
    if (v === undefined || v === null) continue;
    params.set(k, Array.isArray(v) ? v.join(',') : String(v));
  }
  const qs = params.toString();
  return qs ? `${base}?${qs}` : base;
}

/** Headers every client request carries: JSON accepted, and the CSRF header the server requires on writes. */
export function baseHeaders(extra?: Record<string, string>): Record<string, string> {
  return { accept: 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE, ...extra };
}

/** Resolves a path (API-relative, /logistics..., or absolute http(s) URL) the way every client call does. */
export function resolveApiUrl(pathOrUrl: string, query?: Query): string {
  if (!/^https?:\/\//i.test(pathOrUrl)) return apiUrl(pathOrUrl, query);
  const url = new URL(pathOrUrl);
  for (const [k, v] of Object.entries(query ?? {})) {
    if (v === undefined || v === null) continue;
    url.searchParams.set(k, Array.isArray(v) ? v.join(',') : String(v));
  }
  return url.toString();
}

/**
 * fetch with the client's rules (cookie credentials, `x-hub-console` header, 401 -> sign-in handler) for calls whose
 * body or response is not JSON (uploads, downloads).
 */
export async function apiFetch(pathOrUrl: string, init: RequestInit & { query?: Query } = {}): Promise<Response> {
  const { query, headers, ...rest } = init;
  const res = await fetch(resolveApiUrl(pathOrUrl, query), {
    credentials: 'include',
    ...rest,
    headers: baseHeaders(headers as Record<string, string> | undefined),
  });
  if (res.status === 401 && onUnauthorized) onUnauthorized();
  return res;
}

/** Query parameters as the client accepts them. */
export type ApiQuery = Query;

/** One JSON call to the Logistics API with cookie credentials; the response is parsed with `schema`. */
export async function apiRequest<S extends z.ZodType>(opts: RequestOptions<S>): Promise<z.infer<S>> {
  const isRaw = typeof Blob !== 'undefined' && opts.body instanceof Blob;
  const headers: Record<string, string> = { accept: 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE, ...opts.headers };
  if (opts.body !== undefined && !isRaw) headers['content-type'] = 'application/json';
  if (isRaw) headers['content-type'] ??= (opts.body as Blob).type || 'application/octet-stream';
  const res = await fetch(apiUrl(opts.path, opts.query), {
    method: opts.method ?? 'GET',
    credentials: 'include',
    headers,
    body: opts.body === undefined ? undefined : isRaw ? (opts.body as Blob) : JSON.stringify(opts.body),
    signal: opts.signal,
  });
  const text = await res.text();
  let data: unknown = undefined;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = text;
    }
  }
  if (!res.ok) {
    if (res.status === 401 && onUnauthorized) onUnauthorized();
    const message = data && typeof data === 'object' && typeof (data as { message?: unknown }).message === 'string' ? (data as { message: string }).message : `Request failed with status ${res.status}`;
    throw new ApiError(res.status, data, message);
  }
  const parsed = opts.schema.safeParse(data);
  if (!parsed.success) {
    // A response that breaks its contract is a server bug; say so instead of rendering garbage.
    throw new ApiError(res.status, { message: 'Unexpected response from server' }, 'Unexpected response from server');
  }
  return parsed.data;
}
