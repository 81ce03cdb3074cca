// The audit trail's lists and texts (issue 34; docs/areas/admin.md "Audit trail"): written once, the api refuses and
// exports with these words and the audit screen shows them.

/**
 * Who wrote an audit row: a signed-in person (USER), an integration's service account (SERVICE), or nobody in a
 * request: the seed, a migration, a background job (SYSTEM). The `audit_log.actor_kind` column holds these.
 */
export const AUDIT_ACTOR_KINDS = ['USER', 'SERVICE', 'SYSTEM'] as const;
export type AuditActorKind = (typeof AUDIT_ACTOR_KINDS)[number];

/** How each kind of actor is named on the screen's filter and in the export. */
export const AUDIT_ACTOR_KIND_LABELS: Readonly<Record<AuditActorKind, string>> = {
  USER: 'Person',
  SERVICE: 'Service account',
  SYSTEM: 'System',
};

/** The files the audit log exports to. */
export const AUDIT_EXPORT_FORMATS = ['xlsx', 'csv'] as const;
export type AuditExportFormat = (typeof AUDIT_EXPORT_FORMATS)[number];

/** The most rows one export holds (a larger file is refused: narrow the filters). */
export const AUDIT_EXPORT_MAX_ROWS = 100_000;

/** Longest entity id the audit filters accept (trigger rows of composite keys join their parts with ':'). */
export const AUDIT_ENTITY_ID_MAX = 200;

/** Every text of the audit trail, once. */
export const AUDIT_MESSAGES = {
  actorKindUnknown: 'Actor kind must be USER, SERVICE or SYSTEM.',
  formatUnknown: 'Format must be xlsx or csv.',
  /** The export's cap (AUDIT_EXPORT_MAX_ROWS unless the api is configured otherwise) was passed. */
  exportTooLarge: (max: number = AUDIT_EXPORT_MAX_ROWS) =>
    `More than ${max.toLocaleString('en-US')} entries match. Narrow the filters (days, hub, entity or user) and export again.`,
  exportFailed: 'Export failed. Please try again.',
} as const;

/** Who wrote an entry, as the screen and the export say it: the person's email, "Service account x", or "System". */
export function auditActorLabel(entry: { actorKind: AuditActorKind; actorEmail: string | null; actorUserId: string | null }): string {
  const who = entry.actorEmail ?? entry.actorUserId;
  if (entry.actorKind === 'SYSTEM' || !who) return AUDIT_ACTOR_KIND_LABELS.SYSTEM;
  return entry.actorKind === 'SERVICE' ? `${AUDIT_ACTOR_KIND_LABELS.SERVICE} ${who}` : who;
}

/** The columns of an export, in order (the xlsx sheet's header row and the CSV's first line). */
export const AUDIT_EXPORT_COLUMNS = [
  'Id',
  'At (UTC)',
  'Who',
  'Actor kind',
  'Actor user id',
  'Actor email',
  'Hub',
  'Operation',
  'Entity type',
  'Entity id',
  'Item id',
  'Action',
  'Changes',
  'Before',
  'After',
  'Idempotency key',
] as const;

/** The name of an export file: `audit-log-20261120-0930.xlsx` (UTC, to the minute it was asked for). */
export function auditExportFileName(format: AuditExportFormat, at: Date): string {
  const stamp = at.toISOString().slice(0, 16).replace(/[-:]/g, '').replace('T', '-');
  return `audit-log-${stamp}.${format}`;
}
