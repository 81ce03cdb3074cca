// Tote strings (001 §5) and the asset states as shown (001 §4): pure rules the api and the remote share. The
// patterns themselves live in shared/validation (one definition); this adds what tote management decides.
import { normaliseScanInput, PERMANENT_TOTE_PATTERN, TOTE_STRING_PATTERN } from '../../validation';

/** Tote string: TT000 + one letter + 4 digits, or CT + 2 letters + 3 digits, or CT + 4 letters + 3 digits. */
export const TOTE_STRING = TOTE_STRING_PATTERN;
/**
 * Permanent tote pattern of Troubleshoot Issues ("e.g. TT000A001"): TT000 + one letter + 3 digits. Lost totes of
 * the tote string's 4-digit form are permanent totes too (PSV marks them lost), so 4 digits are accepted as well.
 */
export const PERMANENT_TOTE = new RegExp(`${PERMANENT_TOTE_PATTERN.source}|^TT000[A-Z]\\d{4}$`);

/** Scan inputs (001 §5): stripped to alphanumerics and uppercased. */
export const normalizeScan = normaliseScanInput;
/** True for a valid tote string (after normalising). */
export const isToteString = (code: string) => TOTE_STRING.test(code);
/** True for a permanent tote code. */
export const isPermanentTote = (code: string) => PERMANENT_TOTE.test(code);

/** How a stored state is shown (001 §4): GOOD_TO_USE as EMPTY_TOTE, IN_TRANSFER as IN_TRANSIT, others as stored. */
export function shownAssetState(state: string): string {
  if (state === 'GOOD_TO_USE') return 'EMPTY_TOTE';
  if (state === 'IN_TRANSFER') return 'IN_TRANSIT';
  return state;
}

/** Asset types with their spec codes (001 §3: TOTE 0, CRATE 1, PACKAGING_MATERIAL 2, TEMP_TOTE 3). */
export const ASSET_CATEGORIES = [
  { assetType: 'TOTE', code: 0 },
  { assetType: 'CRATE', code: 1 },
  { assetType: 'PACKAGING_MATERIAL', code: 2 },
  { assetType: 'TEMP_TOTE', code: 3 },
] as const;
/** The asset types alone, in code order (the assets table's asset_type values). */
export const ASSET_TYPE_LIST = ASSET_CATEGORIES.map((c) => c.assetType);

/** Segregation session ids are 15 characters (001 §9). */
export const SEGREGATION_SESSION_ID_LENGTH = 15;
