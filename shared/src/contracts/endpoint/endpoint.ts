import { type z } from 'zod';
import { API_BASE } from '../common/error';
import { type HubScope, hubSources } from '../hubs/hub-scope';
import { type PilotFeature } from '../hubs/pilots';
import { type GuardName } from '../session/guards';

/** HTTP methods an endpoint may use. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/** Who may call an endpoint: anybody, any signed-in user, or users a role guard admits. */
export type EndpointAccess = 'public' | 'session' | GuardName;

/** Refusal statuses an endpoint may answer besides 400 (bad input), 401 (no session) and 403 (its guard). */
export type ErrorStatus = 401 | 403 | 404 | 408 | 409 | 413 | 415 | 422 | 429 | 503;

/** What one call of the Logistics API is: the single definition the api registers, the client calls and mocks key on. */
export interface EndpointConfig {
  /** Operation name, unique across the API (OpenAPI operationId; how a screen finds its handler). */
  name: string;
  method: HttpMethod;
  /** Path under /logistics/api with `:param` segments, e.g. `/field-executives/:id/deactivate`. */
  path: `/${string}`;
  /** One line for the OpenAPI document. */
  summary: string;
  /** OpenAPI tag: the area (field-executives, hubs, auth, ...). */
  area: string;
  /** Who may call it; the api enforces this, whatever the client shows. */
  access: EndpointAccess;
  /** Path parameters (an object schema whose keys are exactly the path's `:param` names). */
  params?: z.ZodType;
  /** Query parameters (an object schema). */
  query?: z.ZodType;
  /** JSON body; absent for raw-body endpoints and bodiless calls. */
  body?: z.ZodType;
  /** The 200 answer. Absent for endpoints that answer bytes (files): those are not called through `callEndpoint`. */
  response?: z.ZodType;
  /** Refusals it may answer beyond 400/401/403 (documented in OpenAPI; the body is always the one error body). */
  errors?: readonly ErrorStatus[];
  /**
   * A write a scan or a retry can repeat: it honours the Idempotency-Key header (the first answer is stored per user
   * and replayed; the same key with another body is a 409). The shared client sends a key per user action.
   */
  idempotent?: boolean;
  /** The body is raw bytes (uploads), at most this many. */
  rawBody?: { maxBytes: number };
  /**
   * The hub pilot (spec 000 §3 "Feature flags per hub") this call exists for: like `access`, the api enforces it (409
   * with `PILOT_REFUSALS[pilot]` for a hub without it, read at each call so a toggle takes effect at once) and the
   * client hides what it gates. Several pilots: any one of them admits the call (two screens gated by different pilots
   * making the same call). Only for paths with `:hubId`.
   */
  pilot?: PilotFeature | readonly PilotFeature[];
  /**
   * Where the call names a hub besides a `:hubId` path (docs/adr/013): the api refuses a hub the user does not work in
   * (403), wherever it is named. Every signed-in call without `:hubId` declares it (a test walks them), if only to say
   * it names none.
   */
  hub?: HubScope;
}

const ENDPOINT = Symbol.for('hub.endpoint');

/** An endpoint contract as `defineEndpoint` returns it. */
export type Endpoint<C extends EndpointConfig = EndpointConfig> = C & { readonly [ENDPOINT]: true };

/** Declares one call. The path is written here and nowhere else. */
export function defineEndpoint<const C extends EndpointConfig>(config: C): Endpoint<C> {
  const missing = pathParamNames(config.path).filter((n) => !schemaKeys(config.params).includes(n));
  const extra = schemaKeys(config.params).filter((k) => !pathParamNames(config.path).includes(k));
  if (missing.length || extra.length) {
    throw new Error(`Endpoint ${config.name}: params schema keys (${schemaKeys(config.params).join(', ')}) must equal the path's (${config.path})`);
  }
  // Answers are stored per user: a public call has nobody to store them for.
  if (config.idempotent && config.access === 'public') throw new Error(`Endpoint ${config.name}: an idempotent call needs a session`);
  if (config.pilot && !pathParamNames(config.path).includes('hubId'))
    throw new Error(`Endpoint ${config.name}: a pilot needs a :hubId path (the hub it is checked for)`);
  for (const source of hubSources(config.hub)) {
    const names = source.in === 'path' ? pathParamNames(config.path) : schemaKeys(source.in === 'query' ? config.query : config.body);
    if (!names.includes(source.key)) throw new Error(`Endpoint ${config.name}: its hub is at ${source.in} "${source.key}", which it does not have`);
  }
  return Object.freeze({ ...config, [ENDPOINT]: true as const });
}

/** True for objects made by `defineEndpoint` (test suites walk every exported endpoint). */
export function isEndpoint(value: unknown): value is Endpoint {
  return typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[ENDPOINT] === true;
}

/** The `:param` names of a path, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z][A-Za-z0-9_]*)/g)].map((m) => m[1]!);
}

function schemaKeys(schema: z.ZodType | undefined): string[] {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape ? Object.keys(shape) : [];
}

type InputOf<S> = S extends z.ZodType ? z.input<S> : never;
type OutputOf<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a caller passes: params when the path has them, the body when the call has one, the query optionally. */
export type EndpointArgs<E extends EndpointConfig> = (E['params'] extends z.ZodType ? { params: InputOf<E['params']> } : { params?: undefined }) &
  (E['query'] extends z.ZodType ? { query?: InputOf<E['query']> } : { query?: undefined }) &
  (E['body'] extends z.ZodType ? { body: InputOf<E['body']> } : E['rawBody'] extends object ? { body: Blob } : { body?: undefined });

/** The parsed 200 answer of an endpoint. */
export type EndpointResult<E extends EndpointConfig> = OutputOf<E['response']>;
/** What the server's handler receives after validation. */
export type EndpointParamsOut<E extends EndpointConfig> = OutputOf<E['params']>;
export type EndpointQueryOut<E extends EndpointConfig> = OutputOf<E['query']>;
export type EndpointBodyOut<E extends EndpointConfig> = OutputOf<E['body']>;
/** What the server's handler returns (the response schema's input). */
export type EndpointReply<E extends EndpointConfig> = E['response'] extends z.ZodType ? z.input<E['response']> : unknown;

/** Query values as URLs carry them; undefined and null are left out, arrays are joined with commas. */
export type QueryValues = Record<string, string | number | boolean | null | undefined | readonly (string | number)[]>;

/** Fills the `:param` segments of a path (each value URL-encoded). */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** A query string (with its `?`), or '' when nothing is set. */
export function queryString(query: QueryValues | undefined): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) {
    if (v === undefined || v === null) continue;
    params.set(k, Array.isArray(v) ? v.join(',') : String(v));
  }
  const qs = params.toString();
  return qs ? `?${qs}` : '';
}

/** The URL (from the site root) of one call: /logistics/api + filled path + query. */
export function endpointUrl<E extends Endpoint>(endpoint: E, args: { params?: unknown; query?: unknown } = {}): string {
  return `${API_BASE}${fillPath(endpoint.path, args.params as Record<string, unknown> | undefined)}${queryString(args.query as QueryValues | undefined)}`;
}
