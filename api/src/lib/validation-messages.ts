/** Minimal view of a zod issue as fastify-type-provider-zod passes it in `error.validation`. */
export interface ValidationIssueLike {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
}

const CONTEXT_LABEL: Record<string, string> = { body: 'Request body', querystring: 'Query', params: 'Path', headers: 'Headers' };

/** "hubOrgUnitId" -> "Hub org unit id", "items/0/qty" -> "Item 1 qty". */
export function fieldLabel(instancePath: string, context: string | undefined): string {
  const parts = instancePath.split('/').filter(Boolean);
  if (!parts.length) return CONTEXT_LABEL[context ?? ''] ?? 'Request';
  const words = parts.map((p) => (/^\d+$/.test(p) ? String(Number(p) + 1) : p.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ').toLowerCase()));
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
};

/** Turns one validation issue into a sentence a person understands, naming the field. */
export function describeIssue(issue: ValidationIssueLike, context: string | undefined): string {
  const label = fieldLabel(issue.instancePath, context);
  const p = issue.params;
  const message = issue.message ?? 'is invalid';
  if (issue.keyword === 'invalid_type') {
    // zod reports a missing field as invalid_type with "received undefined".
    if (/received undefined/.test(message)) return `${label} is required`;
    return `${label} must be ${TYPE_WORDS[String(p.expected)] ?? String(p.expected)}`;
  }
  if (issue.keyword === 'unrecognized_keys' && Array.isArray(p.keys)) return `${label}: unknown field(s) ${p.keys.join(', ')}`;
  // Contract messages are already written for people ("Enter a valid email"); prefix the field only when the
  // message does not name it.
  if (message.toLowerCase().includes(label.toLowerCase())) return message;
  return `${label}: ${message}`;
}
