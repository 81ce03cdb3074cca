import { z } from 'zod';
import { SHORTFALL_REASON_LABELS, SHORTFALL_REASONS } from '../hub-ops/dispatch';
import { ADMIN_REASON_MESSAGES as M, ADMIN_REASON_REFUSALS as R, PILOT_LABELS, REASON_CODE_MAX, REASON_LABEL_MAX, REASON_LIST_MAX_ENTRIES } from './messages';

// Reason lists an admin maintains (issue 33; docs/areas/reason-lists.md): the reasons the flows offer in their pickers
// and the server accepts. Each list has defaults here; a database without rows for a list serves these.

/** Every reason list the flows use, by key (the database's `reason_list_entries.list_key` takes these only). */
export const REASON_LIST_KEYS = [
  'DISCREPANCY',
  'QC_FAILURE',
  'DISPATCH_SHORTFALL',
  'FORCE_CLOSE',
  'NOT_DELIVERED',
  'RUNSHEET_HOLD',
  'MISSING_CRATE',
  'CORRECTION',
] as const;
/** A list key as a call names it ("Unknown reason list." otherwise). */
export const reasonListKeySchema = z.enum(REASON_LIST_KEYS, { error: M.listUnknown });
export type ReasonListKey = z.infer<typeof reasonListKeySchema>;

/** A code: what identifies an entry for good (its label may change). Capital letters, digits and underscores. */
export const REASON_CODE_PATTERN = /^[A-Z0-9_]{2,40}$/;

/** One entry of a list, as stored and as an admin writes it. */
export interface ReasonEntry {
  code: string;
  label: string;
  active: boolean;
}

/** What a list is and where it is used: the admin screen shows it; `fixedCodes` lists take no added or removed code. */
export interface ReasonListInfo {
  /** The list's name on the admin screen. */
  title: string;
  /** Where the flows offer it and where the server checks it. */
  usedBy: string;
  /** The spec fixes the codes (the section): labels may change and entries may be switched off, codes never. */
  fixedCodes: string | null;
  /** What a database without rows for the list serves (and what the seed writes), in order. */
  defaults: ReadonlyArray<{ code: string; label: string }>;
}

/** The code the world's seed gave a label ("Item damaged" -> ITEM_DAMAGED): the defaults below use the same. */
const codeOf = (label: string) => label.toUpperCase().replace(/[^A-Z0-9]+/g, '_');
const labelled = (...labels: string[]) => labels.map((label) => ({ code: codeOf(label), label }));

/**
 * Every list with its defaults. The label lists keep the labels (and the order) the flows served before an admin could
 * change them (then sorted by label); the spec's shortfall reasons keep the spec's codes and labels.
 */
export const REASON_LISTS: Readonly<Record<ReasonListKey, ReasonListInfo>> = {
  DISCREPANCY: {
    title: 'Discrepancy',
    usedBy: 'Inward and zone movement: the reasons of units that did not arrive or do not move (getAvailableComments).',
    fixedCodes: null,
    defaults: labelled('Excess item', 'Item damaged', 'Item missing', 'Wrong item received'),
  },
  QC_FAILURE: {
    title: 'QC failure',
    usedBy: 'Quality check and zone visibility: the reasons of rejected units.',
    fixedCodes: null,
    defaults: labelled('Damaged packaging', 'Expired product', 'Leaking', 'Quantity mismatch', 'Wrong SKU'),
  },
  DISPATCH_SHORTFALL: {
    title: PILOT_LABELS.DISPATCH_SHORTFALL,
    usedBy: 'Dispatch: the reason of units dispatched short (the item detail and the edit slide-up).',
    fixedCodes: 'spec 000 §3 "Shortfall reasons"',
    defaults: SHORTFALL_REASONS.map((code) => ({ code, label: SHORTFALL_REASON_LABELS[code] })),
  },
  FORCE_CLOSE: {
    title: 'Force close',
    usedBy: 'Dispatch: why a manifest is closed with force while shipments are short or not dispatched.',
    fixedCodes: null,
    defaults: labelled('Items not found', 'Items damaged', 'Vehicle leaving', 'Order cancelled', 'Other'),
  },
  NOT_DELIVERED: {
    title: 'Not delivered / not attempted',
    usedBy: 'Close runsheet: why an intercity item came back (collect).',
    fixedCodes: null,
    defaults: labelled('Buyer unavailable', 'Refused by buyer', 'Shop closed', 'Wrong address'),
  },
  RUNSHEET_HOLD: {
    title: 'Runsheet hold',
    usedBy: 'Close runsheet: why a runsheet is put on hold (getOnHoldReasons).',
    fixedCodes: null,
    defaults: labelled('Cash mismatch', 'Driver unavailable', 'Pending approval', 'Vehicle breakdown'),
  },
  MISSING_CRATE: {
    title: 'Missing crate',
    usedBy: 'Close runsheet: why a crate or tote did not come back.',
    fixedCodes: null,
    defaults: labelled('Crate damaged', 'Crate lost', 'Left at buyer'),
  },
  CORRECTION: {
    title: 'Corrections',
    usedBy: 'Quantity corrections of scans and counts.',
    fixedCodes: null,
    defaults: labelled('Mis-scan', 'Double count', 'Wrong tote', 'Damaged on floor', 'Other'),
  },
};

/** The labels a list offers by default, in order. */
export const reasonDefaultLabels = (key: ReasonListKey): string[] => REASON_LISTS[key].defaults.map((d) => d.label);

const entrySchema = z.object({
  code: z.string({ error: M.codeInvalid }).trim().max(REASON_CODE_MAX, M.codeInvalid).regex(REASON_CODE_PATTERN, M.codeInvalid),
  label: z.string({ error: M.labelRequired }).trim().min(1, M.labelRequired).max(REASON_LABEL_MAX, M.labelTooLong),
  active: z.boolean({ error: M.activeRequired }),
});

/** The first code or label (ignoring case) a list names twice, or null. */
function firstRepeat(values: readonly string[]): string | null {
  const seen = new Set<string>();
  for (const v of values) {
    const key = v.toLowerCase();
    if (seen.has(key)) return v;
    seen.add(key);
  }
  return null;
}

/**
 * PUT /admin/reasons/{listKey}: the whole list in order (position = place in the array). Codes and labels are unique
 * in a list (a flow records the label, so two entries with one label could not be told apart) and one entry at least
 * is active (a flow that asks for a reason needs one to offer). Whether codes may be added or removed is the list's
 * (`fixedCodes`), checked by the api.
 */
export const putReasonListBodySchema = z
  .object({
    entries: z.array(entrySchema, { error: M.entriesCount }).min(1, M.entriesCount).max(REASON_LIST_MAX_ENTRIES, M.entriesCount),
  })
  .superRefine((b, ctx) => {
    const code = firstRepeat(b.entries.map((e) => e.code));
    if (code) ctx.addIssue({ code: 'custom', message: R.duplicateCode(code), path: ['entries'] });
    const label = firstRepeat(b.entries.map((e) => e.label));
    if (label) ctx.addIssue({ code: 'custom', message: R.duplicateLabel(label), path: ['entries'] });
    if (!b.entries.some((e) => e.active)) ctx.addIssue({ code: 'custom', message: M.oneActive, path: ['entries'] });
  });
export type PutReasonListBody = z.infer<typeof putReasonListBodySchema>;

/** `/admin/reasons/{listKey}` and `/reasons/{listKey}`. */
export const reasonListParamsSchema = z.object({ listKey: reasonListKeySchema });

const entryAnswer = z.object({ code: z.string(), label: z.string(), active: z.boolean() });

/**
 * One list as the admin screen shows it: its entries in order, and `inherited` when the database has none of its own
 * (the contract's defaults are served; the first save writes them).
 */
export const adminReasonListSchema = z.object({
  listKey: reasonListKeySchema,
  fixedCodes: z.boolean(),
  inherited: z.boolean(),
  entries: z.array(entryAnswer),
});
export type AdminReasonList = z.infer<typeof adminReasonListSchema>;

/** GET /admin/reasons: every list, in REASON_LIST_KEYS order. */
export const adminReasonListsResponseSchema = z.object({ lists: z.array(adminReasonListSchema) });
export type AdminReasonListsResponse = z.infer<typeof adminReasonListsResponseSchema>;

const codeLabel = z.object({ code: z.string(), label: z.string() });
/**
 * GET /reasons/{listKey}: what a flow offers (`reasons`: the active entries in order) and what it no longer offers but
 * may still find recorded (`retired`: switched-off entries, to name an older record by its label).
 */
export const reasonListResponseSchema = z.object({ listKey: reasonListKeySchema, reasons: z.array(codeLabel), retired: z.array(codeLabel) });
export type ReasonListResponse = z.infer<typeof reasonListResponseSchema>;
