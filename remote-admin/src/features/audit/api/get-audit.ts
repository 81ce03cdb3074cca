import { useInfiniteQuery } from '@tanstack/react-query';
import { callEndpoint } from '@hub/shared/api';
import { ADMIN_AUDIT_LIMIT, getAdminAudit } from '@hub/shared/contracts';
import { auditKeys } from '../../../api/keys';
import { type AuditFilters } from '../utils/audit-filters';

/**
 * The audit log matching `filters`, newest first, a page at a time (GET /admin/audit): each next page asks for the
 * entries before the last one shown (`before` = the answer's `nextBefore`), so entries added meanwhile never shift a
 * page or show twice.
 */
export function useAuditPages(filters: AuditFilters, pageSize = ADMIN_AUDIT_LIMIT) {
  return useInfiniteQuery({
    queryKey: auditKeys.list({ ...filters, limit: pageSize }),
    queryFn: ({ pageParam, signal }) => callEndpoint(getAdminAudit, { query: { ...filters, limit: pageSize, before: pageParam } }, { signal }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.nextBefore ?? undefined,
  });
}
