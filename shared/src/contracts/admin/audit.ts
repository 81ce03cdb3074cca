import { z } from 'zod';
import { idText, TEXT_MAX, tooLong } from '../common/limits';
import { INT_BOUND } from '../endpoint/bounds';
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
 * Query of GET /admin/audit: filters (all optional), newest first; `before` is the `nextBefore` of the previous page
 * (entries with a smaller id). `from`/`to` are epoch ms, both inclusive.
 */
export const adminAuditQuerySchema = z
  .object({
    entityType: z.string().trim().min(1).max(TEXT_MAX.id, tooLong('Entity type', TEXT_MAX.id)).optional(),
    entityId: z.string().trim().min(1).max(TEXT_MAX.id, tooLong('Entity id', TEXT_MAX.id)).optional(),
    actorUserId: idText('Actor user id').optional(),
    hubId: idText('Hub id').optional(),
    from: epochMs('From').optional(),
    to: epochMs('To').optional(),
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
  .refine((q) => q.from === undefined || q.to === undefined || q.from <= q.to, { message: ADMIN_MESSAGES.auditRange });
export type AdminAuditQuery = z.input<typeof adminAuditQuerySchema>;

/** One audit entry: who (id and email as they were), when (epoch ms), which hub, what, and the state before and after. */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.number(),
  actorUserId: z.string().nullable(),
  actorEmail: z.string().nullable(),
  hubOrgUnitId: z.string().nullable(),
  entityType: z.string(),
  entityId: z.string(),
  action: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntryView = z.infer<typeof auditEntrySchema>;

/** GET /admin/audit response: a page of entries, newest first; `nextBefore` asks for the next page (null: no more). */
export const adminAuditResponseSchema = z.object({ entries: z.array(auditEntrySchema), nextBefore: z.number().int().nullable() });
export type AdminAuditResponse = z.infer<typeof adminAuditResponseSchema>;
