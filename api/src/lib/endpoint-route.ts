import {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifySchema,
  type preHandlerHookHandler,
  type RouteShorthandOptions,
} from 'fastify';
import {
  type Endpoint,
  type EndpointBodyOut,
  type EndpointParamsOut,
  type EndpointQueryOut,
  type EndpointReply,
  endpointBoundProblems,
  errorBodySchema,
  GUARD_NAMES,
  type GuardName,
} from '@hub/shared/contracts';
import { type AuthUser } from '../plugins/app/session';
import { type HubRow } from '../repositories/hubs';

/** The request a handler of endpoint E receives: params, query and body already parsed by the contract. */
export type EndpointRequest<E extends Endpoint> = FastifyRequest<{
  Params: EndpointParamsOut<E>;
  Querystring: EndpointQueryOut<E>;
  Body: EndpointBodyOut<E>;
}>;

/** A path with a `:hubId` segment: the hub is resolved (or 404) before the handler runs. */
type HubPath = `${string}/:hubId` | `${string}/:hubId/${string}`;

/**
 * What a handler of endpoint E works with, typed from its contract: what the contract parsed, the signed-in user
 * (never null unless the call is public), the hub of a `:hubId` path (never null there) and, for what only HTTP
 * knows (headers, cookies, bytes sent back), the request and reply themselves.
 */
export interface EndpointContext<E extends Endpoint> {
  params: EndpointParamsOut<E>;
  query: EndpointQueryOut<E>;
  body: EndpointBodyOut<E>;
  user: E['access'] extends 'public' ? AuthUser | null : AuthUser;
  hub: E['path'] extends HubPath ? HubRow : null;
  request: EndpointRequest<E>;
  reply: FastifyReply;
}

/** A handler of endpoint E: answers what the contract's response accepts (or sends bytes itself through `reply`). */
export type EndpointHandler<E extends Endpoint> = (context: EndpointContext<E>) => Promise<EndpointReply<E> | FastifyReply>;

/** Route options an endpoint may add: extra preHandlers (after the session/guard check), rate limits, a body limit. */
export interface EndpointRouteOptions {
  preHandler?: preHandlerHookHandler[];
  /** Extra route config (e.g. `rateLimit`). */
  config?: Record<string, unknown>;
  bodyLimit?: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract this route was registered from (every route under the API has one). */
    endpoint?: Endpoint;
  }
}

const isGuard = (access: string): access is GuardName => (GUARD_NAMES as string[]).includes(access);

/** The OpenAPI/serializer response map: 200 from the contract, the one error body for every refusal it may give. */
function responses(endpoint: Endpoint): Record<number, unknown> {
  const map: Record<number, unknown> = {};
  if (endpoint.response) map[200] = endpoint.response;
  if (endpoint.params || endpoint.query || endpoint.body || endpoint.rawBody) map[400] = errorBodySchema;
  if (endpoint.access !== 'public') map[401] = errorBodySchema;
  if (isGuard(endpoint.access)) map[403] = errorBodySchema;
  if (endpoint.idempotent || endpoint.pilot) map[409] = errorBodySchema;
  for (const status of endpoint.errors ?? []) map[status] = errorBodySchema;
  return map;
}

/**
 * Registers the route of one endpoint contract: method, path, validation, response serialisation, access (session,
 * guard or public, enforced by the session plugin from `config`), idempotency (the idempotency plugin) and OpenAPI
 * all come from the contract, so the path and the rules are written once.
 */
export function registerEndpoint<E extends Endpoint>(app: FastifyInstance, endpoint: E, handler: EndpointHandler<E>, options: EndpointRouteOptions = {}): void {
  // The api refuses to start with a call that accepts unbounded input (docs/adr/007-hardening.md).
  const unbounded = endpointBoundProblems(endpoint);
  if (unbounded.length) throw new Error(`Endpoint ${endpoint.name} accepts unbounded input:\n  - ${unbounded.join('\n  - ')}`);
  const schema: FastifySchema & Record<string, unknown> = {
    operationId: endpoint.name,
    tags: [endpoint.area],
    summary: endpoint.summary,
    response: responses(endpoint),
  };
  if (endpoint.params) schema.params = endpoint.params;
  if (endpoint.query) schema.querystring = endpoint.query;
  if (endpoint.body) schema.body = endpoint.body;
  const routeOptions: RouteShorthandOptions = {
    schema,
    config: {
      ...options.config,
      endpoint,
      ...(endpoint.access === 'public' ? { public: true } : {}),
      ...(isGuard(endpoint.access) ? { guard: endpoint.access } : {}),
    },
  };
  if (options.preHandler) routeOptions.preHandler = options.preHandler;
  if (options.bodyLimit !== undefined) routeOptions.bodyLimit = options.bodyLimit;
  else if (endpoint.rawBody) routeOptions.bodyLimit = endpoint.rawBody.maxBytes + 1;
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    ...routeOptions,
    // The session plugin refused a call without the user its access needs and the hub-context plugin one whose
    // `:hubId` names no hub (or lacks the contract's pilot) before this runs: the context's types hold.
    // A write call runs as one transaction with its audit record and idempotency key (plugins/app/idempotency.ts).
    handler: (request: FastifyRequest, reply: FastifyReply) => {
      const run = () =>
        handler({
          params: request.params,
          query: request.query,
          body: request.body,
          user: request.user,
          hub: request.hub,
          request,
          reply,
        } as EndpointContext<E>);
      return endpoint.method === 'GET' || endpoint.access === 'public' ? run() : app.runWriteCall(request, reply, endpoint, run);
    },
  });
}
