import { type AddressInfo } from 'node:net';
import { CSRF_HEADER, CSRF_HEADER_VALUE, type Endpoint, type EndpointArgs, endpointUrl, IDEMPOTENCY_HEADER, type Role } from '@hub/shared/contracts';
import { type TestApp } from './test-app';

/**
 * Concurrency runs need real parallelism: PGlite runs one query at a time, so these suites run only on PostgreSQL
 * (DATABASE_URL set, as in CI). `describeOnPostgres` skips them elsewhere, saying why in the block's name: the test
 * command counts them as "PostgreSQL-only" (run in the PostgreSQL lane), and any other skip fails CI (scripts/test.mjs).
 */
export function describeOnPostgres(name: string, fn: () => void): void {
  (process.env.DATABASE_URL ? describe : describe.skip)(`${name} [PostgreSQL only]`, fn);
}

/** One answer of a parallel run. */
export interface ParallelAnswer {
  status: number;
  body: { message?: string } & Record<string, unknown>;
}

/** A request of a parallel run: an endpoint call made as one of the signed-in operators. */
export interface ParallelRequest<E extends Endpoint = Endpoint> {
  endpoint: E;
  args: EndpointArgs<E>;
  /** Index into the operators passed to `parallel` (default 0). */
  as?: number;
  idempotencyKey?: string;
}

/** A request of a parallel run, typed by its endpoint. */
export const req = <E extends Endpoint>(endpoint: E, args: EndpointArgs<E>, opts: { as?: number; idempotencyKey?: string } = {}): ParallelRequest =>
  ({ endpoint, args, ...opts }) as unknown as ParallelRequest;

/** The app listening on a loopback port (real HTTP, real connections), with operators signed in by role. */
export interface LiveApp {
  origin: string;
  /** Cookies of the operators, in the order of the roles given to `listen`. */
  operators: string[];
  /** Fires every request at once (each on its own connection) and waits for all answers, in request order. */
  parallel(requests: ParallelRequest[]): Promise<ParallelAnswer[]>;
}

/** Starts `t.app` on 127.0.0.1 (a free port) and signs in one operator per role given. */
export async function listen(t: TestApp, roles: Role[]): Promise<LiveApp> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const operators: string[] = [];
  for (const role of roles) operators.push(await t.loginAs(role));
  const send = async (r: ParallelRequest): Promise<ParallelAnswer> => {
    const { body } = r.args as { body?: unknown };
    const headers: Record<string, string> = { [CSRF_HEADER]: CSRF_HEADER_VALUE, cookie: operators[r.as ?? 0]!, connection: 'close' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (r.idempotencyKey) headers[IDEMPOTENCY_HEADER] = r.idempotencyKey;
    const res = await fetch(`${origin}${endpointUrl(r.endpoint, r.args as { params?: unknown; query?: unknown })}`, {
      method: r.endpoint.method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: text ? (JSON.parse(text) as ParallelAnswer['body']) : {} };
  };
  return {
    origin,
    operators,
    parallel: (requests) => Promise.all(requests.map(send)),
  };
}

/** Counts answers by status: `{ 200: 1, 409: 19 }`. */
export const byStatus = (answers: ParallelAnswer[]) =>
  answers.reduce<Record<number, number>>((acc, a) => ({ ...acc, [a.status]: (acc[a.status] ?? 0) + 1 }), {});
