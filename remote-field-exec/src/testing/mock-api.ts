/** One recorded call of the mocked API. */
export interface MockCall {
  method: string;
  /** Path under /logistics/api, without the query. */
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/** A route of the mocked API: answers status and JSON body, or throws for a network failure. */
export type MockHandler = (call: MockCall) => { status?: number; body?: unknown } | Promise<{ status?: number; body?: unknown }>;

/**
 * Replaces global fetch with a small router keyed by "METHOD /path" (path under /logistics/api); unmatched calls
 * answer 404. Returns the recorded calls.
 */
export function mockApi(routes: Record<string, MockHandler>): MockCall[] {
  const calls: MockCall[] = [];
  (globalThis as { fetch: unknown }).fetch = jest.fn(async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://localhost');
    const path = url.pathname.replace(/^\/logistics\/api/, '');
    const method = (init.method ?? 'GET').toUpperCase();
    let body: unknown = init.body;
    if (typeof body === 'string') {
      try {
        body = JSON.parse(body);
      } catch {
        // raw text stays as it is
      }
    }
    const call = { method, path, query: url.searchParams, body };
    calls.push(call);
    const key = Object.keys(routes).find((k) => {
      const [m, p] = k.split(' ');
      return m === method && new RegExp(`^${p!.replace(/:[^/]+/g, '[^/]+')}$`).test(path);
    });
    const res = key ? await routes[key]!(call) : { status: 404, body: { message: `Not found: ${method} ${path}` } };
    const status = res.status ?? 200;
    const text = res.body === undefined ? '' : JSON.stringify(res.body);
    return { ok: status >= 200 && status < 300, status, text: async () => text, json: async () => res.body } as Response;
  });
  return calls;
}
