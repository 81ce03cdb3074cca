import { defineEndpoint } from '../endpoint';
import { adminAuditExportQuerySchema, adminAuditQuerySchema, adminAuditResponseSchema } from './audit';

/**
 * GET /admin/audit: the audit log, newest first, filtered; pages by `before`. An admin reads every entry; a hub manager
 * only entries of their hubs (a `hubId` not theirs is a 403).
 */
export const getAdminAudit = defineEndpoint({
  name: 'getAdminAudit',
  method: 'GET',
  path: '/admin/audit',
  area: 'admin',
  summary: 'Audit log entries, newest first: entity, item, actor, actor kind, operation, hub and time filters, paged by id',
  access: 'adminOrHubManager',
  hub: { in: 'query', key: 'hubId' },
  query: adminAuditQuerySchema,
  response: adminAuditResponseSchema,
});

/**
 * GET /admin/audit/export?format=xlsx|csv: the entries the same filters select, newest first, as a streamed file
 * (`audit-log-YYYYMMDD-HHMM.<format>`, never cached). Same readers as the list; more than AUDIT_EXPORT_MAX_ROWS
 * entries is a 400 asking to narrow the filters.
 */
export const exportAdminAudit = defineEndpoint({
  name: 'exportAdminAudit',
  method: 'GET',
  path: '/admin/audit/export',
  area: 'admin',
  summary: 'The filtered audit log as an xlsx or CSV file (at most 100,000 entries), streamed',
  access: 'adminOrHubManager',
  hub: { in: 'query', key: 'hubId' },
  query: adminAuditExportQuerySchema,
});
