import { z } from 'zod';
import { INDIAN_PHONE_PATTERN, PAN_PATTERN } from '../../validation/identifiers';
import { TEXT_MAX, tooLong } from '../common/limits';
import { INT_BOUND } from '../endpoint/bounds';
import { FE_ADDRESS_MIN_LENGTH, FE_MESSAGES, FE_NAME_MIN_LENGTH, FE_REASON_MIN_LENGTH } from './messages';

/** FE status; ALL exists only as a list filter (spec 001 §3). */
export const FE_STATUSES = ['ACTIVE', 'DEACTIVATED'] as const;
export const feStatusSchema = z.enum(FE_STATUSES);
export type FeStatus = z.infer<typeof feStatusSchema>;
/** Status filter of the list: the two statuses plus ALL. */
export const FE_STATUS_FILTERS = ['ALL', ...FE_STATUSES] as const;
export const feStatusFilterSchema = z.enum(FE_STATUS_FILTERS);
export type FeStatusFilter = z.infer<typeof feStatusFilterSchema>;

/** Address proof types; VOTER_ID is the default (spec 001 §3). */
export const ADDRESS_PROOF_TYPES = ['PASSPORT', 'VOTER_ID', 'DRIVING_LICENSE'] as const;
export const DEFAULT_ADDRESS_PROOF_TYPE = 'VOTER_ID' satisfies (typeof ADDRESS_PROOF_TYPES)[number];
export const addressProofTypeSchema = z.enum(ADDRESS_PROOF_TYPES, { error: FE_MESSAGES.addressProofTypeRequired });
export type AddressProofType = z.infer<typeof addressProofTypeSchema>;
/** Labels of the address proof types in the form. */
export const ADDRESS_PROOF_TYPE_LABELS: Record<AddressProofType, string> = {
  PASSPORT: 'Passport',
  VOTER_ID: 'Voter ID',
  DRIVING_LICENSE: 'Driving License',
};

/** The birth date the client sends on create: the spec keeps it a fixed default (spec 001 §3). */
export const FE_DEFAULT_BIRTH_DATE = '1990-01-01';

// Built from the shared patterns and messages (not indianPhoneSchema/panSchema as they are) so that a missing
// field carries the same text as a malformed one: "Enter valid Indian phone number", "Enter valid PAN number".
/** FE phone: 10 digits starting 6 to 9. */
export const fePhoneSchema = z.string({ error: FE_MESSAGES.phone }).trim().regex(INDIAN_PHONE_PATTERN, FE_MESSAGES.phone);
/** FE PAN, uppercased: 5 letters, 4 digits, 1 letter. */
export const fePanSchema = z.string({ error: FE_MESSAGES.pan }).trim().toUpperCase().regex(PAN_PATTERN, FE_MESSAGES.pan);
/** FE name: required, at least 3 characters after trimming. */
export const feNameSchema = z
  .string({ error: FE_MESSAGES.nameRequired })
  .trim()
  .min(1, FE_MESSAGES.nameRequired)
  .min(FE_NAME_MIN_LENGTH, FE_MESSAGES.nameMin)
  .max(TEXT_MAX.name, tooLong('Name', TEXT_MAX.name));
/** FE address: required, at least 10 characters after trimming. */
export const feAddressSchema = z
  .string({ error: FE_MESSAGES.addressRequired })
  .trim()
  .min(1, FE_MESSAGES.addressRequired)
  .min(FE_ADDRESS_MIN_LENGTH, FE_MESSAGES.addressMin)
  .max(TEXT_MAX.text, tooLong('Address', TEXT_MAX.text));
/** URL of an uploaded PAN card image (what POST /field-executives/upload-file answered). */
export const fePanCardUrlSchema = z
  .string({ error: FE_MESSAGES.panCardRequired })
  .trim()
  .min(1, FE_MESSAGES.panCardRequired)
  .max(TEXT_MAX.url, tooLong('PAN card image', TEXT_MAX.url));
/** URL of an uploaded address proof document. */
export const feAddressProofUrlSchema = z
  .string({ error: FE_MESSAGES.addressProofRequired })
  .trim()
  .min(1, FE_MESSAGES.addressProofRequired)
  .max(TEXT_MAX.url, tooLong('Address proof document', TEXT_MAX.url));
/** Deactivation reason: required, at least 10 characters after trimming. */
export const feReasonSchema = z
  .string({ error: FE_MESSAGES.reasonRequired })
  .trim()
  .min(1, FE_MESSAGES.reasonRequired)
  .min(FE_REASON_MIN_LENGTH, FE_MESSAGES.reasonMin)
  .max(TEXT_MAX.text, tooLong('Reason', TEXT_MAX.text));

/**
 * One field executive as every FE call returns it (spec 001 §3). PAN and phone are plain strings (not the request
 * patterns): a user without the hub-manager flag gets them masked, and no photo URLs (`maskFieldExecutive`).
 */
export const fieldExecutiveSchema = z.object({
  id: z.string(),
  name: z.string(),
  phoneNumber: z.string(),
  panNumber: z.string(),
  address: z.string(),
  panCardPhotoUrl: z.string().optional(),
  addressProofType: z.enum(ADDRESS_PROOF_TYPES),
  addressProofPhotoUrl: z.string().optional(),
  birthDate: z.string(),
  currentActive: z.boolean(),
  status: feStatusSchema,
  deactivationReason: z.string().nullable(),
  deactivatedBy: z.string().nullable(),
  deactivatedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type FieldExecutive = z.infer<typeof fieldExecutiveSchema>;

/** A row of the list: what the table shows. */
export const fieldExecutiveSummarySchema = fieldExecutiveSchema.pick({
  id: true,
  name: true,
  phoneNumber: true,
  panNumber: true,
  status: true,
  createdAt: true,
});
export type FieldExecutiveSummary = z.infer<typeof fieldExecutiveSummarySchema>;

/** Params of GET/PUT /field-executives/{id} and POST /field-executives/{id}/deactivate. */
export const feIdParamsSchema = z.object({ id: z.string().trim().toUpperCase().min(1, FE_MESSAGES.notFound).max(TEXT_MAX.id, FE_MESSAGES.notFound) });
export type FeIdParams = z.infer<typeof feIdParamsSchema>;

/** Largest page GET /field-executives/recent serves. */
export const FE_LIST_MAX_PAGE_SIZE = 200;
/** Page size the list screen asks for. */
export const FE_LIST_PAGE_SIZE = 50;

/**
 * Query of GET /field-executives/recent: status filter, search term (case-insensitive over id, name, phone, PAN),
 * 1-based page and page size. Everything is optional: no query gives the 50 most recent FEs of every status.
 */
export const feListQuerySchema = z.object({
  status: feStatusFilterSchema.default('ALL'),
  search: z.string().trim().max(100, 'Search must be at most 100 characters').default(''),
  page: z.coerce.number().int('Page must be a whole number').min(1, 'Page must be at least 1').max(100_000, 'Page must be at most 100000').default(1),
  pageSize: z.coerce
    .number()
    .int('Page size must be a whole number')
    .min(1, 'Page size must be at least 1')
    .max(FE_LIST_MAX_PAGE_SIZE, `Page size must be at most ${FE_LIST_MAX_PAGE_SIZE}`)
    .default(FE_LIST_PAGE_SIZE),
});
export type FeListQuery = z.input<typeof feListQuerySchema>;

/** Counts per status tab (of the FEs matching the search term). */
export const feStatusCountsSchema = z.object({ ALL: z.number().int(), ACTIVE: z.number().int(), DEACTIVATED: z.number().int() });
export type FeStatusCounts = z.infer<typeof feStatusCountsSchema>;

/** GET /field-executives/recent response: one page, most recent first, plus the total of the filter and the counts. */
export const feListResponseSchema = z.object({
  items: z.array(fieldExecutiveSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  counts: feStatusCountsSchema,
});
export type FeListResponse = z.infer<typeof feListResponseSchema>;

/** Body of POST /field-executives (spec 001 §5 "FE create"). */
export const createFieldExecutiveBodySchema = z.object({
  name: feNameSchema,
  phoneNumber: fePhoneSchema,
  panNumber: fePanSchema,
  address: feAddressSchema,
  panCardPhotoUrl: fePanCardUrlSchema,
  addressProofType: addressProofTypeSchema.default(DEFAULT_ADDRESS_PROOF_TYPE),
  addressProofPhotoUrl: feAddressProofUrlSchema,
  birthDate: z.iso.date(FE_MESSAGES.birthDate).default(FE_DEFAULT_BIRTH_DATE),
});
export type CreateFieldExecutiveBody = z.input<typeof createFieldExecutiveBodySchema>;

/**
 * Body of PUT /field-executives/{id}: only the changed fields. PAN is not editable, so a body naming panNumber is
 * refused with "PAN number is not editable"; a body with no field is "No changes to update".
 */
export const updateFieldExecutiveBodySchema = z
  .object({
    name: feNameSchema.optional(),
    phoneNumber: fePhoneSchema.optional(),
    address: feAddressSchema.optional(),
    panCardPhotoUrl: fePanCardUrlSchema.optional(),
    addressProofType: addressProofTypeSchema.optional(),
    addressProofPhotoUrl: feAddressProofUrlSchema.optional(),
    panNumber: z.unknown().optional(),
  })
  .superRefine((body, ctx) => {
    if (body.panNumber !== undefined) ctx.addIssue({ code: 'custom', message: FE_MESSAGES.panNotEditable, path: ['panNumber'] });
  })
  .refine((body) => Object.values(body).some((v) => v !== undefined), { message: FE_MESSAGES.noChanges });
export type UpdateFieldExecutiveBody = Omit<z.input<typeof updateFieldExecutiveBodySchema>, 'panNumber'>;

/** Body of POST /field-executives/{id}/deactivate. */
export const deactivateFieldExecutiveBodySchema = z.object({ reason: feReasonSchema });
export type DeactivateFieldExecutiveBody = z.input<typeof deactivateFieldExecutiveBodySchema>;

/** Answer of create, update and deactivate: the FE as stored, and a message for the toast. */
export const fieldExecutiveWriteResponseSchema = z.object({ message: z.string(), data: fieldExecutiveSchema });
export type FieldExecutiveWriteResponse = z.infer<typeof fieldExecutiveWriteResponseSchema>;

/** GET /field-executives/{id} response. */
export const fieldExecutiveResponseSchema = fieldExecutiveSchema;

/** Query of GET /field-executives/search: one identifier (FE id, phone or PAN). */
export const feSearchQuerySchema = z.object({
  identifier: z
    .string({ error: 'Identifier is required' })
    .trim()
    .min(1, 'Identifier is required')
    .max(TEXT_MAX.search, tooLong('Identifier', TEXT_MAX.search)),
});
export type FeSearchQuery = z.infer<typeof feSearchQuerySchema>;

/** GET /field-executives/search response: the FE, how it was matched, and the hubs it is actively assigned to. */
export const feSearchResponseSchema = z.object({
  matchedBy: z.enum(['id', 'phone', 'pan']),
  fieldExecutive: fieldExecutiveSummarySchema,
  assignedHubOrgUnitIds: z.array(z.string()),
});
export type FeSearchResponse = z.infer<typeof feSearchResponseSchema>;

/** What an FE image upload declares it is (the form sends one with each image). */
export const FE_UPLOAD_PURPOSES = ['FE_PAN_CARD', 'FE_ADDRESS_PROOF'] as const;
/** The purpose stored for an FE upload that declares none. */
export const FE_UPLOAD_DEFAULT_PURPOSE = 'OTHER';
/**
 * Purposes of the uploads that are FE identity documents: everything POST /field-executives/upload-file stores. They
 * are served with `Cache-Control: no-store` (hub devices are shared); other uploads (the seeded sample photos) are not.
 */
export const FE_DOCUMENT_PURPOSES: readonly string[] = [...FE_UPLOAD_PURPOSES, FE_UPLOAD_DEFAULT_PURPOSE];

/** Query of POST /field-executives/upload-file (what the shared uploader sends next to the raw bytes). */
export const feUploadQuerySchema = z.object({
  fileName: z.string().trim().max(255).optional(),
  fileSize: z.coerce.number().int().min(0).max(INT_BOUND).optional(),
  fileType: z.string().max(100).optional(),
  purpose: z.enum(FE_UPLOAD_PURPOSES).optional(),
});
export type FeUploadQuery = z.infer<typeof feUploadQuerySchema>;

/** POST /field-executives/upload-file response: `data` is the URL of the stored file (the uploader reads `data`). */
export const feUploadResponseSchema = z.object({ data: z.string(), message: z.string(), fileId: z.string() });
export type FeUploadResponse = z.infer<typeof feUploadResponseSchema>;
