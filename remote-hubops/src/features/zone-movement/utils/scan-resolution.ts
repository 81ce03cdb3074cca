import { invalidToteScannedMessage } from '@hub/shared/contracts';
import { isToteString, normaliseScanInput } from '@hub/shared/validation';

/** What a scan in the zone-movement item detail named: one of the item's zones, with the tote to use (if a tote was scanned). */
export type MovementScan = { ok: true; zoneId: string; toteId: string | null } | { ok: false; message: string };

/**
 * Zone movement scan (spec 000 §5): a scanned value that is a zone of the item is that zone; otherwise it is a tote,
 * looked up to its zone (getZoneForTote), which must be one of the item's zones; no match: "Invalid tote {toteId}
 * scanned". Values compare as scans are normalised (alphanumerics, uppercase), so "LM-BLR-01" matches "LMBLR01".
 */
export async function resolveMovementScan(
  raw: string,
  itemZones: readonly string[],
  zoneForTote: (toteId: string) => Promise<string | null>,
): Promise<MovementScan> {
  const value = normaliseScanInput(raw);
  const zone = itemZones.find((z) => normaliseScanInput(z) === value);
  if (zone) return { ok: true, zoneId: zone, toteId: null };
  if (!isToteString(value)) return { ok: false, message: invalidToteScannedMessage(value) };
  let toteZone: string | null = null;
  try {
    toteZone = await zoneForTote(value);
  } catch {
    toteZone = null;
  }
  const match = toteZone ? itemZones.find((z) => z === toteZone) : undefined;
  return match ? { ok: true, zoneId: match, toteId: value } : { ok: false, message: invalidToteScannedMessage(value) };
}

/** A zone scanned on the zone list (step 1): the listed zone it names, or null. */
export function matchZone<T extends { zoneId: string }>(raw: string, zones: readonly T[]): T | null {
  const value = normaliseScanInput(raw);
  return zones.find((z) => normaliseScanInput(z.zoneId) === value) ?? null;
}
