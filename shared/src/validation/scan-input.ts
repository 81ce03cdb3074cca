// The scan rules the scanning UI runs on every keystroke burst, without zod: the UI kit and the hooks import this file
// directly (they are bundled into each remote), and zod would come with them into every screen that scans (~18 kB).
// The schemas built on these rules live in scan.ts.

/** Scan types every scanning screen knows: a plain scan, or a tag (tote tagging). */
export const SCAN_TYPES = ['SCAN', 'TAG'] as const;
export type ScanType = (typeof SCAN_TYPES)[number];

/** Strips a raw scan to alphanumerics and uppercases it (spec 000 §5, 001 §5: every scan source). */
export function normaliseScanInput(raw: string): string {
  return raw.replace(/[^a-z0-9]/gi, '').toUpperCase();
}

/** True when `value` (normalised) was already scanned; callers refuse it with their screen's duplicate text. */
export function isDuplicateScan(scanned: Iterable<string>, value: string): boolean {
  const v = normaliseScanInput(value);
  for (const s of scanned) if (normaliseScanInput(s) === v) return true;
  return false;
}
