import { putReasonListBodySchema, type ReasonEntry } from '@hub/shared/contracts';

/** One row of the editor: an entry, and whether it is new (not saved yet: its code may still change, it may be removed). */
export interface ReasonRow extends ReasonEntry {
  isNew: boolean;
  /** A new row's code follows its label until the admin types a code of their own. */
  codeEdited: boolean;
}

/** The code a label suggests: "Wrong tote" -> WRONG_TOTE (the way the defaults' codes were made). */
export const codeFromLabel = (label: string) =>
  label
    .trim()
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 40);

/** The editor's rows of a saved list. */
export const rowsOf = (entries: readonly ReasonEntry[]): ReasonRow[] => entries.map((e) => ({ ...e, isNew: false, codeEdited: false }));

/** A new, offered, empty row. */
export const newRow = (): ReasonRow => ({ code: '', label: '', active: true, isNew: true, codeEdited: false });

/** The rows with row `i` moved one place up (-1) or down (+1); unchanged at either end. */
export function moveRow<T>(rows: readonly T[], i: number, by: -1 | 1): T[] {
  const j = i + by;
  if (j < 0 || j >= rows.length) return [...rows];
  const next = [...rows];
  [next[i], next[j]] = [next[j]!, next[i]!];
  return next;
}

/** A row with a new label: a new row's code follows it unless its code was typed. */
export const withLabel = (row: ReasonRow, label: string): ReasonRow => ({
  ...row,
  label,
  code: row.isNew && !row.codeEdited ? codeFromLabel(label) : row.code,
});

/** What Save sends: the entries in order. */
export const entriesOf = (rows: readonly ReasonRow[]): ReasonEntry[] =>
  rows.map(({ code, label, active }) => ({ code: code.trim(), label: label.trim(), active }));

/** True when the rows say something other than the saved list. */
export function changed(rows: readonly ReasonRow[], saved: readonly ReasonEntry[]): boolean {
  const now = entriesOf(rows);
  return now.length !== saved.length || now.some((e, i) => e.code !== saved[i]!.code || e.label !== saved[i]!.label || e.active !== saved[i]!.active);
}

/** Why the contract would refuse the rows (its first message, the server's words), or null. */
export function rowsError(rows: readonly ReasonRow[]): string | null {
  const result = putReasonListBodySchema.safeParse({ entries: entriesOf(rows) });
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}
