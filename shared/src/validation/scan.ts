import { z } from 'zod';
import { VALIDATION_MESSAGES } from './messages';
import { normaliseScanInput, SCAN_TYPES } from './scan-input';

export { isDuplicateScan, normaliseScanInput, SCAN_TYPES, type ScanType } from './scan-input';

export const scanTypeSchema = z.enum(SCAN_TYPES);

/** A scan value as client and server accept it: normalised, never empty. */
export const scanInputSchema = z.string().transform(normaliseScanInput).pipe(z.string().min(1, VALIDATION_MESSAGES.emptyScan));
