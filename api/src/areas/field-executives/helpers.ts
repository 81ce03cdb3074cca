import { endpointUrl, type FieldExecutive, type FieldExecutiveSummary, getFile } from '@hub/shared/contracts';
import { HttpError } from '../../lib/http-error';
import { type FeRow } from './repository';

/** The URL an uploaded file is served at (GET /files/{fileId}); an FE's photo URLs are these. */
export const fileUrl = (fileId: string) => endpointUrl(getFile, { params: { fileId } });
const FILE_URL = new RegExp(`^${fileUrl('FILEID').replace(/[/.]/g, '\\$&').replace('FILEID', '([A-Za-z0-9_-]{20,64})')}$`);

/** The file id inside one of our file URLs, or null for any other text. */
export function fileIdOfUrl(url: string): string | null {
  return FILE_URL.exec(url)?.[1] ?? null;
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** A stored FE as the contract sends it. */
export function toFieldExecutive(row: FeRow): FieldExecutive {
  return {
    id: row.id,
    name: row.name,
    phoneNumber: row.phoneNumber,
    panNumber: row.panNumber,
    address: row.address,
    panCardPhotoUrl: row.panCardPhotoUrl,
    addressProofType: row.addressProofType as FieldExecutive['addressProofType'],
    addressProofPhotoUrl: row.addressProofPhotoUrl,
    birthDate: String(row.birthDate),
    currentActive: row.currentActive,
    status: row.status as FieldExecutive['status'],
    deactivationReason: row.deactivationReason,
    deactivatedBy: row.deactivatedBy,
    deactivatedAt: iso(row.deactivatedAt),
    createdAt: iso(row.createdAt)!,
    updatedAt: iso(row.updatedAt)!,
  };
}

/** A list row as the contract sends it. */
export function toSummary(row: Pick<FeRow, 'id' | 'name' | 'phoneNumber' | 'panNumber' | 'status' | 'createdAt'>): FieldExecutiveSummary {
  return {
    id: row.id,
    name: row.name,
    phoneNumber: row.phoneNumber,
    panNumber: row.panNumber,
    status: row.status as FieldExecutiveSummary['status'],
    createdAt: iso(row.createdAt)!,
  };
}

/** True when `err` (or the driver error Drizzle wraps) is a unique violation of `constraint` (any when omitted). */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  for (let e = err as { code?: string; constraint?: string; message?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return !constraint || e.constraint === constraint || Boolean(e.message?.includes(constraint));
  }
  return false;
}

/** An HttpError for the 413 of an oversize upload. */
export const tooLarge = (message: string) => new HttpError(413, message);
/** An HttpError for the 415 of a non-image upload. */
export const unsupportedMedia = (message: string) => new HttpError(415, message);
