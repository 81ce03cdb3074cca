import { type Readable } from 'node:stream';
import { type FastifyInstance } from 'fastify';
import {
  AUDIT_MESSAGES,
  type AuditActorKind,
  type AuditEntryView,
  auditExportFileName,
  type AuditExportFormat,
  type EndpointQueryOut,
  type exportAdminAudit,
  type getAdminAudit,
} from '@hub/shared/contracts';
import { badRequest } from '../../lib/http-error';
import { type AuthUser } from '../../plugins/app/session';
import { type AuditQuery, type AuditRow } from '../../repositories/audit';
import { AUDIT_EXPORT_CONTENT_TYPES, auditCsvStream, auditXlsxStream } from './export-file';

/** Rows one query of an export reads (keyset pages of this size, newest first). */
const EXPORT_BATCH = 1_000;

type AuditFiltersIn = EndpointQueryOut<typeof getAdminAudit> | EndpointQueryOut<typeof exportAdminAudit>;

/** An export ready to send: its file name, content type and bytes (a stream the reply pipes). */
export interface AuditExport {
  fileName: string;
  contentType: string;
  body: Readable;
}

const toView = (r: AuditRow): AuditEntryView => ({
  id: r.id,
  at: r.at.getTime(),
  actorUserId: r.actorUserId,
  actorEmail: r.actorEmail,
  actorKind: r.actorKind as AuditActorKind,
  hubOrgUnitId: r.hubOrgUnitId,
  operation: r.operation,
  idempotencyKey: r.idempotencyKey,
  entityType: r.entityType,
  entityId: r.entityId,
  itemId: r.itemId,
  action: r.action,
  before: r.before,
  after: r.after,
});

/**
 * The audit trail for those who answer for it (issue 34; docs/areas/admin.md "Audit trail"): the log queried and
 * exported. An admin reads every row; a hub manager the rows filed under their hubs only, never rows about no hub or
 * another hub (a `hubId` not theirs was refused by the contract's hub check before this runs). Reads only: the table
 * is append-only and nothing here writes it.
 */
export function createAuditService(app: FastifyInstance, maxRows: number) {
  const repo = app.repos.audit;

  /** The repository's filters of a call: what it asked for, narrowed to what the caller may read. */
  function filtersOf(query: AuditFiltersIn, actor: AuthUser): Omit<AuditQuery, 'limit'> {
    return {
      entityType: query.entityType,
      entityId: query.entityId,
      itemId: query.itemId,
      actorUserId: query.actorUserId,
      actorKind: query.actorKind,
      operation: query.operation,
      hubOrgUnitId: query.hubId,
      from: query.from === undefined ? undefined : new Date(query.from),
      to: query.to === undefined ? undefined : new Date(query.to),
      scope: actor.flags.isAdmin ? undefined : { hubs: actor.allHubs ? 'all' : actor.hubs },
    };
  }

  return {
    /** A page of the log, newest first; `nextBefore` continues below its last entry. */
    async list(query: EndpointQueryOut<typeof getAdminAudit>, actor: AuthUser) {
      // One more than asked: whether there is a next page, without a count.
      const rows = await repo.list(app.db, { ...filtersOf(query, actor), beforeId: query.before, limit: query.limit + 1 });
      const page = rows.slice(0, query.limit);
      return { entries: page.map(toView), nextBefore: rows.length > query.limit ? page[page.length - 1]!.id : null };
    },

    /**
     * The rows the filters select, newest first, as a file. The newest matching id is fixed first, so rows written
     * while the file streams never shift it; more than `maxRows` (config auditExportMaxRows) is refused before any byte is sent.
     */
    async export(query: EndpointQueryOut<typeof exportAdminAudit>, actor: AuthUser): Promise<AuditExport> {
      const filters = filtersOf(query, actor);
      const [newest] = await repo.list(app.db, { ...filters, limit: 1 });
      const upTo = newest ? newest.id + 1 : 0;
      if (newest && (await repo.countUpTo(app.db, { ...filters, beforeId: upTo }, maxRows + 1)) > maxRows) {
        throw badRequest(AUDIT_MESSAGES.exportTooLarge(maxRows));
      }
      async function* batches(): AsyncGenerator<AuditRow[]> {
        let before = upTo;
        // Capped as well: a transaction that took a lower id and committed after the count cannot grow the file.
        let left = newest ? maxRows : 0;
        while (left > 0) {
          const rows = await repo.list(app.db, { ...filters, beforeId: before, limit: Math.min(EXPORT_BATCH, left) });
          if (rows.length === 0) return;
          yield rows;
          left -= rows.length;
          before = rows[rows.length - 1]!.id;
        }
      }
      const format: AuditExportFormat = query.format;
      return {
        fileName: auditExportFileName(format, new Date()),
        contentType: AUDIT_EXPORT_CONTENT_TYPES[format],
        body: format === 'csv' ? auditCsvStream(batches()) : auditXlsxStream(batches()),
      };
    },
  };
}
