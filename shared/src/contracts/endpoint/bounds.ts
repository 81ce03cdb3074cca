import { type z } from 'zod';
// From zod's core, not `z`: only the contract checks (tests, tools) call it, so the zod the clients share leaves it out.
import { toJSONSchema } from 'zod/v4/core';
import { type EndpointConfig } from './endpoint';

/**
 * The one place that says how contract input is bounded (docs/adr/007-hardening.md). Every string a client sends has
 * a maximum length (or is an enum, a constant, a fixed format, or a pattern that cannot grow), every number has a
 * lower and an upper bound of its own (not zod's safe-integer default), every list a maximum number of items.
 * The api refuses to register a route whose params, query or body break this (`registerEndpoint`), so a contract
 * an area adds cannot open an unbounded field; NUL bytes and lone surrogates are refused for every field by the
 * api's validator before any schema runs.
 */

/** PostgreSQL `integer`: the usual upper bound of a count or quantity (epochs and paise totals choose larger ones). */
export const INT_BOUND = 2_147_483_647;

/** Formats whose values have a fixed, short shape. */
const BOUNDED_FORMATS = new Set(['date', 'time', 'date-time', 'uuid', 'guid', 'cuid', 'cuid2', 'ulid', 'ipv4', 'ipv6', 'nanoid', 'duration']);

type JsonSchema = {
  type?: string | string[];
  maxLength?: number;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  maxItems?: number;
  items?: JsonSchema | JsonSchema[];
  prefixItems?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  additionalProperties?: JsonSchema | boolean;
  propertyNames?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  not?: JsonSchema;
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
};

/** A regular expression that is anchored at both ends and has no unbounded repetition (`*`, `+`, `{n,}`). */
export function isBoundedPattern(pattern: string): boolean {
  if (!pattern.startsWith('^') || !pattern.endsWith('$')) return false;
  const body = pattern.replace(/\\./g, '');
  return !/[*+]|\{\d+,\}/.test(body);
}

function problemsOf(schema: JsonSchema, where: string, defs: Record<string, JsonSchema>, seen: Set<JsonSchema>, out: string[]): void {
  if (seen.has(schema)) return;
  seen.add(schema);
  if (schema.$ref) {
    const ref = defs[schema.$ref.replace(/^#\/\$defs\//, '')];
    if (ref) problemsOf(ref, where, defs, seen, out);
  }
  for (const sub of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) problemsOf(sub, where, defs, seen, out);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  const fixed = schema.enum !== undefined || schema.const !== undefined;
  if (types.includes('string') && !fixed) {
    const bounded =
      schema.maxLength !== undefined ||
      (schema.format !== undefined && BOUNDED_FORMATS.has(schema.format)) ||
      (schema.pattern !== undefined && isBoundedPattern(schema.pattern));
    if (!bounded) out.push(`${where}: text with no maximum length`);
  }
  if ((types.includes('number') || types.includes('integer')) && !fixed) {
    const lo = schema.minimum ?? schema.exclusiveMinimum;
    const hi = schema.maximum ?? schema.exclusiveMaximum;
    if (lo === undefined || hi === undefined) out.push(`${where}: number with no ${lo === undefined ? 'minimum' : 'maximum'}`);
    // zod's .int() alone carries the safe-integer range: that is no bound a contract chose.
    else if (types.includes('integer') && (lo <= -Number.MAX_SAFE_INTEGER || hi >= Number.MAX_SAFE_INTEGER))
      out.push(`${where}: whole number with no bounds of its own`);
  }
  if (types.includes('array')) {
    if (schema.maxItems === undefined) out.push(`${where}: list with no maximum number of items`);
    const items = Array.isArray(schema.items) ? schema.items : schema.items ? [schema.items] : [];
    for (const item of [...items, ...(schema.prefixItems ?? [])]) problemsOf(item, `${where}[]`, defs, seen, out);
  }
  for (const [key, sub] of Object.entries(schema.properties ?? {})) problemsOf(sub, where ? `${where}.${key}` : key, defs, seen, out);
  if (schema.additionalProperties && typeof schema.additionalProperties === 'object') problemsOf(schema.additionalProperties, `${where}.*`, defs, seen, out);
  if (schema.propertyNames) problemsOf(schema.propertyNames, `${where} (keys)`, defs, seen, out);
}

/** Every field of an input schema that is not bounded, as "body.name: text with no maximum length". */
export function unboundedFields(schema: z.ZodType, part: string): string[] {
  const json = toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const out: string[] = [];
  problemsOf(json, part, json.$defs ?? {}, new Set(), out);
  return out;
}

/** Every unbounded field a call accepts (path parameters, query, body). */
export function endpointBoundProblems(endpoint: Pick<EndpointConfig, 'params' | 'query' | 'body'>): string[] {
  return [
    ...(endpoint.params ? unboundedFields(endpoint.params, 'path') : []),
    ...(endpoint.query ? unboundedFields(endpoint.query, 'query') : []),
    ...(endpoint.body ? unboundedFields(endpoint.body, 'body') : []),
  ];
}

/** Whether text holds a NUL or half of a surrogate pair: neither can be stored or shown, so both are refused. */
export function hasForbiddenCharacter(text: string): boolean {
  return /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(text);
}
