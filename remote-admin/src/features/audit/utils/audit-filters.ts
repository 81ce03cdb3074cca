import dayjs from 'dayjs';
import { AUDIT_ACTOR_KINDS, type AuditActorKind } from '@hub/shared/contracts';

/** What the audit log is filtered by, in the api's terms (GET /admin/audit); `from`/`to` are epoch ms, inclusive. */
export interface AuditFilters {
  entityType?: string;
  entityId?: string;
  itemId?: string;
  actorUserId?: string;
  actorKind?: AuditActorKind;
  operation?: string;
  hubId?: string;
  from?: number;
  to?: number;
}

/** The filters as the audit screen's URL and form hold them: dates as YYYY-MM-DD (local days), '' or null for none. */
export interface AuditFilterValues {
  entityType: string;
  entityId: string;
  itemId: string;
  actorUserId: string;
  actorKind: AuditActorKind | null;
  operation: string;
  hubId: string | null;
  from: string | null;
  to: string | null;
}

const TEXT_KEYS = ['entityType', 'entityId', 'itemId', 'actorUserId', 'operation'] as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (v: string | null) => (v && DAY.test(v) && dayjs(v).isValid() ? v : null);
const actorKind = (v: string | null) => ((AUDIT_ACTOR_KINDS as readonly string[]).includes(v ?? '') ? (v as AuditActorKind) : null);

/** No filter. */
export const noAuditFilters = (): AuditFilterValues => ({
  entityType: '',
  entityId: '',
  itemId: '',
  actorUserId: '',
  actorKind: null,
  operation: '',
  hubId: null,
  from: null,
  to: null,
});

/** The filters of a URL (`?entityType=user&entityId=USR-1&from=2026-11-01`); a malformed date or kind is none. */
export function auditFilterValuesOf(params: URLSearchParams): AuditFilterValues {
  return {
    entityType: params.get('entityType')?.trim() ?? '',
    entityId: params.get('entityId')?.trim() ?? '',
    itemId: params.get('itemId')?.trim() ?? '',
    actorUserId: params.get('actorUserId')?.trim() ?? '',
    actorKind: actorKind(params.get('actorKind')),
    operation: params.get('operation')?.trim() ?? '',
    hubId: params.get('hubId')?.trim() || null,
    from: day(params.get('from')),
    to: day(params.get('to')),
  };
}

/** The URL of the filters: only those that are set, so a link names what it filters and nothing else. */
export function auditSearchOf(values: AuditFilterValues): URLSearchParams {
  const params = new URLSearchParams();
  for (const k of TEXT_KEYS) if (values[k].trim()) params.set(k, values[k].trim());
  if (values.actorKind) params.set('actorKind', values.actorKind);
  if (values.hubId) params.set('hubId', values.hubId);
  if (values.from) params.set('from', values.from);
  if (values.to) params.set('to', values.to);
  return params;
}

/** How many filters are set. */
export const countAuditFilters = (values: AuditFilterValues) => [...auditSearchOf(values).keys()].length;

/**
 * The api's filters of the form's values: a day is the user's local day, `from` its first millisecond and `to` its
 * last, so "From 1 Nov, To 1 Nov" is the whole of 1 November.
 */
export function auditFiltersOf(values: AuditFilterValues): AuditFilters {
  const f: AuditFilters = {};
  for (const k of TEXT_KEYS) if (values[k].trim()) f[k] = values[k].trim();
  if (values.actorKind) f.actorKind = values.actorKind;
  if (values.hubId) f.hubId = values.hubId;
  if (values.from) f.from = dayjs(values.from).startOf('day').valueOf();
  if (values.to) f.to = dayjs(values.to).endOf('day').valueOf();
  return f;
}
