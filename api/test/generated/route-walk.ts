import { GUARD_NAMES, type GuardName, passesGuard, ROLES, type Role, roleFlags } from '@hub/shared/contracts';
import { type TestApp } from '../helpers/test-app';

/**
 * What the generated suites (fuzz, CSRF, roles) know about every route: they read the OpenAPI document the api builds
 * from the contracts and the access each route was registered with, so a route an area adds is walked without anyone
 * writing a test for it.
 */

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  format?: string;
};

export interface WalkedRoute {
  method: string;
  /** Fastify form: /logistics/api/field-executives/:id */
  url: string;
  operationId: string;
  access: string;
  pathParams: Array<{ name: string; schema: JsonSchema }>;
  queryParams: Array<{ name: string; schema: JsonSchema; required: boolean }>;
  /** The JSON body schema, or null for bodiless and raw-body calls. */
  body: JsonSchema | null;
  rawBody: boolean;
}

type OpenApiOperation = {
  operationId?: string;
  parameters?: Array<{ name: string; in: string; required?: boolean; schema?: JsonSchema }>;
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};

/** Every API route with its fields, from /docs/json and app.apiRoutes. */
export async function walkRoutes(t: TestApp): Promise<WalkedRoute[]> {
  const doc = (await t.request({ method: 'GET', url: '/logistics/api/docs/json' })).json() as { paths: Record<string, Record<string, OpenApiOperation>> };
  const routes: WalkedRoute[] = [];
  for (const route of t.app.apiRoutes) {
    if (route.url.includes('__probe')) continue;
    const openApiPath = route.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
    const op = doc.paths[openApiPath]?.[route.method.toLowerCase()];
    if (!op) throw new Error(`${route.method} ${route.url} is missing from the OpenAPI document`);
    const params = op.parameters ?? [];
    const json = op.requestBody?.content?.['application/json']?.schema ?? null;
    routes.push({
      method: route.method,
      url: route.url,
      operationId: op.operationId ?? route.operation ?? route.url,
      access: route.access,
      pathParams: params.filter((p) => p.in === 'path').map((p) => ({ name: p.name, schema: p.schema ?? {} })),
      queryParams: params.filter((p) => p.in === 'query').map((p) => ({ name: p.name, schema: p.schema ?? {}, required: Boolean(p.required) })),
      body: json,
      rawBody: !json && Boolean(op.requestBody),
    });
  }
  return routes.sort((a, b) => `${a.url} ${a.method}`.localeCompare(`${b.url} ${b.method}`));
}

/** A role the route's access admits (hub manager for session routes: it sees the most). */
export function admittedRole(access: string): Role {
  if (!(GUARD_NAMES as string[]).includes(access)) return 'hubManager';
  return ROLES.find((r) => passesGuard(access as GuardName, roleFlags([r])))!;
}

/** A plausible value of a schema (first enum value, shortest allowed text, the minimum): a skeleton to mutate. */
export function sampleOf(schema: JsonSchema | undefined): unknown {
  if (!schema) return 'x';
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const alt = schema.anyOf ?? schema.oneOf;
  if (alt?.length) return sampleOf(alt.find((s) => s.type !== 'null') ?? alt[0]);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return schema.format === 'date' ? '2026-01-01' : 'x'.repeat(Math.max(1, schema.minLength ?? 1));
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    case 'array':
      return [];
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, v]) => [k, sampleOf(v)]));
    default:
      return 'x';
  }
}

/** The route's URL with its path parameters filled (a real hub for :hubId, so hub checks pass). */
export function fillUrl(route: WalkedRoute, values: Record<string, string> = {}): string {
  return route.url.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => encodeURIComponent(values[name] ?? (name === 'hubId' ? 'HUB-BLR-01' : 'X1')));
}
