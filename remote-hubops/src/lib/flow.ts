import { formatDayMonthYear } from '@hub/shared/format';
import { normaliseScanInput } from '@hub/shared/validation';
import { ITEM_ID_SCAN_LENGTH, type ActivityViewType, type Manifest } from '@hub/shared/contracts';

/** The §7 query-suffix rule: "?activityViewType=x", or for v2 "/v2?activityPickupType=x". */
export function querySuffix(viewType: ActivityViewType, v2: boolean): string {
  return v2 ? `/v2?activityPickupType=${viewType}` : `?activityViewType=${viewType}`;
}

/** The query a v1 or v2 call carries (what the suffix rule puts after the path). */
export function suffixQuery(viewType: ActivityViewType, v2: boolean): { activityViewType?: ActivityViewType; activityPickupType?: ActivityViewType } {
  return v2 ? { activityPickupType: viewType } : { activityViewType: viewType };
}

/** A v2 flow is detected from the path (spec 000 §2: "v2/"). */
export const isV2Path = (pathname: string) => pathname.includes('/v2/');

/** The flow of the manifest selection, from the path: inward or dispatch (spec 000 §2). */
export const flowOfPath = (pathname: string): 'HUB_INWARD' | 'DISPATCH' => (pathname.includes('dispatch') ? 'DISPATCH' : 'HUB_INWARD');

/** A scanned item id: stripped to alphanumerics, uppercased, its first 14 characters (spec 000 §5, §9). */
export const normaliseItemScan = (raw: string) => normaliseScanInput(raw).slice(0, ITEM_ID_SCAN_LENGTH);

/** Search of the manifest list: manifest id, driver name, vehicle number or a metadata value, case-insensitive. */
export function matchesManifest(m: Manifest, term: string): boolean {
  const t = term.trim().toLowerCase();
  if (!t) return true;
  const fields = [m.activityGroupId, m.spaId, m.driverDetails.driverName, m.driverDetails.vehicleNum, ...m.metadata.map((x) => x.value)];
  return fields.some((f) => f?.toLowerCase().includes(t));
}

/** Created-on date: day, short month, year in en-IN ("21 Nov 2026"). */
export const formatCreatedOn: (epochMs: number) => string = formatDayMonthYear;
