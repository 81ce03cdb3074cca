import { type FastifySchemaCompiler } from 'fastify';
import { type z } from 'zod';
import { hasForbiddenCharacter } from '@hub/shared/contracts';

/**
 * The one validation policy of the api (docs/adr/005-endpoint-contracts-validation-idempotency.md §4):
 * - a message the contract wrote ("Enter valid PAN number") is sent word for word: the form shows the same text;
 * - anything the contract left to zod gets a sentence that names the field in words ("Page size must be at most 200").
 * zod applies a schema's own message before the per-parse error map below, so the map only ever words the defaults.
 */

const CONTEXT_LABEL: Record<string, string> = { body: 'Request body', querystring: 'Query', params: 'Path', headers: 'Headers' };

/** "hubOrgUnitId" -> "Hub org unit id", ["items", 0, "qty"] -> "Items 1 qty". */
export function fieldLabel(path: ReadonlyArray<PropertyKey>, context: string | undefined): string {
  if (!path.length) return CONTEXT_LABEL[context ?? ''] ?? 'Request';
  const words = path.map((p) =>
    typeof p === 'number'
      ? String(p + 1)
      : String(p)
          .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
          .replace(/[_-]+/g, ' ')
          .toLowerCase(),
  );
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const TYPE_WORDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  date: 'a date',
  bigint: 'a whole number',
};

type Issue = z.core.$ZodRawIssue;

const unitOf = (origin: unknown) => (origin === 'string' ? ' characters' : origin === 'array' || origin === 'set' ? ' items' : '');

/** Words one default zod issue as a sentence naming the field. */
export function describeIssue(issue: Issue, context: string | undefined): string {
  const label = fieldLabel(issue.path ?? [], context);
  const i = issue as Issue & Record<string, unknown>;
  switch (issue.code) {
    case 'invalid_type':
      return i.input === undefined ? `${label} is required` : `${label} must be ${TYPE_WORDS[String(i.expected)] ?? String(i.expected)}`;
    case 'too_small': {
      if (i.origin === 'string' && Number(i.minimum) === 1) return `${label} is required`;
      const bound = i.inclusive === false ? 'more than' : 'at least';
      return `${label} must be ${bound} ${String(i.minimum)}${unitOf(i.origin)}`;
    }
    case 'too_big': {
      const bound = i.inclusive === false ? 'less than' : 'at most';
      return `${label} must be ${bound} ${String(i.maximum)}${unitOf(i.origin)}`;
    }
    case 'invalid_format':
      return i.format === 'regex' ? `${label} has an invalid format` : `${label} must be a valid ${String(i.format)}`;
    case 'invalid_value':
      return `${label} must be one of ${(i.values as unknown[] | undefined)?.map(String).join(', ') ?? 'the allowed values'}`;
    case 'unrecognized_keys':
      return `${label}: unknown field(s) ${(i.keys as string[]).join(', ')}`;
    case 'not_multiple_of':
      return `${label} must be a multiple of ${String(i.divisor)}`;
    default:
      return `${label} is invalid`;
  }
}

/** A 400 carrying every message of a refused request part (the error handler sends it as the one error body). */
export class ContractValidationError extends Error {
  readonly statusCode = 400;
  readonly code = 'FST_ERR_VALIDATION';
  readonly messages: string[];
  constructor(messages: string[]) {
    super(messages[0] ?? 'Invalid request');
    this.name = 'ContractValidationError';
    this.messages = messages;
  }
}

/** Where in a request part a forbidden character sits (path of keys), or null; keys are checked as well as values. */
export function findForbiddenCharacter(data: unknown, path: PropertyKey[] = [], depth = 0): PropertyKey[] | null {
  if (typeof data === 'string') return hasForbiddenCharacter(data) ? path : null;
  if (depth > 32 || data === null || typeof data !== 'object') return null;
  for (const [key, value] of Object.entries(data)) {
    if (hasForbiddenCharacter(key)) return path;
    const found = findForbiddenCharacter(value, [...path, Array.isArray(data) ? Number(key) : key], depth + 1);
    if (found) return found;
  }
  return null;
}

/** Fastify validator compiler for zod contracts: parses each request part with the policy above. */
export const contractValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data: unknown) => {
    // NUL and half surrogate pairs can be neither stored (PostgreSQL refuses them) nor shown: refused in words, for
    // every field of every call, before the contract runs.
    const at = findForbiddenCharacter(data);
    if (at) return { error: new ContractValidationError([`${fieldLabel(at, httpPart)} contains a character that is not allowed`]) };
    const result = schema.safeParse(data, { error: (issue) => describeIssue(issue, httpPart) });
    if (result.success) return { value: result.data };
    return { error: new ContractValidationError([...new Set(result.error.issues.map((i) => i.message))]) };
  };
