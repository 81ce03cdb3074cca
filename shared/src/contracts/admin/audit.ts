import { z } from 'zod';
import { idText, TEXT_MAX, tooLong } from '../common/limits';
import { INT_BOUND } from '../endpoint/bounds';
import { AUDIT_ACTOR_KINDS, AUDIT_ENTITY_ID_MAX, AUDIT_EXPORT_FORMATS, AUDIT_MESSAGES } from './audit-messages';
import { ADMIN_AUDIT_LIMIT, ADMIN_AUDIT_MAX_LIMIT, ADMIN_MESSAGES } from './messages';

/** What the users area records in the audit log (entity type `user`). */
export const USER_AUDIT_ACTIONS = ['create', 'grantRoles', 'assignHubs', 'deactivate', 'reactivate', 'signOutEverywhere'] as const;
export type UserAuditAction = (typeof USER_AUDIT_ACTIONS)[number];

/** Latest millisecond timestamp the audit query accepts (year 2100). */
const AUDIT_EPOCH_MAX = 4_102_444_800_000;
const epochMs = (label: string) =>
  z.coerce
    .number()
    .int(`${label} must be a millisecond timestamp`)
    .min(0, `${label} must be a millisecond timestamp`)
    .max(AUDIT_EPOCH_MAX, `${label} must be a millisecond timestamp`);

/**
 * The filters of the audit log (all optional), shared by the query and the export so both read the same rows.
 * `entityType` is what was changed: an action's entity (`user`, `hub`, `zone`, ...) or, for the rows the database
 * trigger writes, the table (`items`, `runsheets`, ...). `itemId` finds every row about one item, `operation` the rows
 * one call wrote (the endpoint's name), `actorKind` who wrote them. `from`/`to` are epoch ms, both inclusive.
 */
const auditFilterShape = {
  entityType: z.string().trim().min(1).max(TEXT_MAX.id, tooLong('Entity type', TEXT_MAX.id)).optional(),
  // Composite keys of trigger rows ("runsheet:item") are longer than one id.
  entityId: z.string().trim().min(1).max(AUDIT_ENTITY_ID_MAX, tooLong('Entity id', AUDIT_ENTITY_ID_MAX)).optional(),
  itemId: idText('Item id').optional(),
  actorUserId: idText('Actor user id').optional(),
  actorKind: z.enum(AUDIT_ACTOR_KINDS, { error: AUDIT_MESSAGES.actorKindUnknown }).optional(),
  operation: idText('Operation').optional(),
  hubId: idText('Hub id').optional(),
  from: epochMs('From').optional(),
  to: epochMs('To').optional(),
};

const rangeInOrder = (q: { from?: number; to?: number }) => q.from === undefined || q.to === undefined || q.from <= q.to;

/**
 * Query of GET /admin/audit: the filters, newest first; `before` is the `nextBefore` of the previous page (entries with
 * a smaller id).
 */
export const adminAuditQuerySchema = z
  .object({
    ...auditFilterShape,
    before: z.coerce
      .number()
      .int('Before must be a whole number')
      .min(1, 'Before must be at least 1')
      .max(INT_BOUND, `Before must be at most ${INT_BOUND}`)
      .optional(),
    limit: z.coerce
      .number()
      .int('Limit must be a whole number')
      .min(1, 'Limit must be at least 1')
      .max(ADMIN_AUDIT_MAX_LIMIT, `Limit must be at most ${ADMIN_AUDIT_MAX_LIMIT}`)
      .default(ADMIN_AUDIT_LIMIT),
  })
  .refine(rangeInOrder, { message: ADMIN_MESSAGES.auditRange });
export type AdminAuditQuery = z.input<typeof adminAuditQuerySchema>;

/** Query of GET /admin/audit/export: the same filters as the list, and the file's format. */
export const adminAuditExportQuerySchema = z
  .object({
    ...auditFilterShape,
    format: z.enum(AUDIT_EXPORT_FORMATS, { error: AUDIT_MESSAGES.formatUnknown }),
  })
  .refine(rangeInOrder, { message: ADMIN_MESSAGES.auditRange });
export type AdminAuditExportQuery = z.input<typeof adminAuditExportQuerySchema>;

/**
 * One audit entry: who (id and email as they were, and whether a person, a service account or the system), when
 * (epoch ms), which hub, which call (`operation`, with its Idempotency-Key), what (entity, the item it is about), and
 * the state before and after (for rows of the database trigger: the changed columns only, personal ones redacted).
 */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.number(),
  actorUserId: z.string().nullable(),
  actorEmail: z.string().nullable(),
  actorKind: z.enum(AUDIT_ACTOR_KINDS),
  hubOrgUnitId: z.string().nullable(),
  operation: z.string().nullable(),
  idempotencyKey: z.string().nullable(),
  entityType: z.string(),
  entityId: z.string(),
  itemId: z.string().nullable(),
  action: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntryView = z.infer<typeof auditEntrySchema>;

/** GET /admin/audit response: a page of entries, newest first; `nextBefore` asks for the next page (null: no more). */
export const adminAuditResponseSchema = z.object({ entries: z.array(auditEntrySchema), nextBefore: z.number().int().nullable() });
export type AdminAuditResponse = z.infer<typeof adminAuditResponseSchema>;
