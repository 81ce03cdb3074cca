import { type z } from 'zod';
import {
  API_BASE,
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  type Endpoint,
  type EndpointArgs,
  type EndpointResult,
  fillPath,
  IDEMPOTENCY_HEADER,
  type QueryValues,
  queryString,
} from '../contracts';
import { ApiError, ContractViolationError } from './errors';

type Query = QueryValues;

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

/**
 * Whether index.html preloads this GET (the server adds `<link rel="preload" as="fetch">` for the first screen's
 * calls: issue 11). Each preload is taken once: later calls of the same URL are fresh requests.
 */
export function takePreloaded(url: string): boolean {
  if (typeof document === 'undefined') return false;
  const href = new URL(url, document.baseURI).href;
  for (const link of Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="fetch"]'))) {
    if (link.href === href && !link.hasAttribute('data-taken')) {
      link.setAttribute('data-taken', '');
      return true;
    }
  }
  return false;
}

/** Builds a URL under the API base with a query string. */
export function apiUrl(path: string, query?: Query): string {
  const base = path.startsWith('/logistics') ? path : `${API_BASE}${path.startsWith('/') ? '' : '/'}${path}`;
  return `${base}${queryString(query)}`;
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
  const url = apiUrl(opts.path, opts.query);
  const plainGet = (opts.method ?? 'GET') === 'GET' && opts.body === undefined && Object.keys(opts.headers ?? {}).length === 0;
  // A GET index.html already started (<link rel=preload as=fetch>) is sent exactly as the preload was (credentials,
  // no extra headers: a GET needs neither the CSRF header nor accept), so the browser hands over that answer.
  const res = await fetch(
    url,
    plainGet && takePreloaded(url)
      ? { credentials: 'include', signal: opts.signal }
      : {
          method: opts.method ?? 'GET',
          credentials: 'include',
          headers,
          body: opts.body === undefined ? undefined : isRaw ? (opts.body as Blob) : JSON.stringify(opts.body),
          signal: opts.signal,
        },
  );
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
    const message =
      data && typeof data === 'object' && typeof (data as { message?: unknown }).message === 'string'
        ? (data as { message: string }).message
        : `Request failed with status ${res.status}`;
    throw new ApiError(res.status, data, message);
  }
  const parsed = opts.schema.safeParse(data);
  if (!parsed.success) {
    // A response that breaks its contract is a server bug; say so instead of rendering garbage.
    throw new ContractViolationError(res.status, data);
  }
  return parsed.data;
}

/** A fresh Idempotency-Key (a UUID; crypto.randomUUID needs a secure context, hence the fallback). */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Options of one call beyond its contract arguments. */
export interface CallOptions {
  /** Abort signal (React Query passes one). */
  signal?: AbortSignal;
  /**
   * Idempotency-Key of the user action behind an idempotent write (a scan's scanId, an outbox entry's key); a new key
   * is made when absent. Pass the same key when repeating the same action so the server counts it once.
   */
  idempotencyKey?: string;
}

/**
 * One call of the Logistics API through its endpoint contract: the path is filled from params, the query and body
 * are sent as the contract says, and the 200 answer is parsed with the contract's response schema (a violation
 * throws ContractViolationError). Idempotent writes carry an Idempotency-Key.
 */
export function callEndpoint<E extends Endpoint>(endpoint: E, args: EndpointArgs<E>, options: CallOptions = {}): Promise<EndpointResult<E>> {
  if (!endpoint.response) throw new Error(`${endpoint.name} answers bytes, not JSON: use its URL`);
  const { params, query, body } = args as { params?: Record<string, unknown>; query?: Query; body?: unknown };
  const headers: Record<string, string> = {};
  if (endpoint.idempotent) headers[IDEMPOTENCY_HEADER] = options.idempotencyKey ?? newIdempotencyKey();
  return apiRequest({
    method: endpoint.method,
    path: fillPath(endpoint.path, params),
    query,
    body,
    schema: endpoint.response,
    signal: options.signal,
    headers,
  }) as Promise<EndpointResult<E>>;
}

/**
 * The mutationFn of an endpoint for TanStack Query, from the mutation's variables (the call's args unless `toArgs`
 * maps them). One Idempotency-Key per user action: a retry of the same mutation (same variables object) repeats the
 * key, a new action gets a new one.
 */
export function endpointMutationFn<E extends Endpoint, V = EndpointArgs<E>>(
  endpoint: E,
  toArgs: (variables: V) => EndpointArgs<E> = (v) => v as unknown as EndpointArgs<E>,
): (variables: V) => Promise<EndpointResult<E>> {
  const keys = new WeakMap<object, string>();
  return (variables) => {
    let key = typeof variables === 'object' && variables !== null ? keys.get(variables) : undefined;
    if (!key) {
      key = newIdempotencyKey();
      if (typeof variables === 'object' && variables !== null) keys.set(variables, key);
    }
    return callEndpoint(endpoint, toArgs(variables), { idempotencyKey: key });
  };
}
