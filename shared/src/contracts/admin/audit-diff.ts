// The changes an audit entry records, as the audit screen lists them and the export writes them (one reading of
// before and after for both). Pure functions: no zod, no React.

/** One value that changed between an entry's before and after. */
export interface AuditChange {
  /** The field's name (a dotted path for a nested object's field); '' when the whole value is not an object. */
  key: string;
  before: unknown;
  after: unknown;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

// Key order and spacing never make two equal values differ.
function stable(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(stable).join(',')}]`;
  if (isRecord(v))
    return `{${Object.keys(v)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stable(v[k])}`)
      .join(',')}}`;
  return v === undefined ? 'undefined' : JSON.stringify(v);
}

/** True when the two values are equal as JSON (what the audit log stores). */
export const sameValue = (a: unknown, b: unknown) => stable(a ?? null) === stable(b ?? null);

/**
 * The changed keys of an audit entry: fields of before and after (objects; nested objects by dotted path) whose values
 * differ, in the order they first appear. A creation (no before) lists every field of after that has a value, a
 * removal every such field of before; two values that are not objects are one change under ''.
 */
export function auditDiff(before: unknown, after: unknown, prefix = ''): AuditChange[] {
  const b = before ?? null;
  const a = after ?? null;
  if (!isRecord(b) && !isRecord(a)) return sameValue(b, a) ? [] : [{ key: prefix, before: b, after: a }];
  if (!isRecord(b) || !isRecord(a)) {
    const only = (isRecord(a) ? a : b) as Record<string, unknown>;
    // A creation or removal: each field once, so a long record reads as its fields rather than one blob.
    if (b !== null && a !== null) return [{ key: prefix, before: b, after: a }];
    return Object.keys(only)
      .filter((k) => only[k] !== null && only[k] !== undefined)
      .map((k) => ({ key: prefix ? `${prefix}.${k}` : k, before: b === null ? null : only[k], after: a === null ? null : only[k] }));
  }
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return keys.flatMap((k) => {
    const path = prefix ? `${prefix}.${k}` : k;
    const [x, y] = [b[k] ?? null, a[k] ?? null];
    if (sameValue(x, y)) return [];
    return isRecord(x) && isRecord(y) ? auditDiff(x, y, path) : [{ key: path, before: x, after: y }];
  });
}

/** A value as one line of text: strings as they are, lists joined with commas, nothing as an em dash, the rest as JSON. */
export function formatAuditValue(v: unknown, empty = '—'): string {
  if (v === null || v === undefined) return empty;
  if (typeof v === 'string') return v === '' ? empty : v;
  if (Array.isArray(v))
    return v.length === 0 ? empty : v.every((x) => typeof x !== 'object' || x === null) ? v.map((x) => String(x)).join(', ') : JSON.stringify(v);
  if (typeof v === 'object') return JSON.stringify(v);
  return String(v);
}

/** The changes of an entry as one line of text, `roles: hubExecutive → hubExecutive, hubManager; city: — → Pune` (the export's "Changes"). */
export function auditChangesText(before: unknown, after: unknown): string {
  return auditDiff(before, after)
    .map((c) => `${c.key ? `${c.key}: ` : ''}${formatAuditValue(c.before)} → ${formatAuditValue(c.after)}`)
    .join('; ');
}
