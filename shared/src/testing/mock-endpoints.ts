import {
  API_BASE,
  type Endpoint,
  type EndpointReply,
  type EndpointParamsOut,
  type EndpointQueryOut,
  type EndpointBodyOut,
  errorBodySchema,
  type ErrorBody,
  IDEMPOTENCY_HEADER,
} from '../contracts';

/** One call the mock server received, parsed by its endpoint's contract. */
export interface MockedCall<E extends Endpoint = Endpoint> {
  endpoint: E;
  method: string;
  /** Path under /logistics/api as sent (filled). */
  path: string;
  params: EndpointParamsOut<E>;
  query: EndpointQueryOut<E>;
  /** The parsed JSON body, or the raw Blob of an upload. */
  body: EndpointBodyOut<E>;
  /** The raw query, for assertions on what the client actually put in the URL. */
  search: URLSearchParams;
  /** The Idempotency-Key the client sent, if any. */
  idempotencyKey: string | null;
}

/** What a handler answers: a 2xx body the contract accepts, or a refusal with the one error body. */
export type MockAnswer<E extends Endpoint> =
  | { status?: 200 | 201; body: EndpointReply<E> }
  /** A refusal with the one error body, or (no `error`) a bare status with an empty body, as a proxy may send. */
  | { status: number; error?: ErrorBody }
  | { networkError: true }
  /** A 200 that deliberately breaks the contract, to test how a screen survives a server bug. */
  | { malformed: unknown };

/** A handler of one endpoint. */
export type MockHandler<E extends Endpoint> = (call: MockedCall<E>) => MockAnswer<E> | Promise<MockAnswer<E>>;

/** One endpoint and its handler, made by `on(endpoint, handler)`. */
export interface MockRoute {
  endpoint: Endpoint;
  handler: MockHandler<Endpoint>;
}

/** Binds a handler to an endpoint contract (the mock keys on the contract, never on a path string). */
export function on<E extends Endpoint>(endpoint: E, handler: MockHandler<E>): MockRoute {
  return { endpoint, handler: handler as unknown as MockHandler<Endpoint> };
}

/** A shorthand handler answering the same body every time. */
export const reply =
  <E extends Endpoint>(body: EndpointReply<E>): MockHandler<E> =>
  () => ({ body });
/** A shorthand handler refusing with the one error body. */
export const refuse =
  (status: number, message: string): MockHandler<Endpoint> =>
  () => ({ status, error: { message } });

function matchPath(pattern: string, path: string): Record<string, string> | null {
  const names: string[] = [];
  const re = new RegExp(
    `^${pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:([A-Za-z][A-Za-z0-9_]*)/g, (_, n: string) => (names.push(n), '([^/]+)'))}$`,
  );
  const m = re.exec(path);
  if (!m) return null;
  return Object.fromEntries(names.map((n, i) => [n, decodeURIComponent(m[i + 1]!)]));
}

function parseOrFail<T>(
  what: string,
  schema: { safeParse: (v: unknown) => { success: boolean; data?: T; error?: { message: string } } } | undefined,
  value: unknown,
): T {
  if (!schema) return value as T;
  const r = schema.safeParse(value);
  if (!r.success) throw new Error(`${what} breaks its contract: ${r.error?.message}`);
  return r.data as T;
}

/** The mock server of one test: recorded calls, and what went wrong (unhandled calls, contract breaks). */
export interface MockServer {
  /** Every call received, in order. */
  calls: MockedCall[];
  /** The calls of one endpoint. */
  callsOf<E extends Endpoint>(endpoint: E): Array<MockedCall<E>>;
  /** Adds or replaces handlers (a later `on` for the same endpoint wins). */
  add(...routes: MockRoute[]): void;
  /** Problems seen (a call no handler serves, a request or answer that breaks its contract); `verify()` throws them. */
  problems: string[];
  /** Throws when a problem was seen: call it in afterEach so a silent mismatch fails the test. */
  verify(): void;
}

/**
 * An endpoint-keyed mock of the Logistics API for component tests: replaces global fetch, routes each request to the
 * handler of the endpoint whose method and path match, parses the request with the contract (params, query, body),
 * and checks every 2xx answer against the endpoint's response schema and every refusal against the one error body,
 * so a mock can never drift from what the real api answers. (Why not MSW: docs/adr/005.)
 */
export function mockEndpoints(...routes: MockRoute[]): MockServer {
  const table = new Map<string, MockRoute>();
  const calls: MockedCall[] = [];
  const problems: string[] = [];
  const add = (...more: MockRoute[]) => {
    for (const r of more) table.set(r.endpoint.name, r);
  };
  add(...routes);

  const fetchMock = async (input: string | URL | Request, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const path = url.pathname.startsWith(API_BASE) ? url.pathname.slice(API_BASE.length) : url.pathname;
    let route: MockRoute | undefined;
    let params: Record<string, string> | null = null;
    for (const r of table.values()) {
      if (r.endpoint.method !== method) continue;
      params = matchPath(r.endpoint.path, path);
      if (params) {
        route = r;
        break;
      }
    }
    if (!route) {
      problems.push(`No mock for ${method} ${path}`);
      return json(501, { message: `No mock for ${method} ${path}` });
    }
    const e = route.endpoint;
    const headers = new Headers(init.headers as HeadersInit | undefined);
    try {
      let body: unknown = init.body;
      if (typeof body === 'string') body = JSON.parse(body);
      const query = Object.fromEntries(url.searchParams.entries());
      const call: MockedCall = {
        endpoint: e,
        method,
        path,
        params: parseOrFail(`${e.name} params`, e.params, params),
        query: parseOrFail(`${e.name} query`, e.query, query),
        body: e.rawBody ? (body as never) : parseOrFail(`${e.name} body`, e.body, body),
        search: url.searchParams,
        idempotencyKey: headers.get(IDEMPOTENCY_HEADER),
      };
      calls.push(call);
      const answer = await route.handler(call);
      if ('networkError' in answer) throw new TypeError('Failed to fetch');
      if ('malformed' in answer) return json(200, answer.malformed);
      if (!('body' in answer))
        return json(answer.status, answer.error === undefined ? undefined : parseOrFail(`${e.name} refusal`, errorBodySchema, answer.error));
      // Encode with the response schema's input side, as the server's serializer does.
      parseOrFail(`${e.name} answer`, e.response, answer.body);
      return json(answer.status ?? 200, answer.body);
    } catch (err) {
      if (err instanceof TypeError && err.message === 'Failed to fetch') throw err;
      problems.push(String(err instanceof Error ? err.message : err));
      return json(500, { message: String(err instanceof Error ? err.message : err) });
    }
  };
  (globalThis as { fetch: unknown }).fetch = jest.fn(fetchMock);

  return {
    calls,
    callsOf: <E extends Endpoint>(endpoint: E) => calls.filter((c) => c.endpoint.name === endpoint.name) as unknown as Array<MockedCall<E>>,
    add,
    problems,
    verify() {
      if (problems.length) throw new Error(`Mock API problems:\n${problems.join('\n')}`);
    },
  };
}

function json(status: number, body: unknown): Response {
  const text = body === undefined ? '' : JSON.stringify(body);
  return { ok: status >= 200 && status < 300, status, text: async () => text, json: async () => body, headers: new Headers() } as unknown as Response;
}
