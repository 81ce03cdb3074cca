import { useMutation } from '@tanstack/react-query';
import { apiFetch, ApiError, saveBlob } from '@hub/shared/api';
import { AUDIT_MESSAGES, auditExportFileName, type AuditExportFormat, endpointUrl, exportAdminAudit } from '@hub/shared/contracts';
import { type AuditFilters } from '../utils/audit-filters';

/** The file name a Content-Disposition header gives (`attachment; filename="audit-log-….csv"`), if any. */
export function fileNameOf(disposition: string | null): string | null {
  const m = disposition ? /filename="?([^";]+)"?/i.exec(disposition) : null;
  return m?.[1] ?? null;
}

/**
 * Downloads the audit log the filters select as a file (GET /admin/audit/export) and saves it under the server's
 * name. A refusal (too many entries, a hub not the caller's) throws an ApiError carrying the server's words.
 */
export async function downloadAuditExport(format: AuditExportFormat, filters: AuditFilters): Promise<void> {
  const res = await apiFetch(endpointUrl(exportAdminAudit, { query: { ...filters, format } }), { headers: { accept: '*/*' } });
  if (!res.ok) {
    let body: unknown = null;
    try {
      body = JSON.parse(await res.text());
    } catch {
      // A proxy's bare status: the screen's own text.
    }
    throw new ApiError(res.status, body, AUDIT_MESSAGES.exportFailed);
  }
  saveBlob(await res.blob(), fileNameOf(res.headers.get('content-disposition')) ?? auditExportFileName(format, new Date()));
}

/** The export as a mutation (one download at a time; its pending state and refusal for the menu). */
export function useAuditExport(filters: AuditFilters) {
  return useMutation({ mutationFn: (format: AuditExportFormat) => downloadAuditExport(format, filters) });
}
