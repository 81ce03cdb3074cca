import { z } from 'zod';
import { VALIDATION_MESSAGES } from './messages';

/** Scan types every scanning screen knows: a plain scan, or a tag (tote tagging). */
export const SCAN_TYPES = ['SCAN', 'TAG'] as const;
export const scanTypeSchema = z.enum(SCAN_TYPES);
export type ScanType = z.infer<typeof scanTypeSchema>;

/** Strips a raw scan to alphanumerics and uppercases it (spec 000 §5, 001 §5: every scan source). */
export function normaliseScanInput(raw: string): string {
  return raw.replace(/[^a-z0-9]/gi, '').toUpperCase();
}

/** A scan value as client and server accept it: normalised, never empty. */
export const scanInputSchema = z.string().transform(normaliseScanInput).pipe(z.string().min(1, VALIDATION_MESSAGES.emptyScan));

/** True when `value` (normalised) was already scanned; callers refuse it with their screen's duplicate text. */
export function isDuplicateScan(scanned: Iterable<string>, value: string): boolean {
  const v = normaliseScanInput(value);
  for (const s of scanned) if (normaliseScanInput(s) === v) return true;
  return false;
}
